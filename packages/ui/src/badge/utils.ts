import { formatNumber } from '../format/index.ts';

/** Counts above this show as '99+', as antd's own badge does; the spec gives no limit. */
export const DEFAULT_BADGE_MAX = 99;

/** 7 → '7', 1284 with max 9999 → '1,284', 150 with max 99 → '99+'. */
export function badgeCountText(count: number, max: number = DEFAULT_BADGE_MAX): string {
  return count > max ? `${formatNumber(max)}+` : formatNumber(count);
}
