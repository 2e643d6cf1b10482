import type { BadgeProps } from 'antd';
import { lazy, Suspense } from 'react';

// antd's own module rather than its index, which would bring the whole library along.
const Badge = lazy(() => import('antd/es/badge/index.js'));

/**
 * antd's Badge, loaded with the first table that shows a count (filters, favourites). Until it is
 * there the button shows alone, named and working: the count is the badge's drawing only. Tables
 * without these tools, the package list first, do not load it (ADR 024).
 */
export function LazyBadge({ children, ...badge }: BadgeProps) {
  return (
    <Suspense fallback={children}>
      <Badge {...badge}>{children}</Badge>
    </Suspense>
  );
}
