/**
 * The requested names that none of the found entries carries, regardless of case: users, groups
 * and repositories are all unique regardless of case, and a request naming one that does not
 * exist is refused whole.
 */
export function missingNames(requested: readonly string[], found: readonly { name: string }[]): string[] {
  const known = new Set(found.map((entry) => entry.name.toLowerCase()));
  return requested.filter((name) => !known.has(name.toLowerCase()));
}
