import {
  ApartmentOutlined,
  CloudServerOutlined,
  DatabaseOutlined,
  EllipsisOutlined,
  FileImageOutlined,
  FileOutlined,
  FileTextOutlined,
  FileZipOutlined,
  GlobalOutlined,
} from '@ant-design/icons';
import type { ArtifactTreeNode } from '@arca/contract';
import {
  appendChildren,
  createNode,
  descendantIds,
  markEmpty,
  removeNode,
  setActive,
  setLoading,
  type TreeData,
  type TreeNodeInput,
} from '@arca/ui';
import type { ReactNode } from 'react';
import { nodeIdOf } from './artifact-location.ts';

/**
 * The tree widget hands only its own rows to drop events. Each row carries its node id as a class
 * (encoded, so it holds no spaces), which is how a drop finds the node it landed on.
 */
const NODE_CLASS_PREFIX = 'artifact-node:';

export function nodeClass(id: string): string {
  return `${NODE_CLASS_PREFIX}${encodeURIComponent(id)}`;
}

export function nodeIdFromClasses(classes: Iterable<string>): string | undefined {
  for (const name of classes) {
    if (name.startsWith(NODE_CLASS_PREFIX)) return decodeURIComponent(name.slice(NODE_CLASS_PREFIX.length));
  }
  return undefined;
}

const repositoryIcons: Record<string, ReactNode> = {
  LOCAL: <DatabaseOutlined aria-hidden />,
  REMOTE: <CloudServerOutlined aria-hidden />,
  VIRTUAL: <ApartmentOutlined aria-hidden />,
  FEDERATED: <GlobalOutlined aria-hidden />,
};

const archiveExtensions = ['jar', 'war', 'ear', 'zip', 'tgz', 'gz', 'tar', 'whl', 'nupkg', 'rpm', 'deb', 'aar'];
const textExtensions = ['txt', 'pom', 'xml', 'json', 'yaml', 'yml', 'md', 'properties', 'sha1', 'md5', 'asc'];
const imageExtensions = ['png', 'jpg', 'jpeg', 'gif', 'svg', 'webp'];

function fileIcon(name: string): ReactNode {
  const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  if (archiveExtensions.includes(extension)) return <FileZipOutlined aria-hidden />;
  if (textExtensions.includes(extension)) return <FileTextOutlined aria-hidden />;
  if (imageExtensions.includes(extension)) return <FileImageOutlined aria-hidden />;
  return <FileOutlined aria-hidden />;
}

/** A server node as the tree shows it; folders keep the widget's open and closed folder icons. */
export function toTreeInput(node: ArtifactTreeNode): TreeNodeInput {
  const id = nodeIdOf(node);
  const input: TreeNodeInput = { id, text: node.name, isExpandable: node.type !== 'file', classes: [nodeClass(id)] };
  if (node.type === 'repository') {
    return { ...input, icon: repositoryIcons[(node.repoType ?? '').toUpperCase()] ?? repositoryIcons.LOCAL };
  }
  return node.type === 'file' ? { ...input, icon: fileIcon(node.name) } : input;
}

/**
 * The row after the last loaded child of a node whose children are longer than one page. Scrolling
 * near it, clicking it or pressing Enter on it loads the next page. '\u0000' never occurs in a path,
 * so its id cannot be a real node's.
 */
const MORE_PREFIX = '\u0000more:';

export function moreRowId(parentId: string): string {
  return `${MORE_PREFIX}${parentId}`;
}

export function isMoreRow(id: string): boolean {
  return id.startsWith(MORE_PREFIX);
}

export function parentOfMoreRow(id: string): string {
  return id.slice(MORE_PREFIX.length);
}

export function moreRowText(loaded: number, total: number): string {
  return `Load more (${loaded.toLocaleString('en-US')} of ${total.toLocaleString('en-US')})`;
}

function moreRow(parentId: string, loaded: number, total: number): TreeNodeInput {
  return {
    id: moreRowId(parentId),
    text: 'Load more',
    displayText: moreRowText(loaded, total),
    icon: <EllipsisOutlined aria-hidden />,
    classes: ['artifact-more', nodeClass(moreRowId(parentId))],
  };
}

