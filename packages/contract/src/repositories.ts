import { isLicenseType, type LicenseType, unsupportedFeatureMessage } from './licenses.ts';
import { type ProjectScopeQuery, projectScopeProperties } from './project-scope.ts';
import { route } from './routes/route.ts';
import { compareVersions } from './versions.ts';

/**
 * Repository kinds and package types (packages-and-search.md §3): one catalogue the server
 * validates against and the console draws its pickers from.
 */

/** Where a kind or type can be switched off or hidden (R12.31–R12.37). */
export type AvailabilityFlavour = 'oss' | 'containerRegistryOnly' | 'cold' | 'edge' | 'projectSelected';

export interface Availability {
  /** Shown but not selectable in these editions or situations. */
  disabledIn?: readonly (AvailabilityFlavour | 'freemium')[];
  /** Not shown at all in these. */
  hiddenIn?: readonly AvailabilityFlavour[];
  /** Never shown (R12.39). */
  alwaysHidden?: boolean;
  /** Shown only when the server supports this feature (R12.36). */
  requiresFeature?: string;
  /** Shown only from this artifactory service version on (R12.37). */
  minVersion?: string;
}

/** What a console knows about the instance it runs against, for availability (R12.31–R12.37). */
export interface InstanceFacts {
  /** The editions and situations in force, e.g. an edge node, or a project selected. */
  flavours: ReadonlySet<AvailabilityFlavour | 'freemium'>;
  /** The server features that are supported. */
  features: ReadonlySet<string>;
  /** The artifactory service version, e.g. 7.90.1. */
  version: string;
}

export type AvailabilityVerdict = 'visible' | 'disabled' | 'hidden';

/** Whether a kind or package type is offered, offered but not selectable, or not shown at all. */
export function availabilityOf(availability: Availability, facts: InstanceFacts): AvailabilityVerdict {
  if (availability.alwaysHidden) return 'hidden';
  if (availability.hiddenIn?.some((flavour) => facts.flavours.has(flavour))) return 'hidden';
  if (availability.requiresFeature && !facts.features.has(availability.requiresFeature)) return 'hidden';
  if (availability.minVersion && compareVersions(facts.version, availability.minVersion) < 0) return 'hidden';
  if (availability.disabledIn?.some((flavour) => facts.flavours.has(flavour))) return 'disabled';
  return 'visible';
}

export const repositoryKindValues = ['LOCAL', 'REMOTE', 'CACHED', 'VIRTUAL', 'RELEASE_BUNDLES', 'FEDERATED'] as const;
export type RepositoryKindValue = (typeof repositoryKindValues)[number];

export interface RepositoryKindDefinition {
  value: RepositoryKindValue;
  /** The key in URLs and config JSON (`rclass`); CACHED has none (R12.04). */
  key: string | null;
  text: string;
  description: string;
  icon: string;
  availability: Availability;
}

/** R12.02–R12.08 */
export const repositoryKinds: readonly RepositoryKindDefinition[] = [
  {
    value: 'LOCAL',
    key: 'local',
    text: 'Local',
    description: 'Holds the artifacts your teams deploy.',
    icon: 'local',
    availability: {},
  },
  {
    value: 'REMOTE',
    key: 'remote',
    text: 'Remote',
    description: 'Proxies and caches an upstream registry.',
    icon: 'remote',
    availability: { hiddenIn: ['edge'] },
  },
  {
    value: 'CACHED',
    key: null,
    text: 'Cache',
    description: 'What a remote repository has fetched so far.',
    icon: 'cache',
    availability: {},
  },
  {
    value: 'VIRTUAL',
    key: 'virtual',
    text: 'Virtual',
    description: 'One address over several local and remote repositories.',
    icon: 'virtual',
    availability: {},
  },
  {
    value: 'RELEASE_BUNDLES',
    key: 'distribution',
    text: 'Release Bundles',
    description: 'Holds distributed release bundles.',
    icon: 'distribution',
    availability: { hiddenIn: ['oss', 'containerRegistryOnly'] },
  },
  {
    value: 'FEDERATED',
    key: 'federated',
    text: 'Federated',
    description: 'Kept in step across several instances.',
    icon: 'federated',
    availability: { disabledIn: ['oss', 'containerRegistryOnly'], hiddenIn: ['edge', 'cold'] },
  },
];

