import type { LicenseType } from '@arca/contract';
import type { ServiceName } from '../visibility/index.ts';

/** Every teaser of packages-and-search.md §2: five with routes of their own, the rest embedded in screens. */
export const teaserIds = [
  'topology',
  'pdn',
  'pipelines',
  'securityAndCompliance',
  'releaseBundles',
  'dashboardTrends',
  'packagesXrayGraph',
  'packagesXrayData',
  'buildsXrayData',
  'distributionMain',
  'distributionReceived',
  'distributionTab',
  'artifacts',
  'licenseBuckets',
] as const;
export type TeaserId = (typeof teaserIds)[number];

/** The picture a teaser draws (components/teaser-illustration.tsx). */
export type TeaserIllustration = 'topology' | 'network' | 'pipeline' | 'shield' | 'bundle' | 'chart' | 'graph';

export interface TeaserData {
  id: TeaserId;
  header: string;
  text: string;
  /** What the service adds, one short line each. */
  points: readonly string[];
  /** The companion service whose absence the teaser explains. */
  service: ServiceName;
  /** How people name that service. */
  serviceTitle: string;
  /** R16.10: shown to administrators only. */
  adminOnly: boolean;
  /** R16.11: shown on a self-hosted (on-premise) instance only. */
  onPremiseOnly: boolean;
  /** R16.12: the licences the teaser is shown to (O52: the spec does not list them). */
  licenses: readonly LicenseType[];
  /** R16.08: picture above the text rather than beside it. */
  layout: 'horizontal' | 'vertical';
  illustration: TeaserIllustration;
  /** The documentation page the Read More link opens (R16.06). */
  docsTopic: string;
}

/**
 * The licence lists (O52). Every edition that could add the service sees its teaser; the
 * Artifactory-only editions (OSS, JCR, CONAN) see the upgrade variant. Edge nodes run no scanner
 * and no pipelines, so those teasers leave them out; distribution receiving is what an edge does,
 * so its teaser is the edge's own.
 */
const ENTERPRISE_PLUS: readonly LicenseType[] = ['ENTERPRISE_PLUS', 'ENTERPRISE_PLUS_TRIAL'];
const ARTIFACTORY_ONLY: readonly LicenseType[] = ['OSS', 'JCR', 'CONAN'];
const SELF_MANAGED: readonly LicenseType[] = [
  ...ARTIFACTORY_ONLY,
  'COMMERCIAL',
  'COMMERCIAL_X',
  'TRIAL',
  'ENTERPRISE',
  'ENTERPRISE_X',
  ...ENTERPRISE_PLUS,
];
const EVERY_LICENSE: readonly LicenseType[] = [...SELF_MANAGED, 'EDGE', 'EDGE_TRIAL'];
const EDGE_AND_ENTERPRISE_PLUS: readonly LicenseType[] = ['EDGE', 'EDGE_TRIAL', ...ENTERPRISE_PLUS];

const SECURITY_POINTS = [
  'Scan every package and container image for known vulnerabilities',
  'Find licences that break your policies before they ship',
  'Block downloads of components that fail a watch',
];

const scanner = {
  service: 'xray',
  serviceTitle: 'Security scanning',
  adminOnly: false,
  onPremiseOnly: false,
  licenses: SELF_MANAGED,
  layout: 'horizontal',
  illustration: 'shield',
  docsTopic: 'security-scanning',
  points: SECURITY_POINTS,
} as const;

const distribution = {
  service: 'distribution',
  serviceTitle: 'Distribution',
  adminOnly: false,
  onPremiseOnly: false,
  layout: 'horizontal',
  illustration: 'bundle',
  docsTopic: 'distribution',
} as const;

