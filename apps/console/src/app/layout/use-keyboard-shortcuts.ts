import { useEffect, useEffectEvent, useRef } from 'react';
import { useNavigate } from 'react-router';
import { advanceSequence, emptySequence, type Shortcut } from './shortcuts.ts';

/** Marks the shortcuts dialog's content, so the dialog does not count as another open modal. */
export const SHORTCUTS_DIALOG_ATTRIBUTE = 'data-keyboard-shortcuts';

const TYPING_TARGETS =
  'input, textarea, select, [contenteditable=""], [contenteditable="true"], [contenteditable="plaintext-only"], [role="textbox"]';

const MODIFIER_KEYS = new Set(['Shift', 'Control', 'Alt', 'Meta', 'AltGraph', 'CapsLock']);

/** A key typed into a field is text, not a command. */
function isTypingTarget(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(TYPING_TARGETS) !== null;
}

function isDisplayed(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (getComputedStyle(node).display === 'none') return false;
  }
  return true;
}

/**
 * Another dialog or drawer holds the visitor's attention; closed antd modals stay in the page,
 * hidden, so only displayed ones count.
 */
function isOtherModalOpen(): boolean {
  return Array.from(document.querySelectorAll('[aria-modal="true"]')).some(
    (dialog) => dialog.querySelector(`[${SHORTCUTS_DIALOG_ATTRIBUTE}]`) === null && isDisplayed(dialog),
  );
}

export interface KeyboardShortcutHandlers {
  onShowShortcuts: () => void;
  /** Called before a shortcut leads elsewhere, so the shortcuts dialog can close. */
  onNavigate: () => void;
}

/**
 * Listens for the given shortcuts anywhere in the page. Keys typed into a field, pressed with
 * Ctrl, Meta or Alt (the browser's and the system's shortcuts), or while another modal is open
 * are left alone; so is a key a widget has already handled.
 */
export function useKeyboardShortcuts(table: readonly Shortcut[], handlers: KeyboardShortcutHandlers): void {
  const navigate = useNavigate();
  const sequence = useRef(emptySequence);

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.repeat || event.ctrlKey || event.metaKey || event.altKey) return;
    // Shift on its way to `?` must not break a sequence.
    if (MODIFIER_KEYS.has(event.key)) return;
    if (isTypingTarget(event.target) || isOtherModalOpen()) return;
    const step = advanceSequence(table, sequence.current, event.key, Date.now());
    sequence.current = step.state;
    const action = step.shortcut?.action;
    if (!action) return;
    event.preventDefault();
    if (action.kind === 'showShortcuts') {
      handlers.onShowShortcuts();
    } else {
      handlers.onNavigate();
      void navigate(action.to);
    }
  });

  useEffect(() => {
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
