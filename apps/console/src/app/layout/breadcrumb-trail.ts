import { matchRoutes, type Params, type RouteObject } from 'react-router';
import { paths } from '../../shared/routing/paths.ts';
import { type RouteHandle, readHandle } from '../route-handle.ts';

/** One step of the trail: the page a path opens, labelled by its route's handle. */
export interface TrailCrumb {
  pathname: string;
  handle: RouteHandle;
  params: Params;
  route: RouteObject;
}

/**
 * Sections whose pages sit under a home page that no address of theirs leads through: every
 * administration screen belongs under the administration menu.
 */
const sectionHomes = [{ under: `${paths.admin()}/`, home: paths.adminMenu() }] as const;

function labelled(handle: RouteHandle, params: Params): boolean {
  const named = handle.crumbParam === undefined ? undefined : params[handle.crumbParam];
  return Boolean(handle.crumb || named || handle.title);
}

/** The page a path opens, if it names itself: its deepest labelled route. The catch-all names no page. */
function crumbAt(routes: RouteObject[], pathname: string): TrailCrumb | undefined {
  const matches = matchRoutes(routes, pathname) ?? [];
  if (matches.at(-1)?.route.path === '*') return undefined;
  for (const match of [...matches].reverse()) {
    const handle = readHandle(match.route.handle);
    if (labelled(handle, match.params)) {
      return { pathname: match.pathname, handle, params: match.params, route: match.route };
    }
  }
  return undefined;
}

/** Two steps that are one page to a reader: the same route, or the same plain title (the artifact tree's levels). */
function samePage(a: TrailCrumb, b: TrailCrumb): boolean {
  if (a.route === b.route) return true;
  const plain = (crumb: TrailCrumb) => (crumb.handle.crumb || crumb.handle.crumbParam ? undefined : crumb.handle.title);
  return plain(a) !== undefined && plain(a) === plain(b);
}

/** The pages each leading part of the address opens, parents first, each page once at its deepest address. */
function prefixTrail(routes: RouteObject[], pathname: string): TrailCrumb[] {
  const segments = pathname.split('/').filter(Boolean);
  const trail: TrailCrumb[] = [];
  for (let length = 1; length <= segments.length; length += 1) {
    const crumb = crumbAt(routes, `/${segments.slice(0, length).join('/')}`);
    if (!crumb) continue;
    const last = trail.at(-1);
    if (last && samePage(last, crumb)) trail.pop();
    trail.push(crumb);
  }
  return trail;
}

/**
 * The breadcrumb trail of a page (BRIEF §6): its parents, found through the addresses above it, the
 * parent a route names when its address does not show it, and the home of its section, then itself.
 */
export function breadcrumbTrail(routes: RouteObject[], pathname: string): TrailCrumb[] {
  let trail = prefixTrail(routes, pathname);
  const leaf = trail.at(-1);
  const parent = leaf?.handle.crumbParent;
  if (leaf && parent !== undefined && parent !== pathname) trail = [...breadcrumbTrail(routes, parent), leaf];
  const section = sectionHomes.find(({ under }) => pathname.startsWith(under));
  if (section && trail[0]?.pathname !== section.home) {
    const home = crumbAt(routes, section.home);
    if (home) trail = [home, ...trail];
  }
  return trail;
}
