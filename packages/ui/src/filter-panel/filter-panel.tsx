import { Button, theme } from 'antd';
import { useId } from 'react';
import { FilterSection } from './filter-section.tsx';
import type { FilterPanelProps } from './types.ts';
import { countSelections, FILTER_PANEL_WIDTH, toggleValue } from './utils.ts';

/**
 * The side panel of a table's filters: a heading with the number of active selections, 'Clear all',
 * and one searchable checkbox list per filter. Fully controlled through `selection`.
 */
export function FilterPanel({ filters, selection, onSelectionChange, onClear }: FilterPanelProps) {
  const { token } = theme.useToken();
  const headingId = useId();
  const total = countSelections(selection);

  const toggle = (filterKey: string, value: string, checked: boolean) => {
    const next = toggleValue(selection[filterKey] ?? [], value, checked);
    onSelectionChange({ ...selection, [filterKey]: next });
    if (next.length === 0) onClear?.(filterKey);
  };

  const clearAll = () => {
    const cleared = Object.keys(selection).filter((key) => (selection[key] ?? []).length > 0);
    onSelectionChange({});
    for (const key of cleared) onClear?.(key);
  };

  return (
    <aside
      aria-labelledby={headingId}
      style={{
        width: FILTER_PANEL_WIDTH,
        boxSizing: 'border-box',
        padding: token.padding,
        display: 'flex',
        flexDirection: 'column',
        gap: token.margin,
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <h2 id={headingId} style={{ margin: 0, fontSize: token.fontSizeLG, fontWeight: token.fontWeightStrong }}>
          {`Filters (${total})`}
        </h2>
        <Button type="link" size="small" onClick={clearAll}>
          Clear all
        </Button>
      </div>
      {filters.map((filter) => (
        <FilterSection
          key={filter.key}
          filter={filter}
          selected={selection[filter.key] ?? []}
          onToggle={(value, checked) => toggle(filter.key, value, checked)}
        />
      ))}
    </aside>
  );
}
