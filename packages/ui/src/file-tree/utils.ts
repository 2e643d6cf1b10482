import type { TreeData, TreeNode, TreeNodeInput, TreeRow } from './types.ts';

/** R27.35: height of one row in px; the virtual list positions rows by it. */
export const TREE_ROW_HEIGHT = 30;
/** R27.35: indentation per depth level in px. */
export const TREE_INDENT = 26;
/** R27.35: px rendered beyond each edge of the viewport so fast scrolling shows no blank rows. */
export const TREE_BUFFER = 210;
/** R27.36: a load returning more children than this is inserted in chunks. */
export const TREE_CHUNK_THRESHOLD = 10_000;
/** R27.36: children inserted per tick once chunking applies; one threshold's worth keeps each tick short. */
export const TREE_CHUNK_SIZE = TREE_CHUNK_THRESHOLD;
/** R27.37: "bottom reached" fires when the scroll position is within this many px of the end. */
export const TREE_BOTTOM_REACHED_DISTANCE = 1500;
/** Viewport height when the caller gives none. */
export const TREE_DEFAULT_HEIGHT = 400;
/** R25.068: shown when opening a node fails for any reason but not-found. */
export const COULD_NOT_OPEN_NODE = 'Could not open node';

/** Builds a full node from a caller's input (R25.064); children inherit a checked parent's state (R25.070). */
export function createNode(input: TreeNodeInput, parent: TreeNode | null): TreeNode {
  const inherited = parent?.isChecked === true && !parent.isIndeterminate;
  return {
    ...input,
    isExpandable: input.isExpandable ?? false,
    isOpen: false,
    isLoading: false,
    isEmpty: false,
    isActive: false,
    isHighlighted: input.isHighlighted ?? false,
    isChecked: inherited || (input.isChecked ?? false),
    isIndeterminate: false,
    depth: parent === null ? 0 : parent.depth + 1,
    parent: parent === null ? null : parent.id,
    children: [],
  };
}

/** Builds the caller's initial state from the root nodes. */
export function createTreeData(roots: readonly TreeNodeInput[]): TreeData {
  const nodes = new Map<string, TreeNode>();
  for (const root of roots) nodes.set(root.id, createNode(root, null));
  return { rootIds: roots.map((root) => root.id), nodes, activeId: null };
}

/** Ids of all loaded descendants of a node, depth first. */
export function descendantIds(data: TreeData, id: string): string[] {
  const result: string[] = [];
  const stack = [...(data.nodes.get(id)?.children ?? [])].reverse();
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    result.push(next);
    const children = data.nodes.get(next)?.children ?? [];
    for (let i = children.length - 1; i >= 0; i--) {
      const child = children[i];
      if (child !== undefined) stack.push(child);
    }
  }
  return result;
}

/** The rows the tree shows: roots and the children of open nodes, depth first. */
export function visibleRows(data: TreeData): TreeRow[] {
  const rows: TreeRow[] = [];
  const visit = (ids: readonly string[]) => {
    ids.forEach((id, index) => {
      const node = data.nodes.get(id);
      if (node === undefined) return;
      rows.push({ node, posInSet: index + 1, setSize: ids.length });
      if (node.isOpen) visit(node.children);
    });
  };
  visit(data.rootIds);
  return rows;
}

function patch(data: TreeData, id: string, change: Partial<TreeNode>): TreeData {
  const node = data.nodes.get(id);
  if (node === undefined) return data;
  const nodes = new Map(data.nodes);
  nodes.set(id, { ...node, ...change });
  return { ...data, nodes };
}

/** Makes `id` the one active node (or none). */
export function setActive(data: TreeData, id: string | null): TreeData {
  if (data.activeId === id) return data;
  if (id !== null && !data.nodes.has(id)) return data;
  const nodes = new Map(data.nodes);
  const previous = data.activeId === null ? undefined : nodes.get(data.activeId);
  if (previous !== undefined) nodes.set(previous.id, { ...previous, isActive: false });
  const next = id === null ? undefined : nodes.get(id);
  if (next !== undefined) nodes.set(next.id, { ...next, isActive: true });
  return { ...data, nodes, activeId: id };
}

/** Shows or hides the node's loading indicator (R25.065). */
export function setLoading(data: TreeData, id: string, isLoading: boolean): TreeData {
  return patch(data, id, { isLoading });
}

/** Opens an expandable node whose children are already loaded. */
export function openNode(data: TreeData, id: string): TreeData {
  const node = data.nodes.get(id);
  if (node === undefined || !node.isExpandable || node.isEmpty || node.isOpen) return data;
  return patch(data, id, { isOpen: true });
}

/** Closes a node and every open descendant (R25.069); an active descendant hands its focus to the node. */
export function closeNode(data: TreeData, id: string): TreeData {
  if (!data.nodes.has(id)) return data;
  const nodes = new Map(data.nodes);
  const below = descendantIds(data, id);
  for (const descendant of [id, ...below]) {
    const node = nodes.get(descendant);
    if (node?.isOpen) nodes.set(descendant, { ...node, isOpen: false });
  }
  const closed = { ...data, nodes };
  return data.activeId !== null && below.includes(data.activeId) ? setActive(closed, id) : closed;
}

/** Marks a node empty after a load returned nothing (R25.066). */
export function markEmpty(data: TreeData, id: string): TreeData {
  return patch(data, id, { isEmpty: true, isOpen: false, isLoading: false, children: [] });
}