/** The kinds a repository can be created as, by their config key. */
export const repositoryClasses = ['local', 'remote', 'virtual', 'federated'] as const;
export type RepositoryClass = (typeof repositoryClasses)[number];

export interface PackageTypeDefinition {
  /** The server's enum name, e.g. 'Npm'. */
  enumName: string;
  /** The value in config JSON and URLs, e.g. 'npm'. */
  value: string;
  text: string;
  icon: string;
  /** Empty for types without repositories (R12.21, R12.22). */
  kinds: readonly RepositoryClass[];
  availability: Availability;
  subtypes?: readonly string[];
}

const ALL: readonly RepositoryClass[] = ['local', 'federated', 'remote', 'virtual'];

/**
 * The package types the container-registry-only edition keeps (R12.32): images, charts and plain
 * files. It disables every other type, so the picker shows them with the licence tooltip.
 */
export const containerRegistryPackageTypes: readonly string[] = ['generic', 'docker', 'oci', 'helm', 'helmoci'];

function type(
  enumName: string,
  value: string,
  text: string,
  kinds: readonly RepositoryClass[],
  availability: Availability = {},
): PackageTypeDefinition {
  const edition: Availability = containerRegistryPackageTypes.includes(value)
    ? {}
    : { disabledIn: [...(availability.disabledIn ?? []), 'containerRegistryOnly'] };
  return { enumName, value, text, icon: value, kinds, availability: { ...availability, ...edition } };
}

/** R12.09–R12.23, R12.38–R12.40 */
export const packageTypes: readonly PackageTypeDefinition[] = [
  type('Generic', 'generic', 'Generic', ALL),
  type('Maven', 'maven', 'Maven', ALL),
  type('Gradle', 'gradle', 'Gradle', ALL),
  type('Ivy', 'ivy', 'Ivy', ALL),
  type('SBT', 'sbt', 'SBT', ALL),
  type('Alpine', 'alpine', 'Alpine', ALL),
  type('Bower', 'bower', 'Bower', ALL),
  type('Chef', 'chef', 'Chef', ALL),
  type('Conan', 'conan', 'Conan', ALL),
  type('Conda', 'conda', 'Conda', ALL),
  type('CRAN', 'cran', 'CRAN', ALL),
  type('Debian', 'debian', 'Debian', ALL),
  type('Docker', 'docker', 'Docker', ALL),
  type('OCI', 'oci', 'OCI', ALL),
  type('HelmOCI', 'helmoci', 'Helm OCI', ALL, { alwaysHidden: true }),
  type('Gems', 'gems', 'Gems', ALL),
  type('GitLfs', 'gitlfs', 'Git LFS', ALL),
  type('Go', 'go', 'Go', ALL),
  type('Helm', 'helm', 'Helm', ALL),
  type('Npm', 'npm', 'npm', ALL),
  type('NuGet', 'nuget', 'NuGet', ALL),
  type('Composer', 'composer', 'PHP Composer', ALL),
  type('Pypi', 'pypi', 'PyPI', ALL),
  type('Pub', 'pub', 'Pub', ALL),
  type('Puppet', 'puppet', 'Puppet', ALL),
  type('Swift', 'swift', 'Swift', ALL, { disabledIn: ['freemium'] }),
  type('YUM', 'yum', 'RPM', ALL),
  { ...type('Terraform', 'terraform', 'Terraform', ALL), subtypes: ['module', 'provider'] },
  type('Cargo', 'cargo', 'Cargo', ['local', 'federated', 'remote']),
  type('CocoaPods', 'cocoapods', 'CocoaPods', ['local', 'federated', 'remote']),
  type('Opkg', 'opkg', 'Opkg', ['local', 'federated', 'remote']),
  type('P2', 'p2', 'P2', ['remote', 'virtual']),
  type('Vagrant', 'vagrant', 'Vagrant', ['local', 'federated']),
  type('VCS', 'vcs', 'VCS', ['remote']),
  type('HuggingFaceML', 'huggingfaceml', 'Hugging Face ML', ['local', 'remote'], { minVersion: '7.69.0' }),
  type('TerraformBackend', 'terraformbackend', 'Terraform Backend', ['local']),
  type('ReleaseBundles', 'releaseBundles', 'Release Bundles', ['local']),
  type('BuildInfo', 'buildinfo', 'Build Info', []),
  type('SupportBundle', 'supportbundle', 'Support Bundle', []),
];

