import { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BASENAME, paths } from '../shared/routing/paths.ts';
import { supportMicrofrontend } from '../test/fixtures.ts';
import { LAYOUT_ROUTE_ID } from './microfrontend-routes.tsx';
import { createRoutes } from './router.tsx';

/** The route that renders `path`: the deepest match. */
function routeAt(routes: RouteObject[], path: string): RouteObject | undefined {
  return matchRoutes(routes, `${BASENAME}${path}`, BASENAME)?.at(-1)?.route;
}

/** A lazy screen group: its code arrives with its first visit, not with the console. */
const isLazy = (route: RouteObject | undefined) =>
  typeof route?.lazy === 'function' && route.Component === undefined && route.element === undefined;

describe('lazy screen groups', () => {
  const routes = createRoutes(new QueryClient());

  it('R9.11 loads each of the spec’s screen groups with its first visit', () => {
    const groups: Record<string, string> = {
      login: paths.login(),
      'extra login': paths.auth(),
      'onboarding page': paths.quickSetup(),
      'account-portal redirect': paths.accountPortal(),
      'general admin settings': paths.adminGeneralConfig(),
      'admin webhooks': paths.adminWebhooks(),
      packages: paths.packages(),
      'demo playground': paths.demo(),
      'distribution tabs': paths.releaseBundles('source'),
      pdn: paths.adminPdn(),
      'plug CLI extension': paths.cliLogin(),
      proxies: paths.adminProxies(),
      'system routes': paths.adminSystemLogs(),
      template: paths.template(),
    };
    const eager = Object.entries(groups).filter(([, path]) => !isLazy(routeAt(routes, path)));
    expect(eager).toEqual([]);
    // The layout itself, under which every application page renders.
    const layout = routes[0]?.children?.find((route) => route.id === LAYOUT_ROUTE_ID);
    expect(isLazy(layout)).toBe(true);
    // The support zone is the support micro-frontend's: not in the console's table at all.
    const supportPath = supportMicrofrontend.entry.routes[0]?.path ?? '';
    expect(routeAt(routes, supportPath)?.path).toBe('*');
  });

  it('R9.12 loads the pipelines, security-and-compliance and topology teasers with their first visit', () => {
    for (const path of [paths.pipelinesTeaser(), paths.securityTeaser(), paths.topologyTeaser()]) {
      expect(isLazy(routeAt(routes, path)), path).toBe(true);
    }
  });
});
