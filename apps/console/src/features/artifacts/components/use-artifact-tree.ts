import type { ArtifactTreeNode, ArtifactTreePage } from '@arca/contract';
import {
  COULD_NOT_OPEN_NODE,
  createTreeData,
  openNode,
  removeNode,
  setActive,
  setChildren,
  setLoading,
  type TreeData,
  type TreeNode,
  type TreeNodeInput,
  type TreeUpdate,
  visibleRows,
} from '@arca/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { fetchChildrenPage } from '../api/tree-queries.ts';
import {
  type ArtifactLocation,
  ancestorsOf,
  locationOfNodeId,
  nodeIdOf,
  parentLocation,
} from '../artifact-location.ts';
import {
  appendPage,
  firstPageRows,
  isMoreRow,
  LOADING_MORE_TEXT,
  loadedChildCount,
  mergeChildren,
  moreRowId,
  moveHighlight,
  parentOfMoreRow,
  toTreeInput,
  withRowText,
} from '../artifact-tree-nodes.tsx';

export interface ArtifactTreeOptions {
  /** The top level; the tree starts once they are known. */
  repositories: readonly ArtifactTreeNode[] | undefined;
  /** The person chose a node (click, keys). */
  onSelect: (location: ArtifactLocation) => void;
  /** A page could not be loaded. */
  onError: (message: string) => void;
}

export interface ArtifactTree {
  data: TreeData;
  /** The repositories are in. */
  ready: boolean;
  /** The widget's state changes go through here. */
  update: TreeUpdate;
  /** The widget opens a node: its first page. */
  loadChildren: (node: TreeNode) => Promise<readonly TreeNodeInput[]>;
  /** The next page of a node's children. */
  loadMore: (parentId: string) => Promise<void>;
  /** The next page of the node whose load-more row is closest to the end, within the last `rows` rows. */
  loadMoreNearEnd: (rows: number) => void;
  /** Opens the tree down to a node, page by page where needed, and makes it active; false when it is not there. */
  reveal: (location: ArtifactLocation) => Promise<boolean>;
  /** Reads a node's children again after a write and shows them, if the node is in the tree. */
  refresh: (location: ArtifactLocation) => Promise<void>;
  remove: (location: ArtifactLocation) => void;
  clearSelection: () => void;
  /** Marks the node files would be dropped on. */
  highlight: (id: string | null) => void;
  /** A node to bring into view, set by reveal; the view clears it once scrolled. */
  scrollTarget: string | null;
  clearScrollTarget: () => void;
}

/**
 * The artifact tree's state over the file-tree widget: repositories at the top, children read a
 * page at a time. The latest state lives in a ref as well as in React state, so a chain of loads
 * (a deep link) always builds on the newest tree rather than on the last render's.
 */
