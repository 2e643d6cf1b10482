import {
  CaretDownOutlined,
  CaretRightOutlined,
  FileOutlined,
  FolderOpenOutlined,
  FolderOutlined,
  LoadingOutlined,
} from '@ant-design/icons';
import { Checkbox, theme } from 'antd';
import { type CSSProperties, type MouseEvent, memo, useState } from 'react';
import type { TreeNode, TreeRow } from './types.ts';
import { TREE_INDENT, TREE_ROW_HEIGHT } from './utils.ts';

/** Muted hint on a node whose load returned nothing (R25.066); the spec gives no wording, so it stays one word. */
const EMPTY_HINT = 'Empty';
/** Width of the expander slot, so leaves line up with their folder siblings. */
const EXPANDER_WIDTH = 20;

export interface FileTreeRowProps {
  row: TreeRow;
  index: number;
  domId: string;
  checkable: boolean;
  /** Whether the tree has keyboard focus, so the active row shows a focus ring. */
  treeFocused: boolean;
  onSelect: (node: TreeNode) => void;
  onToggle: (node: TreeNode) => void;
  onCheck: (node: TreeNode) => void;
  onDoubleClick: (node: TreeNode) => void;
  onContextMenu: (node: TreeNode, event: MouseEvent<HTMLDivElement>) => void;
}

/**
 * One treeitem of the flat virtual list. The tree keeps focus itself (aria-activedescendant), so nothing in a row
 * is tabbable; the checkbox and expander are for the mouse and mirror what Space and the arrows do.
 */
export const FileTreeRow = memo(function FileTreeRow({
  row,
  index,
  domId,
  checkable,
  treeFocused,
  onSelect,
  onToggle,
  onCheck,
  onDoubleClick,
  onContextMenu,
}: FileTreeRowProps) {
  const { token } = theme.useToken();
  const [hovered, setHovered] = useState(false);
  const { node } = row;
  const labelId = `${domId}-label`;
  const hintId = `${domId}-hint`;
  const canExpand = node.isExpandable && !node.isEmpty;

  const background = node.isActive
    ? token.controlItemBgActive
    : node.isHighlighted
      ? token.colorWarningBg
      : hovered
        ? token.controlItemBgHover
        : undefined;
  const style: CSSProperties = {
    position: 'absolute',
    top: index * TREE_ROW_HEIGHT,
    left: 0,
    // As wide as the tree, not its longest name: a long name is cut with an ellipsis (full name on hover).
    width: '100%',
    height: TREE_ROW_HEIGHT,
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    gap: token.marginXXS,
    paddingLeft: node.depth * TREE_INDENT + token.paddingXXS,
    paddingRight: token.paddingXS,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    color: token.colorText,
    background,
    borderRadius: token.borderRadiusSM,
    boxShadow: node.isActive && treeFocused ? `inset 0 0 0 1px ${token.colorPrimary}` : undefined,
  };

  const folderIcon = node.isOpen ? <FolderOpenOutlined aria-hidden /> : <FolderOutlined aria-hidden />;
  const expanderIcon = node.isOpen ? <CaretDownOutlined aria-hidden /> : <CaretRightOutlined aria-hidden />;
  const stop = (event: MouseEvent) => event.stopPropagation();

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the tree handles the keys for its active row (aria-activedescendant).
    <div
      role="treeitem"
      id={domId}
      tabIndex={-1}
      aria-level={node.depth + 1}
      aria-posinset={row.posInSet}
      aria-setsize={row.setSize}
      aria-expanded={canExpand ? node.isOpen : undefined}
      aria-selected={node.isActive}
      aria-checked={checkable ? (node.isIndeterminate ? 'mixed' : node.isChecked) : undefined}
      aria-busy={node.isLoading || undefined}
      aria-labelledby={labelId}
      aria-describedby={node.isEmpty ? hintId : undefined}
      className={node.classes?.join(' ')}
      style={style}
      // The tree, not the row, keeps focus: a row may unmount when scrolled out of the window.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onSelect(node)}
      onDoubleClick={() => onDoubleClick(node)}
      onContextMenu={(event) => onContextMenu(node, event)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <span
        style={{ width: EXPANDER_WIDTH, flex: 'none', textAlign: 'center', color: token.colorTextSecondary }}
        onClick={(event) => {
          stop(event);
          if (canExpand && !node.isLoading) onToggle(node);
        }}
        onDoubleClick={stop}
        aria-hidden={!node.isLoading}
      >
        {/* antd's LoadingOutlined is an img named "loading": the spinner R25.065 asks for, announced as such. */}
        {node.isLoading ? <LoadingOutlined /> : canExpand ? expanderIcon : null}
      </span>
      {checkable && (
        <Checkbox
          checked={node.isChecked}
          indeterminate={node.isIndeterminate}
          tabIndex={-1}
          aria-labelledby={labelId}
          onClick={stop}
          onChange={() => onCheck(node)}
        />
      )}
      <span style={{ color: token.colorTextSecondary, flex: 'none' }}>
        {node.icon ?? (node.isExpandable ? folderIcon : <FileOutlined aria-hidden />)}
      </span>
      <span
        id={labelId}
        title={node.displayText ?? node.text}
        style={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {node.displayText ?? node.text}
      </span>
      {node.isEmpty && (
        <span id={hintId} style={{ flex: 'none', color: token.colorTextTertiary, fontSize: token.fontSizeSM }}>
          {EMPTY_HINT}
        </span>
      )}
    </div>
  );
});