/** A first page's rows: the children, then the load-more row when the node has more. */
export function firstPageRows(parentId: string, children: readonly ArtifactTreeNode[], total: number): TreeNodeInput[] {
  const rows = children.map(toTreeInput);
  return children.length < total ? [...rows, moreRow(parentId, children.length, total)] : rows;
}

/** How many real children of a node are loaded (its load-more row left out). */
export function loadedChildCount(data: TreeData, parentId: string): number {
  const children = data.nodes.get(parentId)?.children ?? [];
  return children.length > 0 && isMoreRow(children[children.length - 1] ?? '') ? children.length - 1 : children.length;
}

/**
 * Adds the next page after the loaded children. Children already shown are left out: a write
 * between two pages shifts the offsets, and an id may only appear once.
 */
export function appendPage(
  data: TreeData,
  parentId: string,
  children: readonly ArtifactTreeNode[],
  total: number,
): TreeData {
  const withoutMore = removeNode(data, moreRowId(parentId));
  const shown = new Set(withoutMore.nodes.get(parentId)?.children ?? []);
  const fresh = children.map(toTreeInput).filter((row) => !shown.has(row.id));
  const loaded = shown.size + fresh.length;
  const more = loaded < total && children.length > 0 ? [moreRow(parentId, loaded, total)] : [];
  const activeId = data.activeId === moreRowId(parentId) ? null : withoutMore.activeId;
  return setLoading({ ...appendChildren(withoutMore, parentId, [...fresh, ...more]), activeId }, parentId, false);
}

/** While the next page loads, its row says so. */
export const LOADING_MORE_TEXT = 'Loading more…';

/** Shows another text on a row, keeping its identity; e.g. the load-more row while loading. */
export function withRowText(data: TreeData, id: string, displayText: string): TreeData {
  const node = data.nodes.get(id);
  if (node === undefined || node.displayText === displayText) return data;
  const nodes = new Map(data.nodes);
  nodes.set(id, { ...node, displayText });
  return { ...data, nodes };
}

/**
 * A node's children read again: those still there keep their own loaded and opened subtrees, new
 * ones join in the server's order, and those gone leave with everything below them. The node opens.
 */
export function mergeChildren(data: TreeData, parentId: string, inputs: readonly TreeNodeInput[]): TreeData {
  const parent = data.nodes.get(parentId);
  if (parent === undefined) return data;
  const kept = new Set(inputs.filter((input) => !isMoreRow(input.id)).map((input) => input.id));
  const nodes = new Map(data.nodes);
  for (const id of parent.children) {
    if (kept.has(id)) continue;
    for (const gone of [id, ...descendantIds(data, id)]) nodes.delete(gone);
  }
  if (inputs.length === 0) return withExistingActive(markEmpty({ ...data, nodes }, parentId));
  for (const input of inputs) {
    const existing = nodes.get(input.id);
    nodes.set(input.id, existing !== undefined && !isMoreRow(input.id) ? existing : createNode(input, parent));
  }
  const children = inputs.map((input) => input.id);
  nodes.set(parentId, { ...parent, children, isOpen: true, isEmpty: false, isLoading: false });
  return withExistingActive({ ...data, nodes });
}

/**
 * After a load replaced a subtree: the active node, if it is still there, is a new object that
 * must be marked active again; if it went with the old subtree, the tree has none.
 */
export function withExistingActive(data: TreeData): TreeData {
  const { activeId } = data;
  if (activeId === null) return data;
  return setActive({ ...data, activeId: null }, data.nodes.has(activeId) ? activeId : null);
}

/** Moves the widget's highlight, which marks the drop target, from one node to another. */
export function moveHighlight(data: TreeData, from: string | null, to: string | null): TreeData {
  if (from === to) return data;
  const nodes = new Map(data.nodes);
  const set = (id: string | null, isHighlighted: boolean) => {
    const node = id === null ? undefined : nodes.get(id);
    if (node !== undefined) nodes.set(node.id, { ...node, isHighlighted });
  };
  set(from, false);
  set(to, true);
  return { ...data, nodes };
}
