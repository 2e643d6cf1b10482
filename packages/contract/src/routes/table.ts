import { webhookRoutes } from '../webhooks.ts';
import { apiDocumentRoutes } from './api-document.ts';
import type { RouteDescriptor } from './route.ts';

/**
 * Every call of the product, by area: what the server registers, the console calls, the mocks
 * answer, the fuzzers try and the API document lists.
 */
export const routeTable = {
  apiDocument: apiDocumentRoutes,
  webhooks: webhookRoutes,
} as const satisfies Record<string, Record<string, RouteDescriptor>>;

/** The descriptors of the whole table, in one list. */
export const allRoutes: readonly RouteDescriptor[] = Object.values(routeTable).flatMap((area) =>
  Object.values(area as Record<string, RouteDescriptor>),
);
