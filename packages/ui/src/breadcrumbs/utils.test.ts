import { describe, expect, it } from 'vitest';
import { BREADCRUMB_LABEL, isCurrentPage } from './utils.ts';

describe('breadcrumbs utils', () => {
  it('R25.132 only the last crumb is the current page', () => {
    expect(isCurrentPage(2, 3)).toBe(true);
    expect(isCurrentPage(0, 3)).toBe(false);
    expect(BREADCRUMB_LABEL).toBe('Breadcrumb');
  });
});
