import { describe, expect, it } from 'vitest';
import {
  compareText,
  nextSortOrder,
  normaliseSortOrder,
  SORT_ORDERS,
  type SortOrderInput,
  toAntdSortOrder,
} from './sort-order.ts';

describe('sort orders', () => {
  it('R27.43 has the states none, asc and desc, and a header click cycles through them', () => {
    expect(SORT_ORDERS).toEqual(['none', 'asc', 'desc']);
    expect(nextSortOrder('none')).toBe('asc');
    expect(nextSortOrder('asc')).toBe('desc');
    expect(nextSortOrder('desc')).toBe('none');
  });

  it('R27.43 accepts the ascend/descend spelling and null, and gives antd its own spelling back', () => {
    const spellings: SortOrderInput[] = ['asc', 'ascend', 'desc', 'descend', 'none', null, undefined];
    expect(spellings.map(normaliseSortOrder)).toEqual(['asc', 'asc', 'desc', 'desc', 'none', 'none', 'none']);
    expect(SORT_ORDERS.map(toAntdSortOrder)).toEqual([null, 'ascend', 'descend']);
  });

  it('compares text naturally and without case', () => {
    expect(['v10', 'V2', 'v1'].sort(compareText)).toEqual(['v1', 'V2', 'v10']);
  });
});
