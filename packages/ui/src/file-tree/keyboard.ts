import type { TreeNode, TreeRow } from './types.ts';

export type TreeKeyAction =
  | { type: 'move' | 'open' | 'close' | 'activate' | 'check' | 'menu'; id: string }
  | { type: 'none' };

/** R25.061: what a key press on the tree does, given the visible rows and the active node. */
export function keyAction(
  key: string,
  shiftKey: boolean,
  rows: readonly TreeRow[],
  activeId: string | null,
  checkable: boolean,
): TreeKeyAction {
  const none: TreeKeyAction = { type: 'none' };
  const first = rows[0]?.node;
  const last = rows[rows.length - 1]?.node;
  if (first === undefined || last === undefined) return none;
  const index = activeId === null ? -1 : rows.findIndex((row) => row.node.id === activeId);
  const node = rows[index]?.node;
  if (key === 'Home') return { type: 'move', id: first.id };
  if (key === 'End') return { type: 'move', id: last.id };
  if (node === undefined) {
    const moves = ['ArrowDown', 'ArrowUp', 'ArrowRight', 'ArrowLeft', 'Enter', ' '];
    return moves.includes(key) ? { type: 'move', id: first.id } : none;
  }
  const move = (target: TreeNode | string | undefined | null): TreeKeyAction => {
    const id = typeof target === 'string' ? target : target?.id;
    return id === undefined ? none : { type: 'move', id };
  };
  switch (key) {
    case 'ArrowDown':
      return move(rows[index + 1]?.node);
    case 'ArrowUp':
      return move(rows[index - 1]?.node);
    case 'ArrowRight':
      if (node.isOpen) return move(node.children[0]);
      return node.isExpandable && !node.isEmpty && !node.isLoading ? { type: 'open', id: node.id } : none;
    case 'ArrowLeft':
      return node.isOpen ? { type: 'close', id: node.id } : move(node.parent);
    case 'Enter':
      return { type: 'activate', id: node.id };
    case ' ':
      return { type: checkable ? 'check' : 'activate', id: node.id };
    case 'ContextMenu':
      return { type: 'menu', id: node.id };
    case 'F10':
      return shiftKey ? { type: 'menu', id: node.id } : none;
    default:
      return none;
  }
}
