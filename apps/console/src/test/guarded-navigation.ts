import type { UserData } from '@arca/contract';
import { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import { type GuardFacts, type GuardResult, runGuards } from '../app/guards.ts';
import { readHandle, resolveAccess } from '../app/route-handle.ts';
import { createRoutes } from '../app/router.tsx';
import type { VisibilityContext } from '../shared/visibility/index.ts';

const routes = createRoutes(new QueryClient());

/**
 * What the console's own route table and guard pipeline do with a visitor opening a path, without
 * rendering anything: continue, or where they are sent instead.
 */
export function openingPath(
  pathname: string,
  user: UserData,
  visibility: VisibilityContext,
  facts: Partial<GuardFacts> = {},
): GuardResult {
  const handles = (matchRoutes(routes, pathname) ?? []).map((match) => readHandle(match.route.handle));
  return runGuards({
    user,
    location: { pathname, search: '' },
    access: resolveAccess(handles, visibility),
    facts: {
      logoutRequested: false,
      autoRedirectLink: null,
      lastRoute: undefined,
      visibility,
      loginNavigation: false,
      onboarding: undefined,
      invitationTokenValid: undefined,
      featuresOn: true,
      ...facts,
    },
  });
}