const flavoursOfLicense: Readonly<Partial<Record<LicenseType, readonly AvailabilityFlavour[]>>> = {
  OSS: ['oss'],
  JCR: ['containerRegistryOnly'],
  EDGE: ['edge'],
  EDGE_TRIAL: ['edge'],
};

/**
 * The catalogue's editions a licence name puts the instance in (R12.31, R12.32, R12.34): OSS the
 * open-source edition, JCR the container-registry-only one, EDGE and EDGE_TRIAL an edge node.
 * Other licences, N/A and unknown names narrow nothing.
 */
export function editionFlavoursOf(license: string): ReadonlySet<AvailabilityFlavour> {
  return new Set(isLicenseType(license) ? (flavoursOfLicense[license] ?? []) : []);
}

/**
 * What the licence alone makes of an availability: features, versions and the selected project
 * are left out, as they are not the edition's to decide.
 */
export function editionAvailabilityOf(availability: Availability, license: string): AvailabilityVerdict {
  const { hiddenIn, disabledIn } = availability;
  return availabilityOf(
    { ...(hiddenIn ? { hiddenIn } : {}), ...(disabledIn ? { disabledIn } : {}) },
    { flavours: editionFlavoursOf(license), features: new Set(), version: '0.0.0' },
  );
}

/**
 * Why a licence may not create a repository of this kind and package type: the licence tooltip's
 * text, naming the package type (e.g. 'Maven') or else the kind (e.g. 'Federated Repositories')
 * that its edition hides or disables. Undefined when the edition allows both; unknown names are
 * left to the catalogue's own checks.
 */
export function repositoryEditionRefusal(license: string, rclass: string, packageType: string): string | undefined {
  const type = findPackageType(packageType);
  if (type && editionAvailabilityOf(type.availability, license) !== 'visible') {
    return unsupportedFeatureMessage(type.text, license);
  }
  const kind = repositoryKinds.find((candidate) => candidate.key === rclass);
  if (kind && editionAvailabilityOf(kind.availability, license) !== 'visible') {
    return unsupportedFeatureMessage(`${kind.text} Repositories`, license);
  }
  return undefined;
}

/** R12.24–R12.28: other names clients use for a package type. */
export const packageTypeAliases: Readonly<Record<string, string>> = {
  golang: 'go',
  gav: 'maven',
  deb: 'debian',
  rubygems: 'gems',
  terraformmodule: 'terraform',
  terraformprovider: 'terraform',
};

/** R12.29, R12.30: how a package-type filter names these types. */
export const packageTypeFilterNames: Readonly<Record<string, string>> = { debian: 'deb', gems: 'rubygems' };

/** The catalogue entry for a value or alias, any case; undefined for an unknown type. */
export function findPackageType(name: string): PackageTypeDefinition | undefined {
  const lower = name.toLowerCase();
  const value = packageTypeAliases[lower] ?? lower;
  return packageTypes.find((candidate) => candidate.value.toLowerCase() === value);
}

/** The name a package-type filter sends for a type (R12.29, R12.30). */
export function packageTypeFilterName(value: string): string {
  return packageTypeFilterNames[value] ?? value;
}

/** R26.09: characters a repository key must not contain. */
export const REPO_KEY_FORBIDDEN_CHARACTERS = ['/', '\\', ':', '|', '?', '*', '"', '<', '>', '&'] as const;
export const REPO_KEY_MAX_LENGTH = 64;

export const repoKeyMessages = {
  /** R26.09 */
  illegalCharacters: 'Name contains illegal characters',
  /** R26.29 */
  start: 'Key must start with a letter or a digit',
  /** R26.28 */
  characters: 'Key can only contain letters, digits, . or -',
  tooLong: `Value may not exceed ${REPO_KEY_MAX_LENGTH} symbols`,
} as const;

