/**
 * The one case-insensitive text match the widgets' search and filter boxes share: the query is
 * trimmed, so a stray space typed or pasted around it never turns a match into "no results", and an
 * empty (or blank) query matches everything.
 */
export function matchesText(text: string, query: string): boolean {
  const needle = query.trim().toLowerCase();
  return needle === '' || text.toLowerCase().includes(needle);
}

/**
 * R25.057: case-insensitive match where `*` stands for any run of characters. Without a `*` the
 * pattern matches anywhere in the text, as `matchesText`; with one it must match the whole text
 * ('npm*' = starts with npm). The pattern is trimmed; other regular-expression characters are literal.
 */
export function matchesWildcard(text: string, pattern: string): boolean {
  const trimmed = pattern.trim();
  if (!trimmed.includes('*')) return matchesText(text, trimmed);
  const source = trimmed
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`, 'i').test(text);
}
