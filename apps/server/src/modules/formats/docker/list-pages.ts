/** One page of a lexically sorted list, as the distribution spec pages tags and the catalog. */
export interface ListPage {
  entries: string[];
  /** The `last` of the next page, when `n` cut this one short. */
  nextLast?: string;
}

/**
 * The entries after `last`, at most `n` of them: `n` that is no whole number asks for no limit,
 * as a client that sends none gets everything.
 */
export function listPage(sorted: readonly string[], n: string | undefined, last: string | undefined): ListPage {
  const after = last === undefined ? [...sorted] : sorted.filter((entry) => entry > last);
  const limit = n === undefined ? undefined : Number(n);
  if (limit === undefined || !Number.isSafeInteger(limit) || limit < 0) return { entries: after };
  const entries = after.slice(0, limit);
  const lastShown = entries[entries.length - 1];
  return entries.length < after.length && lastShown !== undefined ? { entries, nextLast: lastShown } : { entries };
}

/** The Link header of the next page: `<{path}?n=…&last=…>; rel="next"`. */
export function nextPageLink(path: string, n: string, nextLast: string): string {
  return `<${path}?n=${Number(n)}&last=${encodeURIComponent(nextLast)}>; rel="next"`;
}
