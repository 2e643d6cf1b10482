import type { ArtifactTreeNode } from '@arca/contract';
import { createTreeData, setActive, setChildren } from '@arca/ui';
import { describe, expect, it } from 'vitest';
import {
  appendPage,
  firstPageRows,
  isMoreRow,
  loadedChildCount,
  mergeChildren,
  moreRowId,
  moveHighlight,
  nodeClass,
  nodeIdFromClasses,
  toTreeInput,
  withExistingActive,
} from './artifact-tree-nodes.tsx';

const file = (name: string): ArtifactTreeNode => ({ type: 'file', repoKey: 'r', path: `big/${name}`, name });
const files = (from: number, count: number) => Array.from({ length: count }, (_, i) => file(`f${from + i}`));

function withBigFolder() {
  const data = createTreeData([toTreeInput({ type: 'repository', repoKey: 'r', path: '', name: 'r' })]);
  return setChildren(data, 'r', [toTreeInput({ type: 'folder', repoKey: 'r', path: 'big', name: 'big' })]);
}

describe('artifact tree nodes', () => {
  it('makes repositories and folders expandable and files leaves, each carrying its id in a class', () => {
    const folder = toTreeInput({ type: 'folder', repoKey: 'r', path: 'a b/c', name: 'c' });
    expect(folder).toMatchObject({ id: 'r/a b/c', text: 'c', isExpandable: true });
    expect(nodeIdFromClasses(folder.classes ?? [])).toBe('r/a b/c');
    expect(nodeClass('r/a b')).not.toContain(' ');
    expect(toTreeInput(file('x.jar')).isExpandable).toBe(false);
  });

  it('ends a first page with a load-more row only when more children wait', () => {
    const rows = firstPageRows('r/big', files(0, 2), 5);
    expect(rows.map((row) => row.id)).toEqual(['r/big/f0', 'r/big/f1', moreRowId('r/big')]);
    expect(rows[2]?.displayText).toBe('Load more (2 of 5)');
    expect(firstPageRows('r/big', files(0, 2), 2)).toHaveLength(2);
  });

  it('appends the next page after the loaded children, moving the load-more row to the end', () => {
    let data = setChildren(withBigFolder(), 'r/big', firstPageRows('r/big', files(0, 2), 5));
    data = appendPage(data, 'r/big', files(2, 2), 5);
    expect(data.nodes.get('r/big')?.children).toEqual([
      'r/big/f0',
      'r/big/f1',
      'r/big/f2',
      'r/big/f3',
      moreRowId('r/big'),
    ]);
    expect(loadedChildCount(data, 'r/big')).toBe(4);
    // A write between pages shifted the offsets: the repeated child is not added twice.
    data = appendPage(data, 'r/big', files(3, 2), 5);
    expect(data.nodes.get('r/big')?.children.filter((id) => !isMoreRow(id))).toHaveLength(5);
    expect(data.nodes.get('r/big')?.children.some(isMoreRow)).toBe(false);
  });

  it('keeps the active node marked after its subtree was read again, and drops it when it is gone', () => {
    let data = setChildren(withBigFolder(), 'r/big', firstPageRows('r/big', files(0, 2), 2));
    data = setActive(data, 'r/big/f1');
    const reloaded = withExistingActive(setChildren(data, 'r/big', firstPageRows('r/big', files(0, 2), 2)));
    expect(reloaded.nodes.get('r/big/f1')?.isActive).toBe(true);
    const emptied = withExistingActive(setChildren(data, 'r/big', firstPageRows('r/big', files(5, 1), 1)));
    expect(emptied.activeId).toBeNull();
  });

  it('reads children again keeping the open subtrees of those still there', () => {
    const folder = (name: string): ArtifactTreeNode => ({ type: 'folder', repoKey: 'r', path: name, name });
    let data = createTreeData([toTreeInput({ type: 'repository', repoKey: 'r', path: '', name: 'r' })]);
    data = setChildren(data, 'r', [toTreeInput(folder('a')), toTreeInput(folder('b'))]);
    data = setChildren(data, 'r/a', [toTreeInput({ type: 'file', repoKey: 'r', path: 'a/x', name: 'x' })]);
    data = setChildren(data, 'r/b', [toTreeInput({ type: 'file', repoKey: 'r', path: 'b/y', name: 'y' })]);
    const merged = mergeChildren(data, 'r', [toTreeInput(folder('a')), toTreeInput(folder('c'))]);
    expect(merged.nodes.get('r')?.children).toEqual(['r/a', 'r/c']);
    expect(merged.nodes.get('r/a')?.isOpen).toBe(true);
    expect(merged.nodes.has('r/a/x')).toBe(true);
    expect(merged.nodes.has('r/b')).toBe(false);
    expect(merged.nodes.has('r/b/y')).toBe(false);
    expect(mergeChildren(merged, 'r', []).nodes.get('r')?.isEmpty).toBe(true);
  });

  it('moves the drop highlight from one node to the next', () => {
    const data = withBigFolder();
    const first = moveHighlight(data, null, 'r');
    const second = moveHighlight(first, 'r', 'r/big');
    expect(second.nodes.get('r')?.isHighlighted).toBe(false);
    expect(second.nodes.get('r/big')?.isHighlighted).toBe(true);
  });
});
