import { Button, Input, Popover, theme } from 'antd';
import { type FocusEvent, type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { SortableValuesTable } from './sortable-values-table.tsx';
import type { SortKey, ValuesCellColumn, ValuesCellRow } from './types.ts';
import {
  applySortClick,
  paginate,
  searchValueRows,
  sortRows,
  TOOLTIP_OPEN_DELAY_MS,
  TOOLTIP_SEARCH_DEBOUNCE_MS,
} from './utils.ts';

export interface MoreValuesPopoverProps {
  /** The values that did not fit in the cell. */
  rows: readonly ValuesCellRow[];
  columns: readonly ValuesCellColumn[];
}

/**
 * The '+N more' control (R25.041) and its searchable, sortable, paged tooltip (R25.043–R25.047).
 * Hover is delayed by antd; focus gets the same delay here, since antd only delays the mouse.
 */
export function MoreValuesPopover({ rows, columns }: MoreValuesPopoverProps) {
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<SortKey[]>([]);
  const [pageIndex, setPageIndex] = useState(0);
  const focusTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const label = `+${rows.length} more`;

  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery(text);
      setPageIndex(0);
    }, TOOLTIP_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  useEffect(() => () => clearTimeout(focusTimer.current), []);

  const pages = useMemo(
    () => paginate(sortRows(searchValueRows(rows, columns, query), sort), (row) => row.value),
    [rows, columns, query, sort],
  );
  const page = Math.min(pageIndex, Math.max(pages.length - 1, 0));

  const close = () => {
    clearTimeout(focusTimer.current);
    setOpen(false);
  };

  const onTriggerFocus = () => {
    clearTimeout(focusTimer.current);
    focusTimer.current = setTimeout(() => setOpen(true), TOOLTIP_OPEN_DELAY_MS);
  };

  // Focus moving between the trigger and the tooltip keeps it open; focus going elsewhere closes it.
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node)) {
      clearTimeout(focusTimer.current);
      return;
    }
    if (triggerRef.current?.contains(next) || contentRef.current?.contains(next)) return;
    close();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    close();
    triggerRef.current?.focus();
  };

  const content = (
    <div
      ref={contentRef}
      role="dialog"
      aria-label={label}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      style={{ display: 'flex', flexDirection: 'column', gap: token.marginXS, minWidth: 220, maxWidth: 420 }}
    >
      <Input
        allowClear
        size="small"
        placeholder="Search"
        aria-label="Search"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <SortableValuesTable
        columns={columns}
        rows={pages[page] ?? []}
        sort={sort}
        onSortClick={(key, additive) => {
          setSort((current) => applySortClick(current, key, additive));
          setPageIndex(0);
        }}
      />
      {pages.length > 1 && (
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: token.marginXS }}>
          <Button size="small" disabled={page === 0} onClick={() => setPageIndex(page - 1)}>
            Prev
          </Button>
          <span style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>
            {page + 1} / {pages.length}
          </span>
          <Button size="small" disabled={page >= pages.length - 1} onClick={() => setPageIndex(page + 1)}>
            Next
          </Button>
        </div>
      )}
    </div>
  );

  return (
    <Popover
      content={content}
      open={open}
      trigger="hover"
      mouseEnterDelay={TOOLTIP_OPEN_DELAY_MS / 1000}
      onOpenChange={(next) => (next ? setOpen(true) : close())}
    >
      <Button
        ref={triggerRef}
        size="small"
        type="link"
        aria-haspopup="dialog"
        aria-expanded={open}
        onFocus={onTriggerFocus}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
        onClick={() => {
          clearTimeout(focusTimer.current);
          setOpen(true);
        }}
        style={{ paddingInline: token.paddingXXS, flexShrink: 0 }}
      >
        {label}
      </Button>
    </Popover>
  );
}
