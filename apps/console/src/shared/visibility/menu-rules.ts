import { type LicenseType, licenseGates } from '@arca/contract';
import type { RuleStep } from './conditions.ts';
import type { ServiceName } from './context.ts';
import type { VisibilityRule } from './evaluate.ts';
import { artifactoryVersionGates } from './version-range.ts';

/** R7.19: release bundles need an edge or an enterprise-plus licence (trials included). */
export const RELEASE_BUNDLE_LICENSES: readonly LicenseType[] = [
  'EDGE',
  'EDGE_TRIAL',
  'ENTERPRISE_PLUS',
  'ENTERPRISE_PLUS_TRIAL',
];

/** R7.34: the enterprise licences cold storage needs; EDGE ranks the same but is no enterprise licence. */
export const COLD_STORAGE_LICENSES: readonly LicenseType[] = [
  'ENTERPRISE',
  'ENTERPRISE_X',
  'ENTERPRISE_PLUS',
  'ENTERPRISE_PLUS_TRIAL',
];

/** R7.18: the scanner needs COMMERCIAL (rank 2) or higher. */
export const SCANNER_MIN_LICENSE_RANK = 2;

const notLightweight: RuleStep = { kind: 'feature', flag: 'lightweightInstance', on: false };
/** Projects need their licence rank (docs/decisions.md, "Licence gates"): below it the entry is disabled with the tooltip. */
const projectsLicensed: RuleStep = { kind: 'minLicenseRank', rank: licenseGates.projects.minRank };
const projectSettings: readonly RuleStep[] = [
  { kind: 'canAdministerProjects' },
  { kind: 'project', context: 'specific' },
  projectsLicensed,
];
const scanner: readonly RuleStep[] = [
  { kind: 'entitlement', product: 'xray' },
  { kind: 'service', service: 'xray' },
  { kind: 'minLicenseRank', rank: SCANNER_MIN_LICENSE_RANK },
];

/** An area that needs its companion service installed, and entitled where entitlements are enforced. */
function serviceArea<Id extends ServiceName>(service: Id, feature: string) {
  return {
    id: service,
    feature,
    steps: [
      { kind: 'entitlement', product: service },
      { kind: 'service', service },
    ],
  } as const satisfies VisibilityRule;
}

/**
 * Main-menu, admin-menu, project-settings and user-menu entries (admin-and-widgets.md §2, §6;
 * shell.md §6). The names of feature flags and services are matched to entries by their names in
 * the spec; where the spec names no gate, an entry needs none here.
 */
