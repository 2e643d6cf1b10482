import { errorEnvelopeSchema } from './errors.ts';
import { consoleUrl, type RouteDescriptor, type RouteMethod, type RouteMount, route } from './routes/route.ts';

/** One service of the platform installed beside the artifact service, with its version. */
export interface InstalledService {
  name: string;
  version: string;
}

/** The artifact service itself; always installed. */
export const CORE_SERVICE = 'artifactory';

/** `GET /system/services`: every installed service, the artifact service first. */
export interface InstalledServices {
  services: InstalledService[];
}

export const installedServicesSchema = {
  type: 'object',
  required: ['services'],
  properties: {
    services: {
      type: 'array',
      items: {
        type: 'object',
        required: ['name', 'version'],
        properties: { name: { type: 'string' }, version: { type: 'string' } },
      },
    },
  },
} as const;

/** `GET /system/ismicroserviceenabled` (R28.051, R28.052): whether a service is installed. */
export interface MicroserviceEnabled {
  enabled: boolean;
}

export const microserviceEnabledSchema = {
  type: 'object',
  required: ['enabled'],
  properties: { enabled: { type: 'boolean' } },
} as const;

const serviceName = { type: 'string', minLength: 1, maxLength: 64 } as const;

const tag = 'Services';

/**
 * The installed services, public like the version call: the console reads them before anyone
 * logs in (R2.03) to decide which screens exist.
 */
export const serviceRoutes = {
  services: route<{ reply: InstalledServices }>()({
    method: 'GET',
    path: '/system/services',
    mount: 'console',
    access: 'anyone',
    tag,
    summary: 'Every installed service with its version, the artifact service first',
    responses: { 200: installedServicesSchema },
  }),
  // R28.051 gives no parameters; `?name=` is the reading chosen (decisions.md, "Licences").
  microserviceEnabled: route<{ query: { name: string }; reply: MicroserviceEnabled }>()({
    method: 'GET',
    path: '/system/ismicroserviceenabled',
    mount: 'console',
    access: 'anyone',
    tag,
    summary: 'Whether the service named in ?name= is installed',
    query: { type: 'object', required: ['name'], properties: { name: serviceName } },
    responses: { 200: microserviceEnabledSchema },
  }),
  // R28.052 names the mission-control service in the path; any service may be asked that way.
  microserviceEnabledByName: route<{ reply: MicroserviceEnabled }>()({
    method: 'GET',
    path: '/system/ismicroserviceenabled/:name',
    mount: 'console',
    access: 'anyone',
    tag,
    summary: 'Whether the service named in the path is installed',
    params: { type: 'object', required: ['name'], properties: { name: serviceName } },
    responses: { 200: microserviceEnabledSchema },
  }),
} as const;

export const servicePaths = {
  services: consoleUrl(serviceRoutes.services),
  /** `?name=` names the service; the mission-control variant names it in the path. */
  microserviceEnabled: consoleUrl(serviceRoutes.microserviceEnabled),
  missionControlEnabled: consoleUrl(serviceRoutes.microserviceEnabledByName, { name: 'mc' }),
} as const;

/**
 * The platform's companion services Arca does not include, each with the path its calls live
 * under: the console reaches most at the host's root (`/xray/ui/permissions/current`,
 * `/tracker/api/v3/pdn/tracker/nodes`…), where a router in front of a full platform sends them to
 * the service, and the cloud subscription and analytics calls under its gateway. Arca answers
 * every such call itself, saying the service is absent. The connect service's paths are not
 * known (O05): they are taken to live under `/connect`.
 */
export const companionServices = {
  xray: { name: 'Xray', prefix: '/xray', mount: 'api' },
  distribution: { name: 'Distribution', prefix: '/distribution', mount: 'api' },
  missionControl: { name: 'Mission Control', prefix: '/mc', mount: 'api' },
  pipelines: { name: 'Pipelines', prefix: '/pipe', mount: 'api' },
  insight: { name: 'Insight', prefix: '/insight', mount: 'api' },
  peerNetwork: { name: 'PDN', prefix: '/tracker', mount: 'api' },
  connect: { name: 'Connect', prefix: '/connect', mount: 'api' },
  subscription: { name: 'Subscription', prefix: '/ui/subscription', mount: 'console' },
  analytics: { name: 'Analytics', prefix: '/analytics', mount: 'console' },
} as const satisfies Record<string, { name: string; prefix: string; mount: RouteMount }>;

export type CompanionService = keyof typeof companionServices;

export const companionServiceMessages = {
  /** The 404 of every call under an absent companion's path. */
  absent: (service: string) => `${service} calls are answered by the ${service} service, which Arca does not include`,
} as const;

/** The methods the companions' calls use; each is answered the same way. */
export const companionMethods = ['GET', 'POST', 'PUT', 'DELETE'] as const satisfies readonly RouteMethod[];
export type CompanionMethod = (typeof companionMethods)[number];

type AbsentServiceRoutes = Record<`${CompanionService}${CompanionMethod}`, RouteDescriptor>;

function absentServiceRoutes(): AbsentServiceRoutes {
  const routes: Partial<AbsentServiceRoutes> = {};
  for (const [key, service] of Object.entries(companionServices) as Array<
    [CompanionService, (typeof companionServices)[CompanionService]]
  >) {
    for (const method of companionMethods) {
      routes[`${key}${method}`] = route()({
        method,
        path: `${service.prefix}/*`,
        mount: service.mount,
        access: 'anyone',
        tag: 'Companion services',
        summary: `${service.name}: not included in Arca, so every call answers 404`,
        responses: { 404: errorEnvelopeSchema },
      });
    }
  }
  return routes as AbsentServiceRoutes;
}

/**
 * Every call of an absent companion service (R28.047, R28.050, R28.057, R28.069, R28.071–R28.088,
 * R28.101, R28.103, R28.107–R28.109, R28.115): answered 404 with a message naming the service, so
 * the console treats it as it treats any companion that is not installed.
 */
export const companionServiceRoutes = absentServiceRoutes();
