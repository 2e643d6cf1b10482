import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import type { FileTreeProps, TreeNode, TreeNodeInput } from './types.ts';
import {
  appendChildren,
  COULD_NOT_OPEN_NODE,
  chunk,
  closeNode,
  isNotFound,
  needsChunking,
  openNode,
  setChildren,
  setLoading,
} from './utils.ts';

type LoaderProps = Pick<FileTreeProps, 'onChange' | 'loadChildren' | 'onError'>;

/**
 * Opening and closing nodes (R25.065–R25.069, R27.36). Props are read through a ref so the returned callbacks stay
 * stable and a load that settles after a re-render still reports to the current callbacks.
 */
export function useNodeLoader(props: LoaderProps) {
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  const inFlight = useRef(new Set<string>());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    const pending = timers.current;
    return () => {
      mounted.current = false;
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const insert = useCallback((id: string, children: readonly TreeNodeInput[]) => {
    const { onChange } = latest.current;
    if (!needsChunking(children.length)) {
      inFlight.current.delete(id);
      onChange((prev) => setChildren(prev, id, children));
      return;
    }
    // R27.36: the first piece opens the node at once; the rest follow one per tick so the page keeps responding,
    // and the spinner stays until the last piece is in.
    const [first = [], ...rest] = chunk(children);
    onChange((prev) => setLoading(setChildren(prev, id, first), id, true));
    const next = (index: number) => {
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        const piece = rest[index] ?? [];
        const done = index === rest.length - 1;
        if (done) inFlight.current.delete(id);
        latest.current.onChange((prev) => {
          const appended = appendChildren(prev, id, piece);
          return done ? setLoading(appended, id, false) : appended;
        });
        if (!done) next(index + 1);
      }, 0);
      timers.current.add(timer);
    };
    next(0);
  }, []);

  const open = useCallback(
    (node: TreeNode) => {
      if (!node.isExpandable || node.isEmpty || node.isOpen || inFlight.current.has(node.id)) return;
      const { onChange, loadChildren } = latest.current;
      if (node.children.length > 0) {
        onChange((prev) => openNode(prev, node.id));
        return;
      }
      inFlight.current.add(node.id);
      onChange((prev) => setLoading(prev, node.id, true));
      void loadChildren(node).then(
        (children) => {
          if (mounted.current) insert(node.id, children);
        },
        (error: unknown) => {
          inFlight.current.delete(node.id);
          if (!mounted.current) return;
          latest.current.onChange((prev) => setLoading(prev, node.id, false));
          // R25.067: not-found is expected (the folder went away) and stays silent.
          if (!isNotFound(error)) latest.current.onError(COULD_NOT_OPEN_NODE, node, error);
        },
      );
    },
    [insert],
  );

  const close = useCallback((id: string) => {
    latest.current.onChange((prev) => closeNode(prev, id));
  }, []);

  const toggle = useCallback((node: TreeNode) => (node.isOpen ? close(node.id) : open(node)), [open, close]);

  return { open, close, toggle };
}
