import type { RouteObject } from 'react-router';
import { paths } from '../../shared/routing/paths.ts';
import type { RouteHandle } from '../../shared/routing/route-handle.ts';

const tokensPage = async () => ({ Component: (await import('./pages/tokens-page.tsx')).TokensPage });

/** R8.19: user management's tokens, for administrators. */
export function tokensRoutes(): RouteObject[] {
  return [
    {
      path: paths.adminTokens(),
      lazy: tokensPage,
      handle: {
        title: 'Access Tokens',
        name: 'admin.management.tokens.list',
        access: { admin: true },
      } satisfies RouteHandle,
    },
  ];
}
