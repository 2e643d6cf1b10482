/** The landmark name screen readers announce for the trail (WAI-ARIA breadcrumb pattern). */
export const BREADCRUMB_LABEL = 'Breadcrumb';

/** R25.132: the last crumb is the page the user is on, so it is never a link. */
export function isCurrentPage(index: number, count: number): boolean {
  return index === count - 1;
}
