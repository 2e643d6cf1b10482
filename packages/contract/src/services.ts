import { UI_API } from './prefixes.ts';

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

export const servicePaths = {
  services: `${UI_API}/system/services`,
  /** `?name=` names the service; the mission-control variant names it in the path. */
  microserviceEnabled: `${UI_API}/system/ismicroserviceenabled`,
  missionControlEnabled: `${UI_API}/system/ismicroserviceenabled/mc`,
} as const;
