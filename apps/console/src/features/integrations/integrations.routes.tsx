import type { RouteObject } from 'react-router';
import { paths } from '../../shared/routing/paths.ts';
import type { RouteHandle } from '../../shared/routing/route-handle.ts';
import { VendorCrumb } from './components/vendor-crumb.tsx';

// Each page is its own chunk, loaded when its route is first entered.
const integrationsPage = async () => ({ Component: (await import('./pages/integrations-page.tsx')).IntegrationsPage });
const vendorIntegrationsPage = async () => ({
  Component: (await import('./pages/vendor-integrations-page.tsx')).VendorIntegrationsPage,
});
const selectReposPage = async () => ({ Component: (await import('./pages/select-repos-page.tsx')).SelectReposPage });

/** R1.42–R1.45: the cards are for everyone; a vendor's table and repository selection for administrators. */
export function integrationsRoutes(): RouteObject[] {
  return [
    {
      path: paths.integrations(),
      handle: { title: 'Integrations', name: 'integrations', rules: ['integrations'] } satisfies RouteHandle,
      children: [
        { index: true, lazy: integrationsPage },
        {
          path: ':vendorName',
          lazy: vendorIntegrationsPage,
          handle: {
            crumb: VendorCrumb,
            name: 'integrations.vendor.list',
            access: { admin: true },
          } satisfies RouteHandle,
        },
      ],
    },
    {
      path: paths.gitRepoScanSelectRepos(),
      lazy: selectReposPage,
      handle: {
        title: 'Select repositories',
        name: 'gitRepoScan.selectRepos',
        access: { admin: true },
      } satisfies RouteHandle,
    },
  ];
}
