import { consoleUrl, route } from './routes/route.ts';

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
