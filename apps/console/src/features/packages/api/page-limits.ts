/**
 * R10.29: the package browser's page sizes, from the configured limits. The spec names three and
 * gives no way to configure them in this part, so they are one set of constants: a single item (one
 * version by name), the first level (packages) and the second level (a package's versions).
 */
export const PAGE_LIMITS = { single: 1, firstLevel: 100, secondLevel: 100 } as const;

/** R10.26: a count-only packages call asks for no rows at all. */
export const COUNT_ONLY = 0;
