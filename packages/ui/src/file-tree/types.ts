import type { ReactNode } from 'react';

/** One node of the virtual file tree (R25.064). Ids must be unique across the whole tree (a path works well). */
export interface TreeNode {
  id: string;
  text: string;
  /** Shown instead of `text` when given (e.g. a name with a version suffix); `text` stays the node's identity. */
  displayText?: string;
  /** Replaces the default folder/file icon. */
  icon?: ReactNode;
  isExpandable: boolean;
  isOpen: boolean;
  isLoading: boolean;
  /** Set once a load returned no children (R25.066); such a node has no expander. */
  isEmpty: boolean;
  isActive: boolean;
  isHighlighted: boolean;
  isChecked: boolean;
  isIndeterminate: boolean;
  /** 0 for roots. */
  depth: number;
  /** Id of the parent, `null` for roots. */
  parent: string | null;
  /** Ids of the loaded children, in display order. */
  children: readonly string[];
  /** Extra class names for the row. */
  classes?: readonly string[];
}

/**
 * What a caller gives for a new node (roots or a load's result): the tree fills in depth, parent, children and
 * the state flags. A full `TreeNode` is accepted too.
 */
export interface TreeNodeInput {
  id: string;
  text: string;
  displayText?: string;
  icon?: ReactNode;
  isExpandable?: boolean;
  isHighlighted?: boolean;
  isChecked?: boolean;
  classes?: readonly string[];
}

/** The whole tree as the caller keeps it (e.g. in useState): a flat map plus the root order. */
export interface TreeData {
  rootIds: readonly string[];
  nodes: ReadonlyMap<string, TreeNode>;
  /** Mirrors the one node whose `isActive` is true, so moving it needs no scan. */
  activeId: string | null;
}

/** A state change the tree asks for; pass useState's setter straight through. */
export type TreeUpdate = (update: (prev: TreeData) => TreeData) => void;

/** One visible row: the node plus its place among its siblings (for aria-posinset/aria-setsize). */
export interface TreeRow {
  node: TreeNode;
  posInSet: number;
  setSize: number;
}

/** An entry of the context menu (R25.063). */
export interface TreeContextMenuItem {
  key: string;
  label: string;
  /** Decorative: give antd icons `aria-hidden` so the item's name stays its label. */
  icon?: ReactNode;
  danger?: boolean;
  onClick: (node: TreeNode) => void;
}

export interface FileTreeProps {
  /** Accessible name of the tree. */
  ariaLabel: string;
  data: TreeData;
  onChange: TreeUpdate;
  /** Loads a closed node's children when it opens (R25.065). Reject with `{ status: 404 }` for not found. */
  loadChildren: (node: TreeNode) => Promise<readonly TreeNodeInput[]>;
  /** Receives 'Could not open node' when a load fails for any reason but not-found (R25.068). */
  onError: (message: string, node: TreeNode, error: unknown) => void;
  /** Enter (or Space without checkboxes) and double-click on a row. */
  onActivate?: (node: TreeNode) => void;
  /** Fires once each time the scroll position comes within R27.37's distance of the end. */
  onBottomReached?: () => void;
  /** Show a checkbox on every row (R25.062). */
  checkable?: boolean;
  /** Context menu entries (R25.063), fixed or per node. */
  contextMenuItems?: readonly TreeContextMenuItem[] | ((node: TreeNode) => readonly TreeContextMenuItem[]);
  /** Height of the scrolling viewport in px; the tree never measures the DOM. */
  height?: number;
}
