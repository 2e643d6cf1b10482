/** The longest key the platform takes (PROJECT_KEY_PATTERN). */
const MAX_KEY_LENGTH = 32;

/**
 * A key that follows the platform's rule, made from a display name: lower case, runs of anything
 * but letters and digits become one hyphen, and it starts with a letter. 'My Project 2' gives
 * 'my-project-2'. Empty when the name holds no letter.
 */
export function suggestProjectKey(displayName: string): string {
  return displayName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^[^a-z]+/, '')
    .slice(0, MAX_KEY_LENGTH)
    .replace(/-+$/, '');
}
