import type { RouteHandle } from '../routing/route-handle.ts';

/** The route-name prefix of the management screens (R1.63). */
export const MANAGEMENT_ROUTE_PREFIX = 'admin.management';

/**
 * A management screen's handle: administrators only, named admin.management.<area>.<screen>. The
 * users, groups and permissions features name their screens with it.
 */
export function managementHandle(area: string, screen: string, title: string): RouteHandle {
  return { title, name: `${MANAGEMENT_ROUTE_PREFIX}.${area}.${screen}`, access: { admin: true } };
}
