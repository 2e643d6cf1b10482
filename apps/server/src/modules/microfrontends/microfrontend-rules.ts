import {
  MICROFRONTEND_DEFAULT_ORDER,
  MICROFRONTEND_MAX_ORDER,
  MICROFRONTEND_NAME_PATTERN,
  type MicrofrontendManifest,
  type MicrofrontendRegistration,
  type MicrofrontendRoute,
  microfrontendRouteKey,
} from '@arca/contract';
import { Invalid } from '../../lib/errors.ts';

const MAX_VERSION = 64;
const MAX_URL = 2048;
const MAX_ROUTES = 50;
const MAX_ROUTE_PATH = 200;
const MAX_TITLE = 100;

export const microfrontendRuleMessages = {
  name: (name: string) =>
    `'${name}' is not a micro-frontend name: use up to 63 lowercase letters, digits or '-', starting with a letter`,
  notFound: (name: string) => `Micro-frontend '${name}' is not registered`,
  version: `The version must be 1 to ${MAX_VERSION} characters`,
  url: "The URL must be a path starting with '/' (not '//') or an http:// or https:// URL",
  routeCount: `A micro-frontend registers 1 to ${MAX_ROUTES} routes`,
  routeStart: (path: string) => `The route '${path}' must start with '/'`,
  routeDots: (path: string) => `The route '${path}' must not have a '..' segment`,
  routeQuery: (path: string) => `The route '${path}' must not hold '?' or '#'`,
  routeLength: (path: string) => `The route '${path}' is longer than ${MAX_ROUTE_PATH} characters`,
  routeTwice: (path: string) => `The route '${path}' is listed twice`,
  routeTaken: (path: string, owner: string) =>
    `The route '${path}' belongs to the micro-frontend '${owner}' at the same order; choose another order to stand before or after it`,
  order: `The order must be a whole number from 0 to ${MICROFRONTEND_MAX_ORDER}`,
  title: (path: string) => `The title of the route '${path}' is longer than ${MAX_TITLE} characters`,
  entry: "The entry must be a file inside the build, without '..', backslashes or a leading '/'",
  folder: (name: string, folder: string) => `The manifest names '${name}' but sits in the folder '${folder}'`,
} as const;

export function isMicrofrontendName(name: string): boolean {
  return MICROFRONTEND_NAME_PATTERN.test(name);
}

// A browser reads '\' as '/' and drops tabs and newlines, so '/\host' or '/\t/host' would load another site.
const UNSAFE_URL_CHARACTER = /[\\\s\p{Cc}]/u;

function urlProblem(url: string): string | undefined {
  if (url.length === 0 || url.length > MAX_URL || UNSAFE_URL_CHARACTER.test(url)) return microfrontendRuleMessages.url;
  if (url.startsWith('/')) return url.startsWith('//') ? microfrontendRuleMessages.url : undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? undefined : microfrontendRuleMessages.url;
  } catch {
    return microfrontendRuleMessages.url;
  }
}

function routeProblem(route: MicrofrontendRoute): string | undefined {
  const { path } = route;
  if (!path.startsWith('/')) return microfrontendRuleMessages.routeStart(path);
  if (path.length > MAX_ROUTE_PATH) return microfrontendRuleMessages.routeLength(path);
  if (path.includes('?') || path.includes('#')) return microfrontendRuleMessages.routeQuery(path);
  if (path.split('/').includes('..')) return microfrontendRuleMessages.routeDots(path);
  if (route.title !== undefined && route.title.length > MAX_TITLE) return microfrontendRuleMessages.title(path);
  return undefined;
}

/** The route with only the fields the registry keeps, in one order, so stored lists compare as text. */
function normalRoute(route: MicrofrontendRoute): MicrofrontendRoute {
  return {
    path: route.path,
    ...(route.title !== undefined ? { title: route.title } : {}),
    ...(route.admin !== undefined ? { admin: route.admin } : {}),
  };
}

function routesProblem(routes: MicrofrontendRoute[]): string | undefined {
  if (routes.length < 1 || routes.length > MAX_ROUTES) return microfrontendRuleMessages.routeCount;
  const seen = new Set<string>();
  for (const route of routes) {
    const problem = routeProblem(route);
    if (problem) return problem;
    if (seen.has(microfrontendRouteKey(route.path))) return microfrontendRuleMessages.routeTwice(route.path);
    seen.add(microfrontendRouteKey(route.path));
  }
  return undefined;
}

function isOrder(order: unknown): boolean {
  return Number.isInteger(order) && (order as number) >= 0 && (order as number) <= MICROFRONTEND_MAX_ORDER;
}

function registrationProblem(name: string, input: MicrofrontendRegistration): string | undefined {
  if (!isMicrofrontendName(name)) return microfrontendRuleMessages.name(name);
  if (input.version.length < 1 || input.version.length > MAX_VERSION) return microfrontendRuleMessages.version;
  if (input.order !== undefined && !isOrder(input.order)) return microfrontendRuleMessages.order;
  return urlProblem(input.url) ?? routesProblem(input.routes);
}

/** A registration as the registry keeps it, its order given, or Invalid with the first thing wrong. */
export function checkedRegistration(
  name: string,
  input: MicrofrontendRegistration,
): Required<MicrofrontendRegistration> {
  const problem = registrationProblem(name, input);
  if (problem) throw new Invalid(problem);
  const order = input.order ?? MICROFRONTEND_DEFAULT_ORDER;
  return { version: input.version, url: input.url, order, routes: input.routes.map(normalRoute) };
}

function isRoute(value: unknown): value is MicrofrontendRoute {
  if (typeof value !== 'object' || value === null) return false;
  const route = value as Record<string, unknown>;
  return (
    typeof route.path === 'string' &&
    (route.title === undefined || typeof route.title === 'string') &&
    (route.admin === undefined || typeof route.admin === 'boolean')
  );
}

function isSafeEntry(entry: string): boolean {
  if (entry === '' || entry.startsWith('/') || entry.includes('\\') || entry.includes('\0')) return false;
  return !entry.split('/').some((segment) => segment === '' || segment === '.' || segment === '..');
}

/**
 * A bundled build's manifest, read from `<folder>/dist/microfrontend.json`: checked as a
 * registration is, plus its name against the folder and its entry against the build.
 */
export function checkedManifest(
  folder: string,
  value: unknown,
): { manifest: MicrofrontendManifest } | { problem: string } {
  if (typeof value !== 'object' || value === null) return { problem: 'The manifest is not a JSON object' };
  const raw = value as Record<string, unknown>;
  if (typeof raw.name !== 'string' || typeof raw.version !== 'string' || typeof raw.entry !== 'string') {
    return { problem: 'The manifest needs name, version and entry as text' };
  }
  if (!Array.isArray(raw.routes) || !raw.routes.every(isRoute)) {
    return { problem: 'The manifest needs routes as a list of { path, title?, admin? }' };
  }
  if (raw.order !== undefined && !isOrder(raw.order)) return { problem: microfrontendRuleMessages.order };
  if (raw.name !== folder) return { problem: microfrontendRuleMessages.folder(raw.name, folder) };
  if (!isSafeEntry(raw.entry)) return { problem: microfrontendRuleMessages.entry };
  const problem = registrationProblem(raw.name, { version: raw.version, url: '/', routes: raw.routes });
  if (problem) return { problem };
  const { name, version, entry } = raw;
  const order = (raw.order as number | undefined) ?? MICROFRONTEND_DEFAULT_ORDER;
  return { manifest: { name, version, entry, order, routes: raw.routes.map(normalRoute) } };
}
