import { Dropdown, theme } from 'antd';
import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type UIEvent,
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { scrollTopToReveal, visibleRange } from '../windowing/index.ts';
import { FileTreeRow } from './file-tree-row.tsx';
import { keyAction } from './keyboard.ts';
import type { FileTreeProps, TreeNode } from './types.ts';
import { useNodeLoader } from './use-node-loader.ts';
import {
  isBottomReached,
  setActive,
  TREE_BUFFER,
  TREE_DEFAULT_HEIGHT,
  TREE_INDENT,
  TREE_ROW_HEIGHT,
  toggleChecked,
  visibleRows,
} from './utils.ts';

interface OpenMenu {
  node: TreeNode;
  x: number;
  y: number;
}

/**
 * Virtual file tree (R25.060–R25.072): a flat, windowed list of treeitems over the caller's `TreeData`. It owns only
 * view state (scroll position, focus, the open context menu); every node change goes out through `onChange`.
 */
export function FileTree({
  ariaLabel,
  data,
  onChange,
  loadChildren,
  onError,
  onActivate,
  onBottomReached,
  checkable = false,
  contextMenuItems,
  height = TREE_DEFAULT_HEIGHT,
}: FileTreeProps) {
  const { token } = theme.useToken();
  const treeId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [focused, setFocused] = useState(false);
  const [menu, setMenu] = useState<OpenMenu | null>(null);
  /** Row count when "bottom reached" last fired; null once the user scrolls away from the end. */
  const firedAt = useRef<number | null>(null);
  const { open, close, toggle } = useNodeLoader({ onChange, loadChildren, onError });

  const rows = useMemo(() => visibleRows(data), [data]);
  const contentHeight = rows.length * TREE_ROW_HEIGHT;
  const { start, end } = visibleRange({
    scrollTop,
    viewportHeight: height,
    rowHeight: TREE_ROW_HEIGHT,
    buffer: TREE_BUFFER,
    count: rows.length,
  });
  const activeIndex = data.activeId === null ? -1 : rows.findIndex((row) => row.node.id === data.activeId);
  const domId = useCallback((id: string) => `${treeId}-node-${encodeURIComponent(id)}`, [treeId]);

  const latest = useRef({ onActivate, onChange, contextMenuItems });
  useLayoutEffect(() => {
    latest.current = { onActivate, onChange, contextMenuItems };
  });

  const itemsFor = useCallback((node: TreeNode) => {
    const items = latest.current.contextMenuItems;
    return typeof items === 'function' ? items(node) : (items ?? []);
  }, []);

  const select = useCallback((node: TreeNode) => {
    latest.current.onChange((prev) => setActive(prev, node.id));
    containerRef.current?.focus({ preventScroll: true });
  }, []);

  const check = useCallback((node: TreeNode) => latest.current.onChange((prev) => toggleChecked(prev, node.id)), []);

  const doubleClick = useCallback(
    (node: TreeNode) => {
      if (node.isExpandable) toggle(node);
      latest.current.onActivate?.(node);
    },
    [toggle],
  );

  const openMenuAtPointer = useCallback(
    (node: TreeNode, event: MouseEvent<HTMLDivElement>) => {
      if (itemsFor(node).length === 0) return;
      event.preventDefault();
      select(node);
      const box = containerRef.current?.getBoundingClientRect();
      setMenu({ node, x: event.clientX - (box?.left ?? 0), y: event.clientY - (box?.top ?? 0) });
    },
    [itemsFor, select],
  );

  const closeMenu = (refocus: boolean) => {
    setMenu(null);
    if (refocus) containerRef.current?.focus({ preventScroll: true });
  };

  const reveal = (id: string) => {
    const index = rows.findIndex((row) => row.node.id === id);
    const next = scrollTopToReveal({ index, scrollTop, viewportHeight: height, rowHeight: TREE_ROW_HEIGHT });
    if (index < 0 || next === scrollTop) return;
    if (containerRef.current) containerRef.current.scrollTop = next;
    setScrollTop(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const action = keyAction(event.key, event.shiftKey, rows, data.activeId, checkable);
    if (action.type === 'none') return;
    event.preventDefault();
    const node = data.nodes.get(action.id);
    if (node === undefined) return;
    switch (action.type) {
      case 'move':
        onChange((prev) => setActive(prev, action.id));
        reveal(action.id);
        return;
      case 'open':
        open(node);
        return;
      case 'close':
        close(node.id);
        return;
      case 'activate':
        onActivate?.(node);
        return;
      case 'check':
        onChange((prev) => toggleChecked(prev, node.id));
        return;
      case 'menu': {
        if (itemsFor(node).length === 0) return;
        const index = rows.findIndex((row) => row.node.id === node.id);
        setMenu({ node, x: (node.depth + 1) * TREE_INDENT, y: (index + 1) * TREE_ROW_HEIGHT - scrollTop });
      }
    }
  };

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const top = event.currentTarget.scrollTop;
    setScrollTop(top);
    if (menu) setMenu(null);
    // R27.37: fire once on entering the zone; leaving it, or rows appended meanwhile, re-arms it.
    if (!isBottomReached(top, height, contentHeight)) {
      firedAt.current = null;
    } else if (firedAt.current !== rows.length) {
      firedAt.current = rows.length;
      onBottomReached?.();
    }
  };

  // The active row stays mounted even when scrolled out of the window, so aria-activedescendant always resolves.
  const indexes: number[] = [];
  for (let i = start; i < end; i++) indexes.push(i);
  if (activeIndex >= 0 && (activeIndex < start || activeIndex >= end)) indexes.push(activeIndex);
  const rendered: ReactNode[] = indexes.map((index) => {
    const row = rows[index];
    if (row === undefined) return null;
    return (
      <FileTreeRow
        key={row.node.id}
        row={row}
        index={index}
        domId={domId(row.node.id)}
        checkable={checkable}
        treeFocused={focused}
        onSelect={select}
        onToggle={toggle}
        onCheck={check}
        onDoubleClick={doubleClick}
        onContextMenu={openMenuAtPointer}
      />
    );
  });

  const menuItems = menu ? itemsFor(menu.node) : [];

  return (
    <div style={{ position: 'relative' }}>
      <div
        ref={containerRef}
        role="tree"
        aria-label={ariaLabel}
        aria-activedescendant={activeIndex >= 0 ? domId(data.activeId ?? '') : undefined}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onScroll={onScroll}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        style={{
          height,
          overflow: 'auto',
          position: 'relative',
          outline: 'none',
          border: `1px solid ${focused ? token.colorPrimaryBorder : token.colorBorderSecondary}`,
          borderRadius: token.borderRadius,
          background: token.colorBgContainer,
        }}
      >
        <div style={{ height: contentHeight, position: 'relative' }}>{rendered}</div>
      </div>
      <Dropdown
        open={menu !== null}
        trigger={['contextMenu']}
        autoFocus
        onOpenChange={(next) => {
          // Escape from inside the menu hands focus back to the tree; an outside click leaves it where it went.
          if (!next) closeMenu(document.activeElement?.closest('[role="menu"]') != null);
        }}
        menu={{
          items: menuItems.map(({ key, label, icon, danger }) => ({ key, label, icon, danger })),
          onClick: ({ key }) => {
            const item = menuItems.find((entry) => entry.key === key);
            if (menu && item) item.onClick(menu.node);
            closeMenu(true);
          },
        }}
      >
        <span style={{ position: 'absolute', left: menu?.x ?? 0, top: menu?.y ?? 0, width: 0, height: 0 }} />
      </Dropdown>
    </div>
  );
}
