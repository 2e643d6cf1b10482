import { Button, Checkbox, Input, theme } from 'antd';
import { useId, useState } from 'react';
import type { FilterDefinition } from './types.ts';
import {
  FILTER_COLLAPSED_HEIGHT,
  FILTER_EXPANDED_HEIGHT,
  FILTER_ROW_HEIGHT,
  hasMoreRows,
  searchRows,
  visibleRows,
} from './utils.ts';

export interface FilterSectionProps {
  filter: FilterDefinition;
  selected: readonly string[];
  onToggle: (value: string, checked: boolean) => void;
}

/**
 * One filter of the panel. Its search text and Show More state are view state, not data, so the
 * section keeps them itself; the selection stays with the caller.
 */
export function FilterSection({ filter, selected, onToggle }: FilterSectionProps) {
  const { token } = theme.useToken();
  const headingId = useId();
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState(false);
  const matching = searchRows(filter.rows, search);
  const rows = visibleRows(matching, expanded);
  const placeholder = `Search for ${filter.title}`;

  return (
    <section aria-labelledby={headingId} style={{ display: 'flex', flexDirection: 'column', gap: token.marginXS }}>
      <h3 id={headingId} style={{ margin: 0, fontSize: token.fontSize, fontWeight: token.fontWeightStrong }}>
        {filter.title}
      </h3>
      <Input
        allowClear
        size="small"
        placeholder={placeholder}
        aria-label={placeholder}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <ul
        aria-label={filter.title}
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          maxHeight: expanded ? FILTER_EXPANDED_HEIGHT : FILTER_COLLAPSED_HEIGHT,
          overflowY: 'auto',
        }}
      >
        {rows.map((row) => (
          <li
            key={row.title}
            style={{ height: FILTER_ROW_HEIGHT, display: 'flex', alignItems: 'center', gap: token.marginXS }}
          >
            <Checkbox
              checked={selected.includes(row.title)}
              onChange={(event) => onToggle(row.title, event.target.checked)}
              style={{ flex: 1, minWidth: 0 }}
            >
              {row.title}
            </Checkbox>
            <span style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>{row.count}</span>
          </li>
        ))}
      </ul>
      {hasMoreRows(matching, expanded) && (
        <Button
          type="link"
          size="small"
          style={{ alignSelf: 'flex-start', padding: 0 }}
          onClick={() => setExpanded(true)}
        >
          Show More
        </Button>
      )}
    </section>
  );
}
