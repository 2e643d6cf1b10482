import type { RouteObject } from 'react-router';
import { paths } from '../../shared/routing/paths.ts';
import type { RouteHandle } from '../../shared/routing/route-handle.ts';

// Each page is its own chunk, loaded when its route is first entered.
const proxiesListPage = async () => ({ Component: (await import('./pages/proxies-list-page.tsx')).ProxiesListPage });
const proxyEditorPage = async () => ({ Component: (await import('./pages/proxy-editor-page.tsx')).ProxyEditorPage });

/** R1.60–R1.62: the outbound proxies and their editor, for administrators. */
export function proxiesRoutes(): RouteObject[] {
  return [
    {
      path: paths.adminProxies(),
      lazy: proxiesListPage,
      handle: {
        title: 'Proxies',
        name: 'admin.proxies.configuration.list',
        access: { admin: true },
      } satisfies RouteHandle,
    },
    {
      path: paths.adminProxyNew(),
      lazy: proxyEditorPage,
      handle: {
        title: 'New proxy',
        name: 'admin.proxies.configuration.new',
        access: { admin: true },
      } satisfies RouteHandle,
    },
    {
      path: '/admin/proxies/configuration/edit/:proxyName',
      lazy: proxyEditorPage,
      handle: {
        title: 'Edit proxy',
        crumbParam: 'proxyName',
        name: 'admin.proxies.configuration.edit',
        access: { admin: true },
      } satisfies RouteHandle,
    },
  ];
}