export const teasers: Readonly<Record<TeaserId, TeaserData>> = {
  topology: {
    id: 'topology',
    header: 'See every platform you run, on one map',
    text: 'Mission control draws the topology of all your sites: their services, versions and health, and how they replicate to each other.',
    points: [
      'Every site and its services on one map',
      'Versions and health at a glance',
      'Replication between sites, as it happens',
    ],
    service: 'missionControl',
    serviceTitle: 'Mission control',
    adminOnly: true,
    onPremiseOnly: false,
    licenses: SELF_MANAGED,
    layout: 'horizontal',
    illustration: 'topology',
    docsTopic: 'topology',
  },
  pdn: {
    id: 'pdn',
    header: 'Move large binaries peer to peer',
    text: 'The peer distribution network lets nodes in a data centre fetch release bundles from each other, so one download feeds a whole cluster.',
    points: [
      'Clients share what they have already fetched',
      'One download from the platform feeds the whole site',
      'Monitor peers and transfers from the administration area',
    ],
    service: 'pdn',
    serviceTitle: 'Peer distribution network',
    adminOnly: false,
    onPremiseOnly: false,
    licenses: EDGE_AND_ENTERPRISE_PLUS,
    layout: 'horizontal',
    illustration: 'network',
    docsTopic: 'peer-distribution-network',
  },
  pipelines: {
    id: 'pipelines',
    header: 'Build, test and release from one place',
    text: 'Pipelines runs your CI/CD next to your artifacts: every run records what it built and which packages it used.',
    points: [
      'Declarative pipelines kept in your own repositories',
      'Runs, steps and logs next to the artifacts they produce',
      'Node pools you manage, on your own machines',
    ],
    service: 'pipelines',
    serviceTitle: 'Pipelines',
    adminOnly: false,
    onPremiseOnly: true,
    licenses: SELF_MANAGED,
    layout: 'vertical',
    illustration: 'pipeline',
    docsTopic: 'pipelines',
  },
  securityAndCompliance: {
    ...scanner,
    id: 'securityAndCompliance',
    header: 'Know what is inside every package',
    text: 'Security scanning checks your packages, images and builds against vulnerability and licence databases, and enforces the policies you set.',
    layout: 'vertical',
  },
  releaseBundles: {
    ...distribution,
    id: 'releaseBundles',
    header: 'Ship signed, immutable releases',
    text: 'Release bundles gather the exact artifacts of a release, sign them, and distribute them to edge nodes wherever your users are.',
    points: [
      'Immutable, signed sets of artifacts',
      'Distribute to edge nodes in one step',
      'See which bundles every site has received',
    ],
    licenses: EVERY_LICENSE,
  },
  dashboardTrends: {
    id: 'dashboardTrends',
    header: 'Watch how your storage and traffic grow',
    text: 'Trends chart storage, downloads and active users over time, across every site.',
    points: ['Storage growth by repository', 'Downloads and uploads over time', 'Active users per day'],
    service: 'missionControl',
    serviceTitle: 'Mission control',
    adminOnly: true,
    onPremiseOnly: false,
    licenses: SELF_MANAGED,
    layout: 'horizontal',
    illustration: 'chart',
    docsTopic: 'trends',
  },
  packagesXrayGraph: {
    ...scanner,
    id: 'packagesXrayGraph',
    header: 'See the dependency graph of a package',
    text: 'Security scanning draws the dependencies of every version of this package and marks the ones with known issues.',
    illustration: 'graph',
  },
  packagesXrayData: {
    ...scanner,
    id: 'packagesXrayData',
    header: 'Vulnerabilities and licences of this package',
    text: 'Security scanning lists the known vulnerabilities and licences of every version, and the fix to apply.',
  },
  buildsXrayData: {
    ...scanner,
    id: 'buildsXrayData',
    header: 'Scan every build you publish',
    text: 'Security scanning checks each build run against your policies and tells you what to fix before it is released.',
  },
  distributionMain: {
    ...distribution,
    id: 'distributionMain',
    header: 'Create and distribute release bundles',
    text: 'Distribution turns the artifacts of a release into a signed bundle and sends it to your edge nodes.',
    points: [
      'Build bundles from builds, packages or queries',
      'Sign them with your own keys',
      'Track delivery to every edge',
    ],
    licenses: ENTERPRISE_PLUS,
  },
  distributionReceived: {
    ...distribution,
    id: 'distributionReceived',
    header: 'Release bundles received here',
    text: 'With distribution, the bundles sent to this node are listed here, with what they contain and when they arrived.',
    points: ['Every bundle this node received', 'Its contents and signature', 'When and from where it arrived'],
    licenses: EDGE_AND_ENTERPRISE_PLUS,
  },
  distributionTab: {
    ...distribution,
    id: 'distributionTab',
    header: 'Where has this been distributed?',
    text: 'Distribution shows which release bundles contain this artifact and which edge nodes have it.',
    points: ['The bundles that contain this artifact', 'The edge nodes that hold it'],
    licenses: EVERY_LICENSE,
  },
  artifacts: {
    ...scanner,
    id: 'artifacts',
    header: 'Scan this artifact',
    text: 'Security scanning shows the vulnerabilities and licences of every artifact you store, and whether it breaks a policy.',
  },
  licenseBuckets: {
    id: 'licenseBuckets',
    header: 'Manage licences for all your sites',
    text: 'Mission control keeps licence buckets and hands licences out to every platform you run.',
    points: [
      'One place for every licence',
      'Attach licences to new sites in a step',
      'See what is used and what is left',
    ],
    service: 'missionControl',
    serviceTitle: 'Mission control',
    adminOnly: true,
    onPremiseOnly: false,
    licenses: SELF_MANAGED,
    layout: 'horizontal',
    illustration: 'chart',
    docsTopic: 'license-buckets',
  },
};

/** The Artifactory-only editions: they cannot add a companion service without upgrading (R16.07). */
export function isArtifactoryOnly(license: string): boolean {
  return (ARTIFACTORY_ONLY as readonly string[]).includes(license);
}
