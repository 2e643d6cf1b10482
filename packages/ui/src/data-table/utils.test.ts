import { describe, expect, it } from 'vitest';
import type { DataTableColumn, DataTableExpandable } from './types.ts';
import {
  assertExpandable,
  buildPaginationState,
  COLUMN_WIDTHS,
  columnWidth,
  countFavourites,
  DEFAULT_ROW_HEIGHT,
  INFINITE_INITIAL_ROW_COUNT,
  MISSING_ROW_HEIGHT_MESSAGE,
  pageRange,
  pageRows,
  pagerCount,
  pagerPages,
  paginationText,
  resolveExpandedKeys,
  selectionText,
  sortTableRows,
} from './utils.ts';

interface Pkg {
  name: string;
  size: number;
}

const pkgs: Pkg[] = [
  { name: 'lodash', size: 540 },
  { name: '@babel/core', size: 1200 },
  { name: 'react', size: 320 },
];
const columns: DataTableColumn<Pkg>[] = [
  { key: 'name', title: 'Name', compare: (a, b) => a.name.localeCompare(b.name) },
  { key: 'size', title: 'Size', compare: (a, b) => a.size - b.size },
  { key: 'plain', title: 'Plain' },
];

describe('sorting', () => {
  it('R25.001 sorts a copy by the sorted column compare, leaving unsorted or compare-less columns alone', () => {
    const names = (rows: readonly Pkg[]) => rows.map((row) => row.name);
    expect(names(sortTableRows(pkgs, columns, { columnKey: 'size', order: 'asc' }))).toEqual([
      'react',
      'lodash',
      '@babel/core',
    ]);
    expect(names(sortTableRows(pkgs, columns, { columnKey: 'size', order: 'desc' }))).toEqual([
      '@babel/core',
      'lodash',
      'react',
    ]);
    expect(sortTableRows(pkgs, columns, { columnKey: 'size', order: 'none' })).toBe(pkgs);
    expect(sortTableRows(pkgs, columns, { columnKey: 'plain', order: 'asc' })).toBe(pkgs);
    expect(names(pkgs)).toEqual(['lodash', '@babel/core', 'react']);
  });
});

describe('paging', () => {
  it('R25.004 the pager shows 7 page buttons over 5 pages, else 5', () => {
    expect(pagerCount(1)).toBe(5);
    expect(pagerCount(5)).toBe(5);
    expect(pagerCount(6)).toBe(7);
    expect(pagerCount(4000)).toBe(7);
  });

  it('R25.004 keeps the window of page buttons around the current page and inside the pages', () => {
    expect(pagerPages(1, 4000)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pagerPages(100, 4000)).toEqual([97, 98, 99, 100, 101, 102, 103]);
    expect(pagerPages(4000, 4000)).toEqual([3994, 3995, 3996, 3997, 3998, 3999, 4000]);
    expect(pagerPages(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerPages(2, 3)).toEqual([1, 2, 3]);
    expect(pagerPages(1, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('R25.005 builds the state with current page, page size, total pages, row count and last-page flag', () => {
    expect(buildPaginationState({ currentPage: 3, pageSize: 25, rowCount: 100000 })).toEqual({
      currentPage: 3,
      pageSize: 25,
      totalPages: 4000,
      rowCount: 100000,
      lastPageFound: true,
    });
    expect(buildPaginationState({ currentPage: 9, pageSize: 10, rowCount: 31, lastPageFound: false })).toEqual({
      currentPage: 4,
      pageSize: 10,
      totalPages: 4,
      rowCount: 31,
      lastPageFound: false,
    });
    expect(buildPaginationState({ currentPage: 0, pageSize: 10, rowCount: 0 })).toMatchObject({
      currentPage: 1,
      totalPages: 1,
    });
  });

  it('R25.005 R27.28 takes the infinite-scroll initial row count of 50 as the page size when none is given', () => {
    expect(INFINITE_INITIAL_ROW_COUNT).toBe(50);
    expect(buildPaginationState({ currentPage: 1, rowCount: 120 })).toMatchObject({ pageSize: 50, totalPages: 3 });
  });

  it('R25.003 reads Showing a - b from n items, with a short last page and an empty table', () => {
    expect(paginationText(buildPaginationState({ currentPage: 1, pageSize: 25, rowCount: 100000 }))).toBe(
      'Showing 1 - 25 from 100000 items',
    );
    expect(paginationText(buildPaginationState({ currentPage: 4, pageSize: 10, rowCount: 31 }))).toBe(
      'Showing 31 - 31 from 31 items',
    );
    expect(pageRange(buildPaginationState({ currentPage: 1, pageSize: 10, rowCount: 0 }))).toEqual({
      first: 0,
      last: 0,
    });
  });

  it('R25.002 slices the rows of the current page', () => {
    const state = buildPaginationState({ currentPage: 2, pageSize: 2, rowCount: pkgs.length });
    expect(pageRows(pkgs, state).map((row) => row.name)).toEqual(['react']);
  });
});

describe('selection and favourites', () => {
  it('R25.007 R25.008 counts selected items in the bar text', () => {
    expect(selectionText(1)).toBe('1 Item Selected:');
    expect(selectionText(3)).toBe('3 Items Selected:');
  });

  it('R25.010 counts the rows flagged isFavourite', () => {
    expect(countFavourites([{ isFavourite: true }, { isFavourite: false }, {}, { isFavourite: true }])).toBe(2);
  });
});

describe('grid defaults', () => {
  it('R25.015 R27.28 R27.29 row height 64 and the column width presets', () => {
    expect(DEFAULT_ROW_HEIGHT).toBe(64);
    expect(COLUMN_WIDTHS).toEqual({ tiny: 70, small: 120, medium: 180, large: 240, 'x-large': 280 });
    expect(columnWidth('tiny')).toBe(70);
    expect(columnWidth('x-large')).toBe(280);
    expect(columnWidth(333)).toBe(333);
    expect(columnWidth(undefined)).toBeUndefined();
  });
});

describe('expandable rows', () => {
  const base: DataTableExpandable<Pkg> = {
    expandedKeys: [],
    onExpandedChange: () => undefined,
    render: (row) => row.name,
  };

  it('R25.012 expandable mode without additionalRowHeight throws a clear error', () => {
    expect(() => assertExpandable(base)).toThrow(MISSING_ROW_HEIGHT_MESSAGE);
    expect(() => assertExpandable({ ...base, additionalRowHeight: () => 120 })).not.toThrow();
  });

  it('R25.013 asking to expand a row not rendered in the page throws; stale keys are dropped', () => {
    const rendered = new Set(['lodash', 'react']);
    expect(resolveExpandedKeys([], ['lodash'], rendered)).toEqual(['lodash']);
    expect(() => resolveExpandedKeys([], ['@babel/core'], rendered)).toThrow(
      "cannot expand row '@babel/core': it is not rendered in the current page",
    );
    expect(resolveExpandedKeys(['@babel/core'], ['@babel/core', 'react'], rendered)).toEqual(['react']);
  });
});
