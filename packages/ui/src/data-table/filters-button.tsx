import { FilterOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { LazyBadge } from './lazy-badge.tsx';

export interface FiltersButtonProps {
  /** Active filters, shown in the badge; none shows no badge. */
  filterCount: number;
  onFiltersClick: () => void;
}

/** The table's filters button with its count badge (R25.009). */
export function FiltersButton({ filterCount, onFiltersClick }: FiltersButtonProps) {
  return (
    <LazyBadge count={filterCount} size="small">
      <Button
        aria-label={filterCount > 0 ? `Filters (${filterCount})` : 'Filters'}
        icon={<FilterOutlined />}
        onClick={onFiltersClick}
      />
    </LazyBadge>
  );
}
