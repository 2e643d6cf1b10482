import { describe, expect, it } from 'vitest';
import {
  applySortClick,
  CELL_PADDING,
  fitTags,
  MORE_CONTROL_WIDTH,
  paginate,
  sortRows,
  TAG_CHAR_WIDTH,
  TAG_PADDING,
  TOOLTIP_OPEN_DELAY_MS,
  TOOLTIP_PAGE_MAX_CHARS,
  TOOLTIP_PAGE_MAX_VALUES,
  TOOLTIP_SEARCH_DEBOUNCE_MS,
  tagWidth,
  VALUES_MODAL_ROW_HEIGHT,
  valuesModalTitle,
} from './utils.ts';

const identity = (value: string) => value;

describe('tag fitting', () => {
  it('R25.049 R27.30 estimates a tag at 8.5 px per character plus 20 px', () => {
    expect(TAG_CHAR_WIDTH).toBe(8.5);
    expect(TAG_PADDING).toBe(20);
    expect(tagWidth('npm-local')).toBe(9 * 8.5 + 20);
  });

  it('R25.049 R27.31 keeps 52 px of cell padding and 70 px for the more control', () => {
    expect(CELL_PADDING).toBe(52);
    expect(MORE_CONTROL_WIDTH).toBe(70);
    // Ten 2-character tags are 37 px each; all ten need 370 px inside the padding.
    const values = Array.from({ length: 10 }, (_, index) => `v${index}`);
    expect(fitTags(values, 370 + 52).visibleCount).toBe(10);
    // One pixel less and the control must fit too: (421 - 52 - 70) / 37 → 8 tags.
    expect(fitTags(values, 370 + 51)).toEqual({ visibleCount: 8, firstMaxWidth: 421 - 52 - 70 });
  });

  it('R25.039 always shows the first value, with its budget for the ellipsis', () => {
    const long = 'spring-boot-starter-web-3.2.1-SNAPSHOT.jar';
    expect(fitTags([long, 'lodash'], 150)).toEqual({ visibleCount: 1, firstMaxWidth: 150 - 52 - 70 });
    expect(fitTags([long], 0)).toEqual({ visibleCount: 1, firstMaxWidth: 0 });
    expect(fitTags([], 500).visibleCount).toBe(0);
  });

  it('R25.040 adds further values only while they fit', () => {
    // inner budget 400 - 52 - 70 = 278; 'npm-local' 96.5, 'npm-remote' 105, 'npm-virtual' 113.5
    expect(fitTags(['npm-local', 'npm-remote', 'npm-virtual', 'docker-local'], 400).visibleCount).toBe(2);
  });
});

describe('tooltip paging', () => {
  it('R25.044 R27.26 holds at most 16 values on a page', () => {
    expect(TOOLTIP_PAGE_MAX_VALUES).toBe(16);
    const values = Array.from({ length: 40 }, (_, index) => `${index}`);
    expect(paginate(values, identity).map((page) => page.length)).toEqual([16, 16, 8]);
  });

  it('R25.044 R27.26 holds about 120 characters on a page', () => {
    expect(TOOLTIP_PAGE_MAX_CHARS).toBe(120);
    const values = Array.from({ length: 10 }, () => 'x'.repeat(25));
    expect(paginate(values, identity).map((page) => page.length)).toEqual([4, 4, 2]);
  });

  it('gives an over-long value a page of its own and returns no pages for no values', () => {
    expect(paginate(['a', 'y'.repeat(200), 'b'], identity)).toEqual([['a'], ['y'.repeat(200)], ['b']]);
    expect(paginate([], identity)).toEqual([]);
  });
});

describe('sorting', () => {
  it('R25.046 R27.43 cycles a column through none, asc, desc and back to none', () => {
    const asc = applySortClick([], 'value', false);
    expect(asc).toEqual([{ key: 'value', direction: 'asc' }]);
    const desc = applySortClick(asc, 'value', false);
    expect(desc).toEqual([{ key: 'value', direction: 'desc' }]);
    expect(applySortClick(desc, 'value', false)).toEqual([]);
  });

  it('R25.046 a plain click replaces the sort with the clicked column', () => {
    const sort = applySortClick([], 'repo', false);
    expect(sort).toEqual([{ key: 'repo', direction: 'asc' }]);
    expect(applySortClick(sort, 'repo', false)).toEqual([{ key: 'repo', direction: 'desc' }]);
    expect(applySortClick([{ key: 'repo', direction: 'desc' }], 'repo', false)).toEqual([]);
    expect(applySortClick(sort, 'type', false)).toEqual([{ key: 'type', direction: 'asc' }]);
  });

  it('R25.047 a shift-click adds, cycles and removes a column in the multi-sort', () => {
    const first = [{ key: 'type', direction: 'asc' as const }];
    const both = applySortClick(first, 'value', true);
    expect(both).toEqual([
      { key: 'type', direction: 'asc' },
      { key: 'value', direction: 'asc' },
    ]);
    expect(applySortClick(both, 'type', true)).toEqual([
      { key: 'type', direction: 'desc' },
      { key: 'value', direction: 'asc' },
    ]);
    expect(applySortClick([{ key: 'type', direction: 'desc' }, ...both.slice(1)], 'type', true)).toEqual([
      { key: 'value', direction: 'asc' },
    ]);
  });

  it('R25.047 sorts rows by several keys in priority order, naturally and stably', () => {
    const rows = [
      { value: 'v10', type: 'local' },
      { value: 'v2', type: 'remote' },
      { value: 'v9', type: 'local' },
      { value: 'v1', type: 'remote' },
    ];
    const sorted = sortRows(rows, [
      { key: 'type', direction: 'desc' },
      { key: 'value', direction: 'asc' },
    ]);
    expect(sorted.map((row) => row.value)).toEqual(['v1', 'v2', 'v9', 'v10']);
    expect(sortRows(rows, []).map((row) => row.value)).toEqual(['v10', 'v2', 'v9', 'v1']);
  });
});

describe('constants and titles', () => {
  it('R25.043 R27.17 R27.18 debounces search 300 ms and opens after 400 ms', () => {
    expect(TOOLTIP_SEARCH_DEBOUNCE_MS).toBe(300);
    expect(TOOLTIP_OPEN_DELAY_MS).toBe(400);
  });

  it('R25.049 R27.33 uses 60 px rows in the values modal', () => {
    expect(VALUES_MODAL_ROW_HEIGHT).toBe(60);
  });

  it('R25.048 titles the modal with the count and Value or Values', () => {
    expect(valuesModalTitle(1)).toBe('1 Value');
    expect(valuesModalTitle(12)).toBe('12 Values');
  });
});
