import { isLicenseType, type LicenseType } from '@arca/contract';
import { artifactoryVersionGates, inVersionRange } from './version-range.ts';

/** The companion services a rule may need (R7.24), the artifactory service included. */
export const serviceNames = [
  'artifactory',
  'xray',
  'pipelines',
  'missionControl',
  'runtime',
  'distribution',
  'insight',
  /** The peer distribution network (admin-and-widgets.md §2, /admin/monitoring/pdn). */
  'pdn',
] as const;
export type ServiceName = (typeof serviceNames)[number];

/** An installed service: whether it answers now, and its version when known. */
export interface ServiceState {
  available: boolean;
  version?: string;
}

/**
 * Editions and situations of the instance (R7.23). Some follow from the licence name (see
 * `licenseTraits`); the others the server reports and the caller declares.
 */
export const instanceTraits = [
  'edge',
  'jcr',
  'conan',
  'oss',
  'trial',
  'enterprisePlus',
  'freemium',
  'freeTier',
  'coldInstance',
  'partner',
] as const;
export type InstanceTrait = (typeof instanceTraits)[number];

/**
 * Feature flags rules read (R7.28, R8.08; shell.md §2 Application layout). The server may report
 * others; the context takes any name.
 */
export const visibilityFeatures = [
  'projects',
  'lightweightInstance',
  'coldStorage',
  'federatedMonitoring',
  'environments',
  'curation',
  'cloudVariant',
  'pipelinesToolbarSearch',
  'artifactsBrowser',
  'platformGetStarted',
] as const;
export type VisibilityFeature = (typeof visibilityFeatures)[number];

/** Instance settings rules read that are not feature flags (shell.md §2, §6). */
export const visibilitySettings = [
  'onboardingAllowed',
  'coldStorageUrlConfigured',
  'supportAnalyticsEnabled',
  'quickActionVisible',
  'profileUpdatable',
] as const;
export type VisibilitySetting = (typeof visibilitySettings)[number];

/**
 * What an anonymous visitor may be allowed to see beyond the basics (R7.02, R7.30), and whether the
 * scanner lets them search it (R11.23).
 */
export const anonymousViewLevels = ['buildBasicView', 'xrayAnonymousAccess'] as const;
export type AnonymousViewLevel = (typeof anonymousViewLevels)[number];

/** Everything a visibility rule may look at (R7.22–R7.24, R7.28). */
export interface VisibilityContext {
  user: {
    admin: boolean;
    /** Holds the project-admin role (shell.md §6). */
    projectAdmin: boolean;
    /** The anonymous user, not logged in (shell.md §4 Session). */
    anonymous: boolean;
  };
  anonymousAccess: {
    /** The instance lets anonymous visitors in at all. */
    enabled: boolean;
    viewLevels: ReadonlySet<AnonymousViewLevel>;
  };
  /** The licence type as the server names it; 'N/A' or an unknown name ranks as none. */
  license: string;
  deployment: 'cloud' | 'onPremises';
  /** Traits the server reports; licence-derived ones need not be repeated. */
  traits: ReadonlySet<InstanceTrait>;
  /** Installed services; a service missing here is not installed. */
  services: Readonly<Partial<Record<ServiceName, ServiceState>>>;
  features: ReadonlySet<string>;
  settings: ReadonlySet<VisibilitySetting>;
  entitlements: { enabled: boolean; enforced: boolean; products: ReadonlySet<string> };
  /** The selected project's key; '' and 'default' mean the All context (shell.md §3). */
  projectKey: string;
}

/** A context where every gate is closed: an anonymous visitor of a bare, unlicensed instance. */
export const closedContext: VisibilityContext = {
  user: { admin: false, projectAdmin: false, anonymous: true },
  anonymousAccess: { enabled: false, viewLevels: new Set() },
  license: 'N/A',
  deployment: 'onPremises',
  traits: new Set(),
  services: {},
  features: new Set(),
  settings: new Set(),
  entitlements: { enabled: false, enforced: false, products: new Set() },
  projectKey: 'default',
};

const traitsOfLicense: Readonly<Partial<Record<LicenseType, readonly InstanceTrait[]>>> = {
  OSS: ['oss'],
  CONAN: ['conan'],
  JCR: ['jcr'],
  TRIAL: ['trial'],
  EDGE: ['edge'],
  EDGE_TRIAL: ['edge', 'trial'],
  ENTERPRISE_PLUS_TRIAL: ['enterprisePlus', 'trial'],
  ENTERPRISE_PLUS: ['enterprisePlus'],
};

/** The traits a licence name implies, e.g. EDGE_TRIAL is an edge and a trial. */
export function licenseTraits(license: string): readonly InstanceTrait[] {
  return isLicenseType(license) ? (traitsOfLicense[license] ?? []) : [];
}

export function hasTrait(context: VisibilityContext, trait: InstanceTrait): boolean {
  return context.traits.has(trait) || licenseTraits(context.license).includes(trait);
}

/** A specific project is selected, not All (shell.md §3). */
export function isSpecificProject(context: VisibilityContext): boolean {
  return context.projectKey !== '' && context.projectKey !== 'default';
}

export function serviceVersion(context: VisibilityContext, service: ServiceName): string | undefined {
  return context.services[service]?.version;
}

/** Projects are supported from artifactory 7.17.0 on (R7.25). */
export function projectsSupported(context: VisibilityContext): boolean {
  return inVersionRange(serviceVersion(context, 'artifactory'), artifactoryVersionGates.projects);
}

/** R7.10: projects supported, and the user is an admin or a project admin. */
export function canAdministerProjects(context: VisibilityContext): boolean {
  return projectsSupported(context) && (context.user.admin || context.user.projectAdmin);
}
