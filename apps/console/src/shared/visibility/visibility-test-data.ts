import {
  closedContext,
  type InstanceTrait,
  type ServiceName,
  type ServiceState,
  type VisibilityContext,
  type VisibilitySetting,
} from './context.ts';

/** Shorthand for a context in tests: only what a row cares about, over a closed context. */
export interface ContextSketch {
  admin?: boolean;
  projectAdmin?: boolean;
  anonymous?: boolean;
  anonymousAccess?: boolean;
  buildBasicView?: boolean;
  /** The scanner lets anonymous visitors search it. */
  xrayAnonymousAccess?: boolean;
  license?: string;
  cloud?: boolean;
  traits?: InstanceTrait[];
  /** Available services with their version ('' for an unknown version). */
  services?: Partial<Record<ServiceName, string>>;
  /** Installed but not available. */
  unavailable?: ServiceName[];
  features?: string[];
  settings?: VisibilitySetting[];
  entitlements?: { enforced: boolean; products: string[] };
  projectKey?: string;
}

/** A logged-in, licensed user of an on-premises instance running artifactory 7.77.0, unless the sketch says otherwise. */
export function contextOf(sketch: ContextSketch = {}): VisibilityContext {
  const services: Partial<Record<ServiceName, ServiceState>> = {};
  for (const [name, version] of Object.entries(sketch.services ?? { artifactory: '7.77.0' })) {
    services[name as ServiceName] = version === '' ? { available: true } : { available: true, version };
  }
  for (const name of sketch.unavailable ?? []) services[name] = { ...services[name], available: false };
  return {
    ...closedContext,
    user: {
      admin: sketch.admin ?? false,
      projectAdmin: sketch.projectAdmin ?? false,
      anonymous: sketch.anonymous ?? false,
    },
    anonymousAccess: {
      enabled: sketch.anonymousAccess ?? false,
      viewLevels: new Set([
        ...(sketch.buildBasicView ? (['buildBasicView'] as const) : []),
        ...(sketch.xrayAnonymousAccess ? (['xrayAnonymousAccess'] as const) : []),
      ]),
    },
    license: sketch.license ?? 'ENTERPRISE_PLUS',
    deployment: sketch.cloud ? 'cloud' : 'onPremises',
    traits: new Set(sketch.traits ?? []),
    services,
    features: new Set(sketch.features ?? []),
    settings: new Set(sketch.settings ?? []),
    entitlements: {
      enabled: sketch.entitlements !== undefined,
      enforced: sketch.entitlements?.enforced ?? false,
      products: new Set(sketch.entitlements?.products ?? []),
    },
    projectKey: sketch.projectKey ?? 'default',
  };
}
