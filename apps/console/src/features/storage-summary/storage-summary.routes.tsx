import type { RouteObject } from 'react-router';
import { paths } from '../../shared/routing/paths.ts';
import type { RouteHandle } from '../../shared/routing/route-handle.ts';

const storageSummaryPage = async () => ({
  Component: (await import('./pages/storage-summary-page.tsx')).StorageSummaryPage,
});

/** R8.28: monitoring's storage summary, for administrators. */
export function storageSummaryRoutes(): RouteObject[] {
  return [
    {
      path: paths.adminStorageSummary(),
      lazy: storageSummaryPage,
      handle: {
        title: 'Storage Summary',
        name: 'admin.monitoring.storageSummary',
        access: { admin: true },
      } satisfies RouteHandle,
    },
  ];
}
