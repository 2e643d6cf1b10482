import { FileTree, notify, TREE_BOTTOM_REACHED_DISTANCE, TREE_ROW_HEIGHT, type TreeData, visibleRows } from '@arca/ui';
import { App } from 'antd';
import { type DragEvent, useEffect, useRef } from 'react';
import { type ArtifactLocation, locationOfNodeId } from '../artifact-location.ts';
import { isMoreRow, nodeIdFromClasses, parentOfMoreRow } from '../artifact-tree-nodes.tsx';
import { carriesFiles, droppedFiles } from './dropped-files.ts';
import type { ArtifactTree as ArtifactTreeState } from './use-artifact-tree.ts';

export interface ArtifactTreeProps {
  tree: ArtifactTreeState;
  /** Height of the scrolling tree in px. */
  height: number;
  /** Files dropped on a repository or folder (or on a file: its folder). */
  onDropFiles: (target: ArtifactLocation, files: File[]) => void;
}

/** The repository or folder a drop on this element would deploy into, as a node id. */
function dropTargetId(data: TreeData, element: EventTarget): string | null {
  const row = element instanceof Element ? element.closest('[role="treeitem"]') : null;
  const id = row === null ? undefined : nodeIdFromClasses(row.classList);
  if (id === undefined) return null;
  if (isMoreRow(id)) return parentOfMoreRow(id);
  const node = data.nodes.get(id);
  if (node === undefined) return null;
  return node.isExpandable ? node.id : node.parent;
}

/**
 * The repositories and their content as a lazy virtual tree. Opening a node reads its first page;
 * scrolling near a load-more row reads the next. Files dropped on a row are deployed into it.
 */
export function ArtifactTree({ tree, height, onDropFiles }: ArtifactTreeProps) {
  const { notification } = App.useApp();
  const box = useRef<HTMLDivElement>(null);
  const { data, scrollTarget, clearScrollTarget, highlight } = tree;

  // The widget scrolls only for keyboard moves; a node opened from a link is brought into view here.
  useEffect(() => {
    if (scrollTarget === null) return;
    const element = box.current?.querySelector<HTMLElement>('[role="tree"]');
    const index = visibleRows(data).findIndex((row) => row.node.id === scrollTarget);
    if (element && index >= 0) {
      const top = index * TREE_ROW_HEIGHT;
      if (top < element.scrollTop || top + TREE_ROW_HEIGHT > element.scrollTop + height) {
        element.scrollTop = Math.max(0, top - height / 2);
      }
    }
    clearScrollTarget();
  }, [scrollTarget, data, height, clearScrollTarget]);

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!carriesFiles(event.dataTransfer)) return;
    const target = dropTargetId(data, event.target);
    highlight(target);
    if (target === null) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  };

  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) highlight(null);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    const target = dropTargetId(data, event.target);
    highlight(null);
    if (target === null) return;
    event.preventDefault();
    const files = droppedFiles(event.dataTransfer);
    if (files.length > 0) onDropFiles(locationOfNodeId(target), files);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a drop area for the mouse; the Deploy button is the keyboard path.
    <div ref={box} onDragOver={onDragOver} onDragLeave={onDragLeave} onDrop={onDrop}>
      <FileTree
        ariaLabel="Repositories"
        data={data}
        onChange={tree.update}
        loadChildren={tree.loadChildren}
        onError={(message) => notify(notification, { type: 'error', title: message })}
        onActivate={(node) => {
          if (isMoreRow(node.id)) void tree.loadMore(parentOfMoreRow(node.id));
        }}
        // Within the bottom-reached distance of the end, or on the screen above it.
        onBottomReached={() =>
          tree.loadMoreNearEnd(Math.ceil((TREE_BOTTOM_REACHED_DISTANCE + height) / TREE_ROW_HEIGHT))
        }
        height={height}
      />
    </div>
  );
}
