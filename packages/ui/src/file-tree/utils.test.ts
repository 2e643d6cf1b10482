import { describe, expect, it } from 'vitest';
import { scrollTopToReveal, visibleRange } from '../windowing/index.ts';
import type { TreeData, TreeNode } from './types.ts';
import {
  appendChildren,
  COULD_NOT_OPEN_NODE,
  chunk,
  closeNode,
  createTreeData,
  descendantIds,
  isBottomReached,
  isNotFound,
  markEmpty,
  needsChunking,
  openNode,
  parentCheckState,
  removeNode,
  setActive,
  setChecked,
  setChildren,
  setLoading,
  TREE_BOTTOM_REACHED_DISTANCE,
  TREE_BUFFER,
  TREE_CHUNK_SIZE,
  TREE_CHUNK_THRESHOLD,
  TREE_INDENT,
  TREE_ROW_HEIGHT,
  toggleChecked,
  visibleRows,
} from './utils.ts';

const get = (data: TreeData, id: string): TreeNode => {
  const node = data.nodes.get(id);
  if (node === undefined) throw new Error(`no node ${id}`);
  return node;
};

/** repo ─ a ─ a1, a2 ─ a2x; repo ─ b (leaf). All loaded, all open. */
function sample(): TreeData {
  let data = createTreeData([
    { id: 'repo', text: 'npm-local', isExpandable: true },
    { id: 'other', text: 'docker' },
  ]);
  data = setChildren(data, 'repo', [
    { id: 'a', text: 'lodash', isExpandable: true },
    { id: 'b', text: 'README.md' },
  ]);
  data = setChildren(data, 'a', [
    { id: 'a1', text: 'lodash-4.17.20.tgz' },
    { id: 'a2', text: 'nested', isExpandable: true },
  ]);
  return setChildren(data, 'a2', [{ id: 'a2x', text: 'deep.tgz' }]);
}

const ids = (data: TreeData) => visibleRows(data).map((row) => row.node.id);

describe('tree model (R25.064)', () => {
  it('R25.064 builds nodes with every field of the model', () => {
    const data = createTreeData([
      { id: 'npm-local', text: 'npm-local', displayText: 'npm-local (12)', isExpandable: true, classes: ['repo'] },
    ]);
    expect(get(data, 'npm-local')).toEqual({
      id: 'npm-local',
      text: 'npm-local',
      displayText: 'npm-local (12)',
      classes: ['repo'],
      isExpandable: true,
      isOpen: false,
      isLoading: false,
      isEmpty: false,
      isActive: false,
      isHighlighted: false,
      isChecked: false,
      isIndeterminate: false,
      depth: 0,
      parent: null,
      children: [],
    });
    expect(data.rootIds).toEqual(['npm-local']);
  });

  it('R25.064 setChildren links parent, children and depth, opens the parent and clears loading', () => {
    const data = setChildren(setLoading(createTreeData([{ id: 'r', text: 'r', isExpandable: true }]), 'r', true), 'r', [
      { id: 'r/x', text: 'x' },
    ]);
    expect(get(data, 'r')).toMatchObject({ isOpen: true, isLoading: false, children: ['r/x'] });
    expect(get(data, 'r/x')).toMatchObject({ parent: 'r', depth: 1 });
  });

  it('R25.064 helpers return new state and leave the old one untouched', () => {
    const before = sample();
    const after = closeNode(before, 'repo');
    expect(after).not.toBe(before);
    expect(get(before, 'repo').isOpen).toBe(true);
    expect(get(after, 'repo').isOpen).toBe(false);
  });

  it('R25.064 visibleRows lists roots and open children depth first, with place among siblings', () => {
    const data = sample();
    expect(ids(data)).toEqual(['repo', 'a', 'a1', 'a2', 'a2x', 'b', 'other']);
    expect(visibleRows(data)[5]).toMatchObject({ posInSet: 2, setSize: 2 });
    expect(descendantIds(data, 'repo')).toEqual(['a', 'a1', 'a2', 'a2x', 'b']);
  });

  it('R25.064 setActive keeps exactly one active node', () => {
    const data = setActive(setActive(sample(), 'a'), 'b');
    expect(data.activeId).toBe('b');
    expect([...data.nodes.values()].filter((node) => node.isActive).map((node) => node.id)).toEqual(['b']);
  });

  it('R25.060 openNode opens a loaded node; an empty or leaf node stays closed', () => {
    const closed = closeNode(sample(), 'a');
    expect(get(openNode(closed, 'a'), 'a').isOpen).toBe(true);
    expect(get(openNode(closed, 'b'), 'b').isOpen).toBe(false);
    expect(get(openNode(markEmpty(closed, 'a'), 'a'), 'a').isOpen).toBe(false);
  });

  it('R25.066 a load with no children marks the node empty and closed', () => {
    const data = setChildren(setLoading(sample(), 'a1', true), 'b', []);
    expect(get(data, 'b')).toMatchObject({ isEmpty: true, isOpen: false, isLoading: false, children: [] });
  });

  it('R25.069 closing a node closes all its descendants and hands an active descendant to it', () => {
    const data = closeNode(setActive(sample(), 'a2x'), 'repo');
    expect(get(data, 'repo').isOpen).toBe(false);
    expect(get(data, 'a').isOpen).toBe(false);
    expect(get(data, 'a2').isOpen).toBe(false);
    expect(data.activeId).toBe('repo');
    expect(ids(openNode(data, 'repo'))).toEqual(['repo', 'a', 'b', 'other']);
  });

  it('removeNode drops the subtree and settles the parent', () => {
    const data = removeNode(setActive(sample(), 'a2x'), 'a2');
    expect(data.nodes.has('a2x')).toBe(false);
    expect(get(data, 'a').children).toEqual(['a1']);
    expect(data.activeId).toBeNull();
  });
});

