import { DownOutlined, RightOutlined } from '@ant-design/icons';
import { Tag, theme } from 'antd';
import { type CSSProperties, useId } from 'react';
import { formatBytes } from '../format/index.ts';
import type { LayerRow } from './types.ts';
import { formatLayerCreated, layerCommandColor, layerCommandTextColor } from './utils.ts';

export interface LayerItemProps {
  row: LayerRow;
  expanded: boolean;
  onToggle: () => void;
}

const POSITION_LABELS: Record<LayerRow['position'], string | undefined> = {
  top: 'Top layer',
  base: 'Base layer',
  only: 'Base layer',
  middle: undefined,
};

/** One layer: a header button that toggles it and, when open, the full command, digest and size. */
export function LayerItem({ row, expanded, onToggle }: LayerItemProps) {
  const { token } = theme.useToken();
  const panelId = useId();
  const { layer } = row;
  const colour = layerCommandColor(layer.command, token);
  const positionLabel = POSITION_LABELS[row.position];
  const created = formatLayerCreated(layer.created);
  const size = formatBytes(layer.size);

  const meta: CSSProperties = { color: token.colorTextSecondary, fontSize: token.fontSizeSM, whiteSpace: 'nowrap' };
  const code: CSSProperties = {
    fontFamily: token.fontFamilyCode,
    fontSize: token.fontSizeSM,
    margin: 0,
    whiteSpace: 'pre-wrap',
    wordBreak: 'break-all',
  };

  return (
    <li
      data-command={layer.command}
      style={{
        listStyle: 'none',
        borderLeft: `4px solid ${colour ?? token.colorBorder}`,
        borderRadius: token.borderRadiusSM,
        background: token.colorBgContainer,
        boxShadow: `0 0 0 ${token.lineWidth}px ${token.colorBorderSecondary}`,
      }}
    >
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={onToggle}
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: token.marginXS,
          width: '100%',
          padding: `${token.paddingXS}px ${token.paddingSM}px`,
          border: 'none',
          background: 'transparent',
          color: token.colorText,
          font: 'inherit',
          textAlign: 'left',
          cursor: 'pointer',
        }}
      >
        {expanded ? <DownOutlined aria-hidden="true" /> : <RightOutlined aria-hidden="true" />}
        <span
          style={{
            minWidth: '10ch',
            padding: `0 ${token.paddingXS}px`,
            borderRadius: token.borderRadiusSM,
            background: colour ?? token.colorFillSecondary,
            color: colour ? layerCommandTextColor(colour) : token.colorText,
            fontFamily: token.fontFamilyCode,
            fontSize: token.fontSizeSM,
            fontWeight: token.fontWeightStrong,
            textAlign: 'center',
          }}
        >
          {layer.command}
        </span>
        <span
          style={{
            ...code,
            flex: 1,
            minWidth: 0,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {layer.commandText}
        </span>
        {positionLabel ? (
          <Tag variant="filled" style={{ marginInlineEnd: 0 }}>
            {positionLabel}
          </Tag>
        ) : null}
        <span style={meta}>{created}</span>
        <span style={{ ...meta, minWidth: '9ch', textAlign: 'right' }}>{size}</span>
      </button>
      {expanded ? (
        <div id={panelId} style={{ padding: `0 ${token.paddingSM}px ${token.paddingSM}px ${token.paddingXL}px` }}>
          <pre style={{ ...code, padding: token.paddingXS, background: token.colorFillQuaternary }}>
            {layer.commandText}
          </pre>
          <dl
            style={{
              display: 'grid',
              gridTemplateColumns: 'max-content 1fr',
              gap: `${token.marginXXS}px ${token.marginSM}px`,
              margin: `${token.marginXS}px 0 0`,
              fontSize: token.fontSizeSM,
            }}
          >
            <dt style={meta}>Digest</dt>
            <dd style={{ ...code, margin: 0 }}>{layer.digest}</dd>
            <dt style={meta}>ID</dt>
            <dd style={{ ...code, margin: 0 }}>{layer.id}</dd>
            <dt style={meta}>Created</dt>
            <dd style={{ margin: 0 }}>{created}</dd>
            <dt style={meta}>Size</dt>
            <dd style={{ margin: 0 }}>{size}</dd>
          </dl>
        </div>
      ) : null}
    </li>
  );
}