/**
 * What is wrong with a repository key, checked in the order a user fixes it: forbidden
 * characters, the first character, then the characters allowed. Undefined for a good key.
 */
export function repoKeyProblem(key: string): string | undefined {
  if (REPO_KEY_FORBIDDEN_CHARACTERS.some((character) => key.includes(character))) {
    return repoKeyMessages.illegalCharacters;
  }
  if (!/^[A-Za-z0-9]/.test(key)) return repoKeyMessages.start;
  if (!/^[A-Za-z0-9.-]+$/.test(key)) return repoKeyMessages.characters;
  if (key.length > REPO_KEY_MAX_LENGTH) return repoKeyMessages.tooLong;
  return undefined;
}

/**
 * A repository's configuration as `/artifactory/api/repositories/{key}` shows and takes it
 * (jfrog-wire-compat §1.8), with the fields Arca acts on; others a client sends are kept as given.
 */
export interface RepositoryConfig {
  key: string;
  rclass: RepositoryClass;
  packageType: string;
  description?: string;
  notes?: string;
  includesPattern?: string;
  excludesPattern?: string;
  repoLayoutRef?: string;
  projectKey?: string;
  environments?: string[];
  /** Remote */
  url?: string;
  username?: string;
  password?: string;
  proxy?: string;
  offline?: boolean;
  hardFail?: boolean;
  retrievalCachePeriodSecs?: number;
  missedRetrievalCachePeriodSecs?: number;
  /** How long the upstream may keep silent, waiting for its answer or within its body; 0 or none: 15 000. */
  socketTimeoutMillis?: number;
  /** Virtual: member keys, in resolution order. */
  repositories?: string[];
  defaultDeploymentRepo?: string;
  /** Generic local: where package versions sit, e.g. `[name]/[version]/[name]-[version].zip`. */
  leadFilePattern?: string;
  [field: string]: unknown;
}

const shortText = { type: 'string', maxLength: 1024 } as const;

export const repositoryConfigSchema = {
  type: 'object',
  required: ['rclass'],
  properties: {
    key: { type: 'string', minLength: 1, maxLength: 256 },
    rclass: { type: 'string', enum: repositoryClasses },
    packageType: { type: 'string', minLength: 1, maxLength: 64 },
    description: shortText,
    notes: { type: 'string', maxLength: 8192 },
    includesPattern: shortText,
    excludesPattern: shortText,
    leadFilePattern: shortText,
    repoLayoutRef: { type: 'string', maxLength: 128 },
    projectKey: { type: 'string', maxLength: 64 },
    environments: { type: 'array', maxItems: 32, items: { type: 'string', maxLength: 64 } },
    url: { type: 'string', maxLength: 2048 },
    username: { type: 'string', maxLength: 256 },
    password: { type: 'string', maxLength: 1024 },
    proxy: { type: 'string', maxLength: 128 },
    offline: { type: 'boolean' },
    hardFail: { type: 'boolean' },
    retrievalCachePeriodSecs: { type: 'integer', minimum: 0 },
    missedRetrievalCachePeriodSecs: { type: 'integer', minimum: 0 },
    socketTimeoutMillis: { type: 'integer', minimum: 0, maximum: 3_600_000 },
    repositories: { type: 'array', maxItems: 256, items: { type: 'string', minLength: 1, maxLength: 64 } },
    defaultDeploymentRepo: { type: 'string', maxLength: 64 },
  },
} as const;

/** One row of `GET /artifactory/api/repositories` (jfrog-wire-compat §1.8). */
export interface RepositorySummary {
  key: string;
  /** Upper case: LOCAL, REMOTE, VIRTUAL, FEDERATED. */
  type: string;
  description: string;
  url?: string;
  packageType: string;
}

/** One row of `GET ui/admin/repositories/{kind}/info` (R28.138). */
export interface RepositoryInfo {
  repoKey: string;
  repoType: string;
  packageType: string;
  description: string;
  url?: string;
  /** '' outside every project. */
  projectKey: string;
}

/** The filters of `GET /artifactory/api/repositories`. */
/** `project` is the clients' filter; the console's selected project (`projectKey`) narrows the same way. */
export interface RepositoryListQuery extends ProjectScopeQuery {
  type?: RepositoryClass;
  packageType?: string;
  project?: string;
}

