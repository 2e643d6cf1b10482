import { theme } from 'antd';
import { useState } from 'react';
import { LayerItem } from './layer-item.tsx';
import type { LayerViewerProps } from './types.ts';
import { toggleKey, toLayerRows } from './utils.ts';

/**
 * The layers of a container image, top layer first and base layer last, each coloured by the
 * Dockerfile instruction that made it. Layers start collapsed; clicking one (or Enter/Space on its
 * header) toggles it. Which layers are open can be left to the viewer or controlled by the caller.
 */
export function LayerViewer({
  image,
  expandedKeys,
  onExpandedChange,
  label = 'Container image layers',
}: LayerViewerProps) {
  const { token } = theme.useToken();
  const [ownKeys, setOwnKeys] = useState<string[]>([]);
  const openKeys = expandedKeys ?? ownKeys;
  const rows = toLayerRows(image);
  const toggle = (key: string) => {
    const next = toggleKey(openKeys, key);
    if (expandedKeys === undefined) setOwnKeys(next);
    onExpandedChange?.(next);
  };
  return (
    <ol
      aria-label={label}
      reversed
      style={{ display: 'flex', flexDirection: 'column', gap: token.marginXXS, margin: 0, padding: 0 }}
    >
      {rows.map((row) => (
        <LayerItem key={row.key} row={row} expanded={openKeys.includes(row.key)} onToggle={() => toggle(row.key)} />
      ))}
    </ol>
  );
}
