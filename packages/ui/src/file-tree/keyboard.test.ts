import { describe, expect, it } from 'vitest';
import { keyAction } from './keyboard.ts';
import type { TreeData } from './types.ts';
import { closeNode, createTreeData, setChildren, visibleRows } from './utils.ts';

/** repo ─ a ─ a1, a2 ─ a2x; repo ─ b (leaf); other. All loaded, all open. */
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

describe('keyboard (R25.061)', () => {
  const rows = visibleRows(sample());
  const press = (key: string, activeId: string | null, shiftKey = false, checkable = false) =>
    keyAction(key, shiftKey, rows, activeId, checkable);

  it('R25.061 Up and Down move between visible rows; the first key press activates the first row', () => {
    expect(press('ArrowDown', null)).toEqual({ type: 'move', id: 'repo' });
    expect(press('ArrowDown', 'a1')).toEqual({ type: 'move', id: 'a2' });
    expect(press('ArrowUp', 'a1')).toEqual({ type: 'move', id: 'a' });
    expect(press('ArrowUp', 'repo')).toEqual({ type: 'none' });
    expect(press('ArrowDown', 'other')).toEqual({ type: 'none' });
    expect(press('End', 'repo')).toEqual({ type: 'move', id: 'other' });
    expect(press('Home', 'b')).toEqual({ type: 'move', id: 'repo' });
  });

  it('R25.061 Right opens a closed node or moves into an open one; Left closes or moves to the parent', () => {
    const closedRows = visibleRows(closeNode(sample(), 'a'));
    expect(keyAction('ArrowRight', false, closedRows, 'a', false)).toEqual({ type: 'open', id: 'a' });
    expect(press('ArrowRight', 'a')).toEqual({ type: 'move', id: 'a1' });
    expect(press('ArrowRight', 'a1')).toEqual({ type: 'none' });
    expect(press('ArrowLeft', 'a')).toEqual({ type: 'close', id: 'a' });
    expect(press('ArrowLeft', 'a1')).toEqual({ type: 'move', id: 'a' });
    expect(press('ArrowLeft', 'other')).toEqual({ type: 'none' });
  });

  it('R25.061 Enter activates; Space checks when checkable, else activates; Shift+F10 and ContextMenu open the menu', () => {
    expect(press('Enter', 'a1')).toEqual({ type: 'activate', id: 'a1' });
    expect(press(' ', 'a1')).toEqual({ type: 'activate', id: 'a1' });
    expect(press(' ', 'a1', false, true)).toEqual({ type: 'check', id: 'a1' });
    expect(press('F10', 'a1', true)).toEqual({ type: 'menu', id: 'a1' });
    expect(press('F10', 'a1')).toEqual({ type: 'none' });
    expect(press('ContextMenu', 'a1')).toEqual({ type: 'menu', id: 'a1' });
  });
});
