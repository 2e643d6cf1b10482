import type { RouteObject } from 'react-router';
import { paths } from '../../shared/routing/paths.ts';
import type { RouteHandle } from '../../shared/routing/route-handle.ts';

// The page is its own chunk, loaded when it is first entered.
const userProfilePage = async () => ({ Component: (await import('./pages/user-profile-page.tsx')).UserProfilePage });

/** The user's own profile: any logged-in user. */
export function profileRoutes(): RouteObject[] {
  return [
    {
      path: paths.userProfile(),
      lazy: userProfilePage,
      handle: { title: 'User profile', name: 'userProfile' } satisfies RouteHandle,
    },
  ];
}
