import type { RouteObject } from 'react-router';
import { paths } from '../../shared/routing/paths.ts';
import type { RouteHandle } from '../../shared/routing/route-handle.ts';

// Each page is its own chunk, loaded when its route is first entered.
const systemLogsPage = async () => ({ Component: (await import('./pages/system-logs-page.tsx')).SystemLogsPage });
const serviceStatusPage = async () => ({
  Component: (await import('./pages/service-status-page.tsx')).ServiceStatusPage,
});

/** R1.56, R1.58, R1.59: the system logs and the service status, for administrators. */
export function monitoringRoutes(): RouteObject[] {
  return [
    {
      path: paths.adminSystemLogs(),
      lazy: systemLogsPage,
      handle: {
        title: 'System Logs',
        name: 'admin.monitoring.system_logs',
        access: { admin: true },
      } satisfies RouteHandle,
    },
    {
      path: paths.adminServiceStatus(),
      lazy: serviceStatusPage,
      handle: {
        title: 'Service Status',
        name: 'admin.monitoring.service-status',
        access: { admin: true },
      } satisfies RouteHandle,
    },
  ];
}