/** R25.071: a parent is indeterminate when its children are mixed, else it takes their value. */
export function parentCheckState(children: readonly Pick<TreeNode, 'isChecked' | 'isIndeterminate'>[]): {
  isChecked: boolean;
  isIndeterminate: boolean;
} {
  let checked = 0;
  for (const child of children) {
    if (child.isIndeterminate) return { isChecked: false, isIndeterminate: true };
    if (child.isChecked) checked++;
  }
  if (checked > 0 && checked < children.length) return { isChecked: false, isIndeterminate: true };
  return { isChecked: checked > 0, isIndeterminate: false };
}

function refreshAncestors(nodes: Map<string, TreeNode>, startId: string | null): void {
  for (let id = startId; id !== null; ) {
    const node = nodes.get(id);
    if (node === undefined || node.children.length === 0) return;
    const state = parentCheckState(node.children.flatMap((child) => nodes.get(child) ?? []));
    if (state.isChecked === node.isChecked && state.isIndeterminate === node.isIndeterminate) return;
    nodes.set(id, { ...node, ...state });
    id = node.parent;
  }
}

/** Replaces a node's children (dropping the old subtree) and opens it; none marks it empty (R25.066). */
export function setChildren(data: TreeData, parentId: string, inputs: readonly TreeNodeInput[]): TreeData {
  const parent = data.nodes.get(parentId);
  if (parent === undefined) return data;
  if (inputs.length === 0) return markEmpty(data, parentId);
  const nodes = new Map(data.nodes);
  for (const old of descendantIds(data, parentId)) nodes.delete(old);
  const opened: TreeNode = { ...parent, isOpen: true, isEmpty: false, isLoading: false, children: [] };
  return appendInto({ ...data, nodes }, nodes, opened, inputs);
}

/** Adds children after the loaded ones; used for the later chunks of a large load (R27.36). */
export function appendChildren(data: TreeData, parentId: string, inputs: readonly TreeNodeInput[]): TreeData {
  const parent = data.nodes.get(parentId);
  if (parent === undefined || inputs.length === 0) return data;
  const nodes = new Map(data.nodes);
  return appendInto({ ...data, nodes }, nodes, parent, inputs);
}

function appendInto(
  data: TreeData,
  nodes: Map<string, TreeNode>,
  parent: TreeNode,
  inputs: readonly TreeNodeInput[],
): TreeData {
  const ids = [...parent.children];
  for (const input of inputs) {
    nodes.set(input.id, createNode(input, parent));
    ids.push(input.id);
  }
  nodes.set(parent.id, { ...parent, children: ids });
  refreshAncestors(nodes, parent.id);
  return data;
}

/** Removes a node and its subtree (e.g. after Delete); its parent's check state is settled again. */
export function removeNode(data: TreeData, id: string): TreeData {
  const node = data.nodes.get(id);
  if (node === undefined) return data;
  const gone = [id, ...descendantIds(data, id)];
  const nodes = new Map(data.nodes);
  for (const removed of gone) nodes.delete(removed);
  const parent = node.parent === null ? undefined : nodes.get(node.parent);
  if (parent !== undefined) {
    const children = parent.children.filter((child) => child !== id);
    nodes.set(parent.id, {
      ...parent,
      children,
      isEmpty: children.length === 0,
      isOpen: children.length > 0 && parent.isOpen,
    });
    refreshAncestors(nodes, parent.id);
  }
  const rootIds = node.parent === null ? data.rootIds.filter((root) => root !== id) : data.rootIds;
  const activeId = data.activeId !== null && gone.includes(data.activeId) ? null : data.activeId;
  return { rootIds, nodes, activeId };
}

/** R25.070 + R25.071: sets a node and all its descendants, then settles every ancestor. */
export function setChecked(data: TreeData, id: string, isChecked: boolean): TreeData {
  const node = data.nodes.get(id);
  if (node === undefined) return data;
  const nodes = new Map(data.nodes);
  for (const target of [id, ...descendantIds(data, id)]) {
    const current = nodes.get(target);
    if (current !== undefined) nodes.set(target, { ...current, isChecked, isIndeterminate: false });
  }
  refreshAncestors(nodes, node.parent);
  return { ...data, nodes };
}

/** Checks an unchecked or indeterminate node, unchecks a checked one. */
export function toggleChecked(data: TreeData, id: string): TreeData {
  const node = data.nodes.get(id);
  if (node === undefined) return data;
  return setChecked(data, id, !node.isChecked || node.isIndeterminate);
}

/** R25.067: a rejection meaning "not found" (HTTP 404 on the error or its response). */
export function isNotFound(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if ('status' in error && error.status === 404) return true;
  if ('statusCode' in error && error.statusCode === 404) return true;
  return 'response' in error && isNotFound(error.response);
}

/** R27.36: whether a load of `count` children is inserted in chunks. */
export function needsChunking(count: number): boolean {
  return count > TREE_CHUNK_THRESHOLD;
}

/** R27.36: splits a load's children into the pieces inserted one per tick. */
export function chunk<T>(items: readonly T[], size: number = TREE_CHUNK_SIZE): T[][] {
  const pieces: T[][] = [];
  for (let start = 0; start < items.length; start += size) pieces.push(items.slice(start, start + size));
  return pieces;
}

/** R27.37: whether the scroll position is within the bottom-reached distance of the end. */
export function isBottomReached(
  scrollTop: number,
  clientHeight: number,
  scrollHeight: number,
  distance: number = TREE_BOTTOM_REACHED_DISTANCE,
): boolean {
  return scrollHeight - (scrollTop + clientHeight) <= distance;
}