describe('checkboxes (R25.070, R25.071)', () => {
  it('R25.070 checking a node checks all its descendants; unchecking unchecks them', () => {
    const checked = setChecked(sample(), 'repo', true);
    for (const id of ['repo', 'a', 'a1', 'a2', 'a2x', 'b']) expect(get(checked, id).isChecked).toBe(true);
    const unchecked = setChecked(checked, 'a', false);
    for (const id of ['a', 'a1', 'a2', 'a2x']) expect(get(unchecked, id).isChecked).toBe(false);
  });

  it('R25.070 children loaded under a checked node arrive checked', () => {
    const loaded = appendChildren(setChecked(sample(), 'a2', true), 'a2', [{ id: 'a2y', text: 'more.tgz' }]);
    expect(get(loaded, 'a2y').isChecked).toBe(true);
  });

  it('R25.071 a parent is indeterminate when its children are mixed, up through every ancestor', () => {
    const data = setChecked(sample(), 'a1', true);
    expect(get(data, 'a')).toMatchObject({ isChecked: false, isIndeterminate: true });
    expect(get(data, 'repo')).toMatchObject({ isChecked: false, isIndeterminate: true });
  });

  it('R25.071 a parent takes its children’s value when they agree', () => {
    let data = setChecked(sample(), 'a1', true);
    data = setChecked(data, 'a2x', true);
    expect(get(data, 'a2')).toMatchObject({ isChecked: true, isIndeterminate: false });
    expect(get(data, 'a')).toMatchObject({ isChecked: true, isIndeterminate: false });
    data = setChecked(data, 'b', true);
    expect(get(data, 'repo')).toMatchObject({ isChecked: true, isIndeterminate: false });
    data = setChecked(setChecked(setChecked(data, 'a1', false), 'a2', false), 'b', false);
    expect(get(data, 'repo')).toMatchObject({ isChecked: false, isIndeterminate: false });
  });

  it('R25.071 parentCheckState: mixed, all checked, none checked, an indeterminate child', () => {
    const on = { isChecked: true, isIndeterminate: false };
    const off = { isChecked: false, isIndeterminate: false };
    const mixed = { isChecked: false, isIndeterminate: true };
    expect(parentCheckState([on, off])).toEqual(mixed);
    expect(parentCheckState([on, on])).toEqual(on);
    expect(parentCheckState([off, off])).toEqual(off);
    expect(parentCheckState([on, mixed])).toEqual(mixed);
  });

  it('R25.070 toggleChecked checks an indeterminate node fully', () => {
    const data = toggleChecked(setChecked(sample(), 'a1', true), 'a');
    expect(get(data, 'a')).toMatchObject({ isChecked: true, isIndeterminate: false });
    expect(get(data, 'a2x').isChecked).toBe(true);
    expect(get(toggleChecked(data, 'a'), 'a1').isChecked).toBe(false);
  });
});

