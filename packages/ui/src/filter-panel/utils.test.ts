import { describe, expect, it } from 'vitest';
import {
  countSelections,
  FILTER_COLLAPSED_HEIGHT,
  FILTER_EXPANDED_HEIGHT,
  FILTER_PANEL_WIDTH,
  FILTER_ROW_HEIGHT,
  hasMoreRows,
  searchRows,
  toggleValue,
  visibleRows,
} from './utils.ts';

const rows = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((title, index) => ({ title, count: index }));

describe('filter panel utils', () => {
  it('R25.037 R27.38 uses collapsed height 178, expanded 455, row height 32 and side width 316', () => {
    expect(FILTER_COLLAPSED_HEIGHT).toBe(178);
    expect(FILTER_EXPANDED_HEIGHT).toBe(455);
    expect(FILTER_ROW_HEIGHT).toBe(32);
    expect(FILTER_PANEL_WIDTH).toBe(316);
  });

  it('R25.033 keeps the first 5 rows until expanded and offers more only beyond 5', () => {
    expect(visibleRows(rows, false).map((row) => row.title)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(visibleRows(rows, true)).toHaveLength(7);
    expect(hasMoreRows(rows, false)).toBe(true);
    expect(hasMoreRows(rows.slice(0, 5), false)).toBe(false);
    expect(hasMoreRows(rows, true)).toBe(false);
  });

  it('counts every selection across filters', () => {
    expect(countSelections({ repo: ['a', 'b'], type: [], other: ['c'] })).toBe(3);
    expect(countSelections({})).toBe(0);
  });

  it('searches row titles ignoring case and surrounding spaces', () => {
    const named = [
      { title: 'npm-local', count: 1 },
      { title: 'docker-remote', count: 2 },
    ];
    expect(searchRows(named, ' NPM ').map((row) => row.title)).toEqual(['npm-local']);
    expect(searchRows(named, '')).toHaveLength(2);
  });

  it('toggles a value in and out of a selection', () => {
    expect(toggleValue(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(toggleValue(['a', 'b'], 'a', false)).toEqual(['b']);
    expect(toggleValue(['a'], 'a', true)).toEqual(['a']);
  });
});