export function useArtifactTree({ repositories, onSelect, onError }: ArtifactTreeOptions): ArtifactTree {
  const queryClient = useQueryClient();
  const [data, setData] = useState<TreeData>(() => createTreeData([]));
  const [ready, setReady] = useState(false);
  const [scrollTarget, setScrollTarget] = useState<string | null>(null);
  const current = useRef(data);
  /** Each loaded node's child count on the server. */
  const totals = useRef(new Map<string, number>());
  /** The next-page loads in flight, so a second ask joins the first. */
  const paging = useRef(new Map<string, Promise<void>>());
  const highlighted = useRef<string | null>(null);
  /** Only the newest reveal may make its node active. */
  const revealRun = useRef(0);
  const callbacks = useRef({ onSelect, onError });
  useLayoutEffect(() => {
    callbacks.current = { onSelect, onError };
  });

  const commit = useCallback((next: TreeData) => {
    current.current = next;
    setData(next);
  }, []);

  useEffect(() => {
    if (repositories === undefined || ready) return;
    commit(createTreeData(repositories.map(toTreeInput)));
    setReady(true);
  }, [repositories, ready, commit]);

  const fetchPage = useCallback(
    async (parentId: string, offset: number): Promise<ArtifactTreePage> => {
      const page = await fetchChildrenPage(queryClient, locationOfNodeId(parentId), offset);
      totals.current.set(parentId, page.total);
      return page;
    },
    [queryClient],
  );

  const loadMore = useCallback(
    (parentId: string): Promise<void> => {
      const running = paging.current.get(parentId);
      if (running) return running;
      const offset = loadedChildCount(current.current, parentId);
      if (!current.current.nodes.has(parentId) || offset >= (totals.current.get(parentId) ?? 0)) {
        return Promise.resolve();
      }
      commit(withRowText(setLoading(current.current, parentId, true), moreRowId(parentId), LOADING_MORE_TEXT));
      const load = fetchPage(parentId, offset)
        .then(
          (page) => commit(appendPage(current.current, parentId, page.children, page.total)),
          () => {
            commit(setLoading(current.current, parentId, false));
            callbacks.current.onError(COULD_NOT_OPEN_NODE);
          },
        )
        .finally(() => paging.current.delete(parentId));
      paging.current.set(parentId, load);
      return load;
    },
    [commit, fetchPage],
  );

  const update: TreeUpdate = useCallback(
    (change) => {
      const before = current.current;
      let next = change(before);
      const activated = next.activeId !== before.activeId ? next.activeId : null;
      // The load-more row is a control, not a place: choosing it loads, and the selection stays.
      if (activated !== null && isMoreRow(activated)) {
        next = setActive(next, before.activeId);
        void loadMore(parentOfMoreRow(activated));
      }
      commit(next);
      if (activated !== null && !isMoreRow(activated)) callbacks.current.onSelect(locationOfNodeId(activated));
    },
    [commit, loadMore],
  );

  const loadChildren = useCallback(
    async (node: TreeNode) => {
      const page = await fetchPage(node.id, 0);
      return firstPageRows(node.id, page.children, page.total);
    },
    [fetchPage],
  );

  const loadMoreNearEnd = useCallback(
    (rows: number) => {
      const shown = visibleRows(current.current);
      for (let index = shown.length - 1; index >= Math.max(0, shown.length - rows); index--) {
        const id = shown[index]?.node.id;
        if (id !== undefined && isMoreRow(id)) {
          void loadMore(parentOfMoreRow(id));
          return;
        }
      }
    },
    [loadMore],
  );

  /**
   * Loads a node's children until one of them is `childId`; false when it has no such child. The
   * first page may already be on its way (`firstPage`).
   */
  const loadUntilChild = useCallback(
    async (parentId: string, childId: string, firstPage: Promise<ArtifactTreePage> | undefined): Promise<boolean> => {
      const parent = current.current.nodes.get(parentId);
      if (parent === undefined) return false;
      if (parent.children.length === 0 && !parent.isEmpty) {
        const page = await (firstPage ?? fetchPage(parentId, 0));
        commit(setChildren(current.current, parentId, firstPageRows(parentId, page.children, page.total)));
      }
      while (!current.current.nodes.has(childId)) {
        const before = loadedChildCount(current.current, parentId);
        await loadMore(parentId);
        if (loadedChildCount(current.current, parentId) === before) return false;
      }
      commit(openNode(current.current, parentId));
      return true;
    },
    [commit, fetchPage, loadMore],
  );

  const reveal = useCallback(
    async (location: ArtifactLocation) => {
      const run = ++revealRun.current;
      const chain = [...ancestorsOf(location), location].map(nodeIdOf);
      // The folders on the way are known from the path, so their first pages are asked for at
      // once rather than one after another.
      const firstPages = new Map<string, Promise<ArtifactTreePage>>();
      for (const id of chain.slice(0, -1)) {
        const node = current.current.nodes.get(id);
        if (node !== undefined && (node.children.length > 0 || node.isEmpty)) continue;
        const page = fetchPage(id, 0);
        // A walk that stops early never reads the rest; their failures are nobody's to report.
        page.catch(() => undefined);
        firstPages.set(id, page);
      }
      try {
        for (let step = 1; step < chain.length; step++) {
          const parentId = chain[step - 1] ?? '';
          const found = await loadUntilChild(parentId, chain[step] ?? '', firstPages.get(parentId));
          if (!found || run !== revealRun.current) return false;
        }
      } catch {
        // A folder on the way is gone or unreadable: the details pane says why.
        return false;
      }
      const id = nodeIdOf(location);
      if (run !== revealRun.current || !current.current.nodes.has(id)) return false;
      commit(setActive(current.current, id));
      setScrollTarget(id);
      return true;
    },
    [commit, fetchPage, loadUntilChild],
  );

  const refresh = useCallback(
    async (location: ArtifactLocation) => {
      // A write may create folders the tree has not seen: the nearest one it shows is read again.
      let shown: ArtifactLocation | undefined = location;
      while (shown !== undefined && !current.current.nodes.has(nodeIdOf(shown))) shown = parentLocation(shown);
      if (shown === undefined) return;
      const id = nodeIdOf(shown);
      if (current.current.nodes.get(id)?.isExpandable !== true) return;
      try {
        const page = await fetchPage(id, 0);
        commit(mergeChildren(current.current, id, firstPageRows(id, page.children, page.total)));
      } catch {
        callbacks.current.onError(COULD_NOT_OPEN_NODE);
      }
    },
    [commit, fetchPage],
  );

  const remove = useCallback(
    (location: ArtifactLocation) => {
      const parent = parentLocation(location);
      const parentId = parent === undefined ? undefined : nodeIdOf(parent);
      const total = parentId === undefined ? undefined : totals.current.get(parentId);
      if (parentId !== undefined && total !== undefined) totals.current.set(parentId, Math.max(0, total - 1));
      commit(removeNode(current.current, nodeIdOf(location)));
    },
    [commit],
  );

  const clearSelection = useCallback(() => {
    revealRun.current++;
    commit(setActive(current.current, null));
  }, [commit]);

  const highlight = useCallback(
    (id: string | null) => {
      if (highlighted.current === id) return;
      commit(moveHighlight(current.current, highlighted.current, id));
      highlighted.current = id;
    },
    [commit],
  );

  const clearScrollTarget = useCallback(() => setScrollTarget(null), []);

  return {
    data,
    ready,
    update,
    loadChildren,
    loadMore,
    loadMoreNearEnd,
    reveal,
    refresh,
    remove,
    clearSelection,
    highlight,
    scrollTarget,
    clearScrollTarget,
  };
}