describe('errors (R25.067, R25.068)', () => {
  it('R25.067 isNotFound recognises a 404 on the error or its response', () => {
    expect(isNotFound({ status: 404 })).toBe(true);
    expect(isNotFound({ statusCode: 404 })).toBe(true);
    expect(isNotFound({ response: { status: 404 } })).toBe(true);
    expect(isNotFound({ status: 500 })).toBe(false);
    expect(isNotFound(new Error('404'))).toBe(false);
    expect(isNotFound(null)).toBe(false);
    expect(isNotFound('not found')).toBe(false);
  });

  it('R25.068 the message is the spec’s text', () => {
    expect(COULD_NOT_OPEN_NODE).toBe('Could not open node');
  });
});

describe('large trees (R25.072)', () => {
  it('R25.072 R27.35 rows are 30 px high, indented 26 px, with a 210 px buffer each side of the viewport', () => {
    expect([TREE_ROW_HEIGHT, TREE_INDENT, TREE_BUFFER]).toEqual([30, 26, 210]);
    // Viewport 300 px at the top: 300 + 210 px of rows → 17 rows; none above.
    const range = (scrollTop: number, count: number) =>
      visibleRange({ scrollTop, viewportHeight: 300, rowHeight: TREE_ROW_HEIGHT, buffer: TREE_BUFFER, count });
    expect(range(0, 20_000)).toEqual({ start: 0, end: 17 });
    // Scrolled to 3000 px: rows from (3000 − 210) / 30 = 93 to (3000 + 300 + 210) / 30 = 117.
    expect(range(3000, 20_000)).toEqual({ start: 93, end: 117 });
    expect(range(0, 5)).toEqual({ start: 0, end: 5 });
  });

  it('R25.072 R27.35 scrollTopToReveal moves by whole rows of 30 px', () => {
    const reveal = (index: number, scrollTop: number) =>
      scrollTopToReveal({ index, scrollTop, viewportHeight: 300, rowHeight: TREE_ROW_HEIGHT });
    expect(reveal(0, 0)).toBe(0);
    expect(reveal(10, 0)).toBe(30);
    expect(reveal(5, 600)).toBe(150);
    expect(reveal(22, 600)).toBe(600);
  });

  it('R25.072 R27.36 more than 10 000 children are chunked, 10 000 at a time', () => {
    expect(TREE_CHUNK_THRESHOLD).toBe(10_000);
    expect(needsChunking(10_000)).toBe(false);
    expect(needsChunking(10_001)).toBe(true);
    const items = Array.from({ length: 20_001 }, (_, n) => n);
    const pieces = chunk(items);
    expect(TREE_CHUNK_SIZE).toBe(10_000);
    expect(pieces.map((piece) => piece.length)).toEqual([10_000, 10_000, 1]);
    expect(pieces.flat()).toEqual(items);
    expect(chunk([1, 2, 3], 2)).toEqual([[1, 2], [3]]);
  });

  it('R25.072 R27.36 appendChildren adds a later chunk after the first', () => {
    let data = setChildren(createTreeData([{ id: 'h', text: 'huge', isExpandable: true }]), 'h', [
      { id: 'h/1', text: '1' },
    ]);
    data = appendChildren(data, 'h', [{ id: 'h/2', text: '2' }]);
    expect(get(data, 'h').children).toEqual(['h/1', 'h/2']);
    expect(ids(data)).toEqual(['h', 'h/1', 'h/2']);
  });

  it('R25.072 R27.37 bottom reached within 1500 px of the end, not before', () => {
    expect(TREE_BOTTOM_REACHED_DISTANCE).toBe(1500);
    // 20 000 rows of 30 px = 600 000 px; a 400 px viewport.
    expect(isBottomReached(600_000 - 400 - 1500, 400, 600_000)).toBe(true);
    expect(isBottomReached(600_000 - 400 - 1501, 400, 600_000)).toBe(false);
    expect(isBottomReached(600_000 - 400, 400, 600_000)).toBe(true);
    expect(isBottomReached(0, 400, 1000)).toBe(true);
  });

  it('R25.072 visibleRows of 20 000 open children stays fast', () => {
    const children = Array.from({ length: 20_000 }, (_, n) => ({ id: `h/${n}`, text: `lodash-4.17.${n}.tgz` }));
    const data = setChildren(createTreeData([{ id: 'h', text: 'huge', isExpandable: true }]), 'h', children);
    const started = performance.now();
    const rows = visibleRows(setActive(data, 'h/19999'));
    expect(rows).toHaveLength(20_001);
    expect(performance.now() - started).toBeLessThan(200);
  });
});