const keyParams = {
  type: 'object',
  required: ['key'],
  properties: { key: { type: 'string', minLength: 1, maxLength: 256 } },
} as const;

const listQuery = {
  type: 'object',
  properties: {
    type: { type: 'string', enum: repositoryClasses },
    packageType: { type: 'string', maxLength: 64 },
    project: { type: 'string', maxLength: 64 },
    ...projectScopeProperties,
  },
} as const;

const repositorySummariesSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['key', 'type', 'description', 'packageType'],
    properties: {
      key: { type: 'string' },
      type: { type: 'string' },
      description: { type: 'string' },
      url: { type: 'string' },
      packageType: { type: 'string' },
    },
  },
} as const;

/**
 * A configuration as answered: the fields Arca acts on, and whatever else the client sent, kept.
 * Nothing is required: configurations are stored as they were given, across versions.
 */
const repositoryConfigReplySchema = {
  type: 'object',
  properties: repositoryConfigSchema.properties,
  additionalProperties: true,
} as const;

const repositoryInfoSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['repoKey', 'repoType', 'packageType', 'description', 'projectKey'],
    properties: {
      repoKey: { type: 'string' },
      repoType: { type: 'string' },
      packageType: { type: 'string' },
      description: { type: 'string' },
      url: { type: 'string' },
      projectKey: { type: 'string' },
    },
  },
} as const;

// An update may leave out anything, the kind included.
const repositoryUpdateSchema = { ...repositoryConfigSchema, required: [] } as const;

const confirmation = { media: ['text/plain'], description: 'One line saying what was done' } as const;

const tag = 'Repositories';

/**
 * Artifactory's repository calls (jfrog-wire-compat §1.8), for clients and the console. Create is
 * `PUT`, update `POST`; both answer 200 with a line of text, as the JFrog CLI and the Terraform
 * provider expect. Create checks the edition before the caller, so its refusal is the same for all.
 */
export const repositoryRoutes = {
  list: route<{ query: RepositoryListQuery; reply: RepositorySummary[] }>()({
    method: 'GET',
    path: '/artifactory/api/repositories',
    mount: 'both',
    access: 'anyone',
    tag,
    summary: 'The repositories the caller may see, by kind, package type or project',
    query: listQuery,
    responses: { 200: repositorySummariesSchema },
  }),
  get: route<{ reply: RepositoryConfig }>()({
    method: 'GET',
    path: '/artifactory/api/repositories/:key',
    mount: 'both',
    access: 'admin',
    tag,
    summary: "A repository's configuration, without its password",
    params: keyParams,
    responses: { 200: repositoryConfigReplySchema },
  }),
  create: route<{ body: RepositoryConfig }>()({
    method: 'PUT',
    path: '/artifactory/api/repositories/:key',
    mount: 'both',
    access: 'anyone',
    tag,
    summary: 'Creates a repository (administrators, in what the edition allows)',
    params: keyParams,
    body: repositoryConfigSchema,
    responses: { 200: confirmation },
  }),
  update: route<{ body: Partial<RepositoryConfig> }>()({
    method: 'POST',
    path: '/artifactory/api/repositories/:key',
    mount: 'both',
    access: 'anyone',
    tag,
    summary: "Changes the fields given of a repository's configuration (administrators)",
    params: keyParams,
    body: repositoryUpdateSchema,
    responses: { 200: confirmation },
  }),
  delete: route()({
    method: 'DELETE',
    path: '/artifactory/api/repositories/:key',
    mount: 'both',
    access: 'anyone',
    tag,
    summary: 'Deletes a repository and everything in it (administrators)',
    params: keyParams,
    responses: { 200: confirmation },
  }),
  info: route<{ reply: RepositoryInfo[] }>()({
    method: 'GET',
    path: '/ui/admin/repositories/:kind/info',
    mount: 'console',
    access: 'admin',
    tag,
    summary: 'Every repository of a kind, as the administration tables show them',
    params: {
      type: 'object',
      required: ['kind'],
      properties: { kind: { type: 'string', enum: ['local', 'remote', 'federated'] } },
    },
    responses: { 200: repositoryInfoSchema },
  }),
} as const;
