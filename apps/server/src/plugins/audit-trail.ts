import { apiPaths, UI_API } from '@arca/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { wasRefusedByAccessRule } from '../lib/routes.ts';
import { actorName } from '../modules/auth/actor.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Sign-in and sign-out calls: every attempt is a security event. */
const SIGN_IN = [`${UI_API}/ui/auth/`, `${UI_API}/auth/`, '/access/auth/', '/access/api/v2/authentication/'];

/** Sign-ins that come back with a GET: OAuth and proxy single sign-on. */
const SIGN_IN_BY_GET = new Set([apiPaths.oauthCallback, apiPaths.httpSsoLogin, '/access/auth/http-sso-login']);

/**
 * Changes to who may do what, and to how the instance is secured. Services that write their own
 * audit line (repositories, storage, builds, proxies, webhooks, integrations, general
 * configuration, licences, micro-frontends) are not listed, so nothing is recorded twice; when a
 * call's access rule refuses a change before such a service runs, the trail writes the line.
 */
const ADMINISTRATION = [
  '/access/api/',
  '/access/platform/',
  '/access/entities/',
  '/access/token/',
  '/artifactory/api/security/',
  '/artifactory/api/v2/security/',
  '/artifactory/api/system/support/',
  '/event/api/v1/settings',
  `${UI_API}/ui/securityconfig`,
  `${UI_API}/ui/crowdConfig`,
  `${UI_API}/ui/oauthConfig`,
  `${UI_API}/ui/requestPolicy`,
  `${UI_API}/ui/userProfile`,
  `${UI_API}/ui/userIdentifyToken/`,
  `${UI_API}/ui/setMeUp/`,
  `${UI_API}/ui/userSupport/`,
  `${UI_API}/projects/`,
];

/** The console reaches the services at their own paths behind the gateway prefix. */
function servicePath(route: string): string {
  for (const service of ['/access/', '/artifactory/', '/event/']) {
    if (route.startsWith(`${UI_API}${service}`)) return route.slice(UI_API.length);
  }
  return route;
}

export type AuditKind = 'sign-in' | 'administration' | 'refused credentials';

/** Which kind of security event a finished request is, if any. */
export function auditKindOf(
  method: string,
  route: string,
  status: number,
  hadCredentials: boolean,
  refusedByAccessRule = false,
): AuditKind | null {
  const path = servicePath(route);
  if (SAFE_METHODS.has(method)) {
    if (SIGN_IN_BY_GET.has(route) || SIGN_IN_BY_GET.has(path)) return 'sign-in';
  } else {
    if (SIGN_IN.some((prefix) => path.startsWith(prefix) || route.startsWith(prefix))) return 'sign-in';
    // A change refused before its service ran: the service's own audit line was never written.
    if (refusedByAccessRule || ADMINISTRATION.some((prefix) => path.startsWith(prefix))) return 'administration';
  }
  if (status === 401 && hadCredentials) return 'refused credentials';
  return null;
}

/**
 * The name a sign-in was attempted for: only the name fields of the body, or the name of Basic
 * credentials, never anything else they carry.
 */
function attemptedName(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Basic ')) {
    const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon > 0) return decoded.slice(0, Math.min(colon, 128));
  }
  const body = request.body;
  if (!body || typeof body !== 'object') return undefined;
  const fields = body as Record<string, unknown>;
  for (const key of ['user', 'username', 'userName']) {
    const value = fields[key];
    if (typeof value === 'string' && value !== '') return value.slice(0, 128);
  }
  return undefined;
}

/**
 * One audit line for every security event: sign-in attempts and their outcome, refused
 * credentials, and every change to users, groups, permissions, tokens, projects and the security
 * settings. The line names who, from where, what (the method and route, never the URL's values
 * or the body) and how it ended; the pino logger behind it redacts secrets besides.
 */
export function registerAuditTrail(app: FastifyInstance, audit: Logger) {
  // A callback hook: every request passes here, most without a line to write.
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? request.url.split('?', 1)[0] ?? '';
    const hadCredentials = request.headers.authorization !== undefined;
    const kind = auditKindOf(request.method, route, reply.statusCode, hadCredentials, wasRefusedByAccessRule(request));
    if (!kind) return done();
    const actor = request.actor ? actorName(request.actor) : undefined;
    const attempted = kind === 'administration' ? undefined : attemptedName(request);
    audit.info(
      {
        user: attempted ?? actor,
        action: `${request.method} ${route}`,
        kind,
        repo: '',
        path: '',
        ip: request.ip,
        result: reply.statusCode < 400 ? 'success' : 'failure',
        status: reply.statusCode,
      },
      kind,
    );
    done();
  });
}
