/**
 * A one-shot request to move the keyboard's focus into the page's main content once the
 * application layout shows it. After logging in, the login form and its focused button are gone
 * and focus would fall back to the document's start; a screen reader user would not hear where
 * they landed (WCAG 2.4.3 focus order). Kept in the tab's session storage, like the rest of a
 * visit's state, rather than in a module that outlives it.
 */
const MAIN_FOCUS_KEY = 'arca.focusMainContent';

export function requestMainFocus(): void {
  window.sessionStorage.setItem(MAIN_FOCUS_KEY, 'true');
}

/** True once after a request: the caller moves focus, and later pages keep the visitor's own. */
export function takeMainFocusRequest(): boolean {
  const pending = window.sessionStorage.getItem(MAIN_FOCUS_KEY) !== null;
  window.sessionStorage.removeItem(MAIN_FOCUS_KEY);
  return pending;
}
