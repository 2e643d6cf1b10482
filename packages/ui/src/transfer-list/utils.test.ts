import { describe, expect, it } from 'vitest';
import { scrollTopToReveal, visibleRange } from '../windowing/index.ts';
import type { TransferRow } from './types.ts';
import {
  AVAILABLE_LIST_BUFFER,
  addKeys,
  applyDrop,
  DEFAULT_KEY_FIELD,
  LIST_BUFFERS,
  matchesFilter,
  movableKeys,
  moveButtonLabels,
  moveKey,
  parseDragPayload,
  removeKeys,
  SELECTED_LIST_BUFFER,
  serializeDragPayload,
  splitRows,
  TRANSFER_ROW_HEIGHT,
  toRows,
} from './utils.ts';

const row = (key: string, disabled = false): TransferRow => ({ key, disabled });

describe('transfer list utils', () => {
  it('R25.083 matches the filter as case-insensitive text anywhere in the key', () => {
    expect(matchesFilter('npm-LOCAL', 'Local')).toBe(true);
    expect(matchesFilter('docker-remote', 'ER-RE')).toBe(true);
    expect(matchesFilter('docker-remote', 'npm')).toBe(false);
    expect(matchesFilter('libs-release', '')).toBe(true);
    // Spaces around the filter are ignored, so a trailing space does not empty the list.
    expect(matchesFilter('npm-local', 'local ')).toBe(true);
    expect(matchesFilter('npm-local', '  ')).toBe(true);
    // Plain text, not a pattern: a star only matches a star.
    expect(matchesFilter('libs-release', 'libs*')).toBe(false);
  });

  it('R25.089 reads the key from the name field by default, or from the field given, with disabled and class', () => {
    expect(DEFAULT_KEY_FIELD).toBe('name');
    expect(
      toRows([{ name: 'npm-local' }, { name: 'pypi-remote', disabled: true, className: 'locked' }], 'name'),
    ).toEqual([
      { key: 'npm-local', disabled: false },
      { key: 'pypi-remote', disabled: true, className: 'locked' },
    ]);
    expect(toRows([{ repoKey: 'libs-release' }], 'repoKey')).toEqual([{ key: 'libs-release', disabled: false }]);
  });

  it('R25.073 splits items into available and selected, the selected list in value order', () => {
    const rows = [row('a'), row('b'), row('c'), row('d')];
    const { available, selected } = splitRows(rows, ['c', 'a', 'ghost']);
    expect(available.map((r) => r.key)).toEqual(['b', 'd']);
    expect(selected.map((r) => r.key)).toEqual(['c', 'a', 'ghost']);
  });

  it('R25.078 R25.079 move-all takes only enabled rows that match the filter', () => {
    const rows = [row('npm-local'), row('npm-remote', true), row('maven-local'), row('NPM-virtual')];
    expect(movableKeys(rows, 'npm')).toEqual(['npm-local', 'NPM-virtual']);
    expect(movableKeys(rows, '')).toEqual(['npm-local', 'maven-local', 'NPM-virtual']);
  });

  it('R25.075 adds keys at the end without duplicates and removes keys', () => {
    expect(addKeys(['a', 'b'], ['c', 'a', 'd'])).toEqual(['a', 'b', 'c', 'd']);
    expect(removeKeys(['a', 'b', 'c'], ['b', 'x'])).toEqual(['a', 'c']);
  });

  it('R25.080 moves a key to the position of the row it lands on, clamping the index', () => {
    expect(moveKey(['a', 'b', 'c', 'd'], 'a', 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveKey(['a', 'b', 'c', 'd'], 'd', 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveKey(['a', 'b'], 'x', 1)).toEqual(['a', 'x', 'b']);
    expect(moveKey(['a', 'b'], 'x', 99)).toEqual(['a', 'b', 'x']);
    expect(moveKey(['a', 'b'], 'x', -3)).toEqual(['x', 'a', 'b']);
  });

  it('R25.077 R25.080 R25.081 works out the selection after a drop', () => {
    const none = new Set<string>();
    const value = ['a', 'b', 'c'];
    // Between lists: into the selection at a row or at the end, and back out.
    expect(applyDrop(value, none, { key: 'x', from: 'available' }, { side: 'selected', index: 1 })).toEqual([
      'a',
      'x',
      'b',
      'c',
    ]);
    expect(applyDrop(value, none, { key: 'x', from: 'available' }, { side: 'selected' })).toEqual(['a', 'b', 'c', 'x']);
    expect(applyDrop(value, none, { key: 'b', from: 'selected' }, { side: 'available' })).toEqual(['a', 'c']);
    // Within the selection: a reorder.
    expect(applyDrop(value, none, { key: 'c', from: 'selected' }, { side: 'selected', index: 0 })).toEqual([
      'c',
      'a',
      'b',
    ]);
    // Nothing changes: same place, within the available list, a disabled item, a stale payload.
    expect(applyDrop(value, none, { key: 'b', from: 'selected' }, { side: 'selected', index: 1 })).toBeUndefined();
    expect(applyDrop(value, none, { key: 'x', from: 'available' }, { side: 'available' })).toBeUndefined();
    expect(applyDrop(value, new Set(['x']), { key: 'x', from: 'available' }, { side: 'selected' })).toBeUndefined();
    expect(applyDrop(value, new Set(['a']), { key: 'a', from: 'selected' }, { side: 'available' })).toBeUndefined();
    expect(applyDrop(value, none, { key: 'x', from: 'selected' }, { side: 'available' })).toBeUndefined();
    expect(applyDrop(value, none, { key: 'a', from: 'available' }, { side: 'selected' })).toBeUndefined();
  });

  it('reads back only drag payloads of its own shape, started in the same widget', () => {
    const payload = { key: '@babel/core', from: 'available', source: 'w1' } as const;
    expect(parseDragPayload(serializeDragPayload(payload), 'w1')).toEqual(payload);
    expect(parseDragPayload(serializeDragPayload(payload), 'w2')).toBeUndefined();
    expect(parseDragPayload('', 'w1')).toBeUndefined();
    expect(parseDragPayload('lodash', 'w1')).toBeUndefined();
    expect(parseDragPayload('{"key":1,"from":"available","source":"w1"}', 'w1')).toBeUndefined();
    expect(parseDragPayload('{"key":"a","from":"elsewhere","source":"w1"}', 'w1')).toBeUndefined();
    expect(parseDragPayload('null', 'w1')).toBeUndefined();
  });

  it('R25.090 R27.40 rows are 56 px with buffers of 100 (available) and 200 (selected)', () => {
    expect(TRANSFER_ROW_HEIGHT).toBe(56);
    expect(AVAILABLE_LIST_BUFFER).toBe(100);
    expect(SELECTED_LIST_BUFFER).toBe(200);
    expect(LIST_BUFFERS).toEqual({ available: 100, selected: 200 });
  });

  it('R25.090 R27.40 renders the rows in view plus the buffer on each side', () => {
    const range = (scrollTop: number, buffer: number, count: number) =>
      visibleRange({ scrollTop, viewportHeight: 336, rowHeight: TRANSFER_ROW_HEIGHT, buffer, count });
    // 336 px viewport at the top: rows 0..(336 + 100) / 56 → 8 rows.
    expect(range(0, AVAILABLE_LIST_BUFFER, 5000)).toEqual({ start: 0, end: 8 });
    expect(range(0, SELECTED_LIST_BUFFER, 5000)).toEqual({ start: 0, end: 10 });
    // Scrolled to row 100: the buffer reaches back 100 px (2 rows) and forward past the viewport.
    expect(range(5600, AVAILABLE_LIST_BUFFER, 5000)).toEqual({ start: 98, end: 108 });
    expect(range(5600, SELECTED_LIST_BUFFER, 5000)).toEqual({ start: 96, end: 110 });
    // Short lists and scrolling past the end stay within bounds.
    expect(range(0, AVAILABLE_LIST_BUFFER, 3)).toEqual({ start: 0, end: 3 });
    expect(range(99999, AVAILABLE_LIST_BUFFER, 3)).toEqual({ start: 3, end: 3 });
  });

  it('scrolls as little as needed to reveal a row', () => {
    expect(scrollTopToReveal({ index: 2, rowHeight: 56, viewportHeight: 336, scrollTop: 0 })).toBe(0);
    expect(scrollTopToReveal({ index: 10, rowHeight: 56, viewportHeight: 336, scrollTop: 0 })).toBe(11 * 56 - 336);
    expect(scrollTopToReveal({ index: 1, rowHeight: 56, viewportHeight: 336, scrollTop: 500 })).toBe(56);
  });

  it('names the move buttons after the list titles', () => {
    expect(moveButtonLabels({ available: 'Available', selected: 'Selected' })).toEqual({
      selectedToSelected: 'Move selected to Selected',
      allToSelected: 'Move all to Selected',
      selectedToAvailable: 'Move selected to Available',
      allToAvailable: 'Move all to Available',
    });
  });
});
