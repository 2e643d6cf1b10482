import type { ReactNode } from 'react';

/** The badge's tone; colours come from the theme's status colours. */
export type BadgeVariant = 'info' | 'success' | 'warning' | 'error' | 'neutral';

interface BadgeBase {
  /** 'neutral' by default. */
  variant?: BadgeVariant;
  icon?: ReactNode;
  /** What screen readers hear instead of the visible text, e.g. '3 critical violations'. */
  label?: string;
}

/** A status word, e.g. 'Scanned'. */
export interface TextBadgeProps extends BadgeBase {
  text: string;
  count?: never;
  max?: never;
}

/** A count, e.g. of violations; above `max` (99 by default) it shows '99+'. */
export interface CountBadgeProps extends BadgeBase {
  count: number;
  max?: number;
  text?: never;
}

export type BadgeProps = TextBadgeProps | CountBadgeProps;
