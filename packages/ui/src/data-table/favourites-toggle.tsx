import { StarFilled, StarOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { LazyBadge } from './lazy-badge.tsx';

export interface FavouritesToggleProps {
  count: number;
  active: boolean;
  onToggle: (active: boolean) => void;
}

/**
 * The favourites badge (R25.010, R25.029, R25.030): shows how many favourites there are, is
 * disabled with none, and toggles showing only favourites.
 */
export function FavouritesToggle({ count, active, onToggle }: FavouritesToggleProps) {
  const disabled = count < 1;
  return (
    <LazyBadge count={count} size="small" showZero color={disabled ? 'default' : undefined}>
      <Button
        aria-label="Favourites"
        aria-pressed={active}
        type={active ? 'primary' : 'default'}
        icon={active ? <StarFilled /> : <StarOutlined />}
        disabled={disabled}
        onClick={() => onToggle(!active)}
      />
    </LazyBadge>
  );
}
