export { Badge } from './badge.tsx';
export type { BadgeProps, BadgeVariant, CountBadgeProps, TextBadgeProps } from './types.ts';
export { badgeCountText, DEFAULT_BADGE_MAX } from './utils.ts';
