import type { RouteObject } from 'react-router';
import { paths } from '../../shared/routing/paths.ts';
import type { RouteHandle } from '../../shared/routing/route-handle.ts';

const oauthPage = async () => ({ Component: (await import('./pages/oauth-page.tsx')).OAuthPage });
const crowdPage = async () => ({ Component: (await import('./pages/crowd-page.tsx')).CrowdPage });

/** R8.20: the authentication providers Arca implements, for administrators. */
export function authProvidersRoutes(): RouteObject[] {
  return [
    {
      path: paths.adminOAuth(),
      lazy: oauthPage,
      handle: {
        title: 'OAuth',
        name: 'admin.authenticationProviders.oauth',
        access: { admin: true },
      } satisfies RouteHandle,
    },
    {
      path: paths.adminCrowd(),
      lazy: crowdPage,
      handle: {
        title: 'Crowd',
        name: 'admin.authenticationProviders.crowd',
        access: { admin: true },
      } satisfies RouteHandle,
    },
  ];
}