export const menuRules = {
  /** R7.18, R7.24, R7.31: the xray area needs the scanner, its entitlement and a commercial licence. */
  securityScanning: { id: 'securityScanning', feature: 'Xray', steps: scanner },
  /** The xray area's curation entry, gated by the curation flag too (R7.28). */
  curation: {
    id: 'curation',
    feature: 'Curation',
    steps: [...scanner, { kind: 'feature', flag: 'curation', on: true }],
  },
  /** R7.19; R11.21: release bundles need an edge or enterprise-plus licence, and are hidden on a lightweight instance. */
  releaseBundles: {
    id: 'releaseBundles',
    feature: 'Release Bundles',
    steps: [notLightweight, { kind: 'license', oneOf: RELEASE_BUNDLE_LICENSES }],
  },
  /** R7.24: the distribution, pipelines and runtime areas need their service (and its entitlement). */
  distribution: serviceArea('distribution', 'Distribution'),
  pipelines: serviceArea('pipelines', 'Pipelines'),
  runtime: serviceArea('runtime', 'Runtime'),
  /** R7.24: mission-control admin targets (/admin/mission_control/…) need the mission control service. */
  missionControl: {
    id: 'missionControl',
    feature: 'Mission Control',
    steps: [{ kind: 'admin' }, { kind: 'service', service: 'missionControl' }],
  },
  /** R7.02; R11.21: anonymous visitors see builds only with anonymous access and the build basic view; hidden on a lightweight instance. */
  builds: {
    id: 'builds',
    feature: 'Builds',
    steps: [notLightweight, { kind: 'anonymousAccess', viewLevel: 'buildBasicView', otherwise: 'hidden' }],
  },
  /** R11.21: packages are hidden on a lightweight instance. */
  packages: { id: 'packages', feature: 'Packages', steps: [notLightweight] },
  /** R7.33: user onboarding needs onboarding allowed and an admin. */
  userOnboarding: {
    id: 'userOnboarding',
    feature: 'Onboarding',
    steps: [{ kind: 'setting', setting: 'onboardingAllowed', on: true }, { kind: 'admin' }],
  },
  /** R7.34: cold storage needs an admin, not a cold instance, a configured cold URL and an enterprise licence. */
  coldStorage: {
    id: 'coldStorage',
    feature: 'Cold Storage',
    steps: [
      { kind: 'admin' },
      { kind: 'trait', trait: 'coldInstance', present: false },
      { kind: 'setting', setting: 'coldStorageUrlConfigured', on: true },
      { kind: 'license', oneOf: COLD_STORAGE_LICENSES },
    ],
  },
  /** R7.35: support analytics is hidden unless enabled or the user is an admin. */
  supportAnalytics: {
    id: 'supportAnalytics',
    feature: 'Support Analytics',
    steps: [
      {
        kind: 'anyOf',
        conditions: [{ kind: 'setting', setting: 'supportAnalyticsEnabled', on: true }, { kind: 'admin' }],
      },
    ],
  },
  /** R7.04, R7.29, R3.09: the administration area, its menu and routes are for admins. */
  administration: { id: 'administration', feature: 'Administration', steps: [{ kind: 'admin' }] },
  /** R7.25: projects need artifactory 7.17.0 or later; the admin projects list is for admins and a licence rank. */
  adminProjects: {
    id: 'adminProjects',
    feature: licenseGates.projects.feature,
    steps: [
      { kind: 'admin' },
      { kind: 'service', service: 'artifactory', range: artifactoryVersionGates.projects },
      projectsLicensed,
    ],
  },
  /** R7.10: a project's own settings, reached from the project settings sidebar or the projects list. */
  projectAdministration: {
    id: 'projectAdministration',
    feature: licenseGates.projects.feature,
    steps: [{ kind: 'canAdministerProjects' }, projectsLicensed],
  },
  /** R7.10, R7.11, R8.03: the project-settings menu and sidebar need project administration and a specific project. */
  projectSettings: { id: 'projectSettings', feature: 'Project Settings', steps: projectSettings },
  /** Project settings' environments entry, gated by the environments flag too (R7.28). */
  projectEnvironments: {
    id: 'projectEnvironments',
    feature: 'Environments',
    steps: [...projectSettings, { kind: 'feature', flag: 'environments', on: true }],
  },
  /** Project settings' curated repositories, gated by the curation flag too (R7.28). */
  projectCuratedRepositories: {
    id: 'projectCuratedRepositories',
    feature: 'Curated Repositories',
    steps: [...projectSettings, { kind: 'feature', flag: 'curation', on: true }],
  },
  /** The admin environments area, gated by the environments flag (R7.28). */
  adminEnvironments: {
    id: 'adminEnvironments',
    feature: 'Environments',
    steps: [{ kind: 'admin' }, { kind: 'feature', flag: 'environments', on: true }],
  },
  /** R7.26: federated repositories need artifactory 7.18.0. */
  federatedRepositories: {
    id: 'federatedRepositories',
    feature: 'Federated Repositories',
    steps: [{ kind: 'service', service: 'artifactory', range: artifactoryVersionGates.federatedRepositories }],
  },
  /** /admin/monitoring/federation-status, gated by the federated monitoring flag (R7.28, R8.28). */
  federationStatus: {
    id: 'federationStatus',
    feature: 'Federation Status',
    steps: [{ kind: 'admin' }, { kind: 'feature', flag: 'federatedMonitoring', on: true }],
  },
  /** R7.27: the virtual-repository gate needs artifactory 7.27.0. */
  virtualRepositoryGate: {
    id: 'virtualRepositoryGate',
    feature: 'Virtual Repositories',
    steps: [{ kind: 'service', service: 'artifactory', range: artifactoryVersionGates.virtualRepositoryGate }],
  },
  /** R7.36, R7.38: the retention status check is made for admins only. */
  retentionStatus: { id: 'retentionStatus', feature: 'Retention', steps: [{ kind: 'admin' }] },
  /** The integrations area: for signed-in users; an anonymous visitor has nothing to connect. */
  integrations: { id: 'integrations', feature: 'Integrations', steps: [{ kind: 'loggedIn' }] },
  /** Live log viewer (shell.md §2): the support-zone download link is hidden on cloud. */
  logDownloadLink: {
    id: 'logDownloadLink',
    feature: 'Support Zone',
    steps: [{ kind: 'deployment', is: 'onPremises' }],
  },
} as const satisfies Record<string, VisibilityRule>;
