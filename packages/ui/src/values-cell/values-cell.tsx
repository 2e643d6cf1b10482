import { Button, Tag, theme } from 'antd';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { MoreValuesPopover } from './more-values-popover.tsx';
import type { ValuesCellProps } from './types.ts';
import { defaultColumns, fitTags, toRow, valuesModalTitle } from './utils.ts';
import { ValuesModal } from './values-modal.tsx';

/**
 * Follows the width of the table cell around the element (or the element itself outside a table),
 * since the fitting budget (R27.31) is the whole cell including its padding. Stays 0 where there is
 * no layout (jsdom) or no ResizeObserver.
 */
function useMeasuredWidth(enabled: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof ResizeObserver === 'undefined') return;
    const target = element.closest('td, th') ?? element;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.target.getBoundingClientRect().width);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [enabled]);
  return [ref, width] as const;
}

/**
 * A table cell of values as tags (R25.038). The first tag always shows, cut with an ellipsis if
 * needed; the next ones while they fit; the rest sit behind '+N more' or 'Show All'.
 */
export function ValuesCell({
  values,
  mode = 'tooltip',
  width,
  columns,
  valueTitle = 'Value',
  modalTitle,
}: ValuesCellProps) {
  const { token } = theme.useToken();
  const [ref, measured] = useMeasuredWidth(width === undefined);
  const [modalOpen, setModalOpen] = useState(false);
  const rows = useMemo(() => values.map(toRow), [values]);
  const tableColumns = useMemo(() => columns ?? defaultColumns(valueTitle), [columns, valueTitle]);
  const fit = fitTags(
    rows.map((row) => row.value),
    width ?? measured,
  );
  const shown = rows.slice(0, fit.visibleCount);
  const hidden = rows.slice(fit.visibleCount);

  return (
    <div ref={ref} style={{ display: 'flex', alignItems: 'center', gap: token.marginXXS, minWidth: 0, width: '100%' }}>
      {shown.map((row, index) => (
        <Tag
          // biome-ignore lint/suspicious/noArrayIndexKey: values may repeat; their order is their identity
          key={`${row.value}-${index}`}
          title={row.value}
          style={{
            marginInlineEnd: 0,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            minWidth: 0,
            flexShrink: index === 0 ? 1 : 0,
            maxWidth: index === 0 && fit.firstMaxWidth > 0 ? fit.firstMaxWidth : '100%',
          }}
        >
          {row.value}
        </Tag>
      ))}
      {hidden.length > 0 && mode === 'tooltip' && <MoreValuesPopover rows={hidden} columns={tableColumns} />}
      {hidden.length > 0 && mode === 'table' && (
        <>
          <Button size="small" type="link" onClick={() => setModalOpen(true)} style={{ flexShrink: 0 }}>
            Show All
          </Button>
          <ValuesModal
            open={modalOpen}
            title={modalTitle ?? valuesModalTitle(rows.length)}
            rows={rows}
            columns={tableColumns}
            onClose={() => setModalOpen(false)}
          />
        </>
      )}
    </div>
  );
}
