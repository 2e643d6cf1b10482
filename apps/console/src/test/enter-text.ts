import type { UserEvent } from '@testing-library/user-event';

/**
 * Puts text at the end of a field as one paste. Typed key by key, each key re-renders the whole
 * form, which costs a test seconds and proves nothing more where the test is about the value, not
 * the keys; a test about what each key does types instead.
 */
export async function enterText(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
