import {
  type OnboardingPurpose,
  type OnboardingRole,
  onboardingDataRoute,
  onboardingPurposes,
  onboardingRoles,
} from './onboarding-data.ts';
import { projectKeyProblem } from './projects.ts';
import { consoleUrl, route } from './routes/route.ts';

/** The wizard's steps, in order (R13.02). */
export const onboardingSteps = ['init', 'purpose', 'details', 'features', 'project'] as const;
export type OnboardingStepName = (typeof onboardingSteps)[number];

/** R13.11 */
export const onboardingFeatures = [
  'Binary management',
  'Team Administration',
  'Single Sign On',
  'Vulnerabilities Scanning',
  'License Compliance Checks',
  'CI/CD',
  'Container Registry',
  'Software Bill Of Materials (SBOM)',
] as const;

/** R13.13 */
export const DEFAULT_ONBOARDING_PROJECT = { name: 'Default Project', key: 'dflt' } as const;

/** R13.20 */
export const PROJECT_CREATION_FAILED_MESSAGE = 'Failed to create a project';

/** A repository the wizard creates (packages-and-search.md §3: repoKey, repoType). */
export interface OnboardingRepo {
  repoKey: string;
  repoType: 'local' | 'remote' | 'virtual';
  packageType: string;
  /** A remote's upstream. */
  url?: string;
  /** A virtual's members. */
  repositories?: string[];
}

/**
 * The package types quick setup offers, each with the sample repositories it creates. npm and Docker
 * hold the spec's default samples (npm-local, npm-remote, docker-local, docker-virtual); the other
 * formats the server serves get the same local-and-remote pair where a public upstream exists.
 */
export const onboardingPackageTypes = [
  {
    value: 'npm',
    label: 'npm',
    repos: [
      { repoKey: 'npm-local', repoType: 'local', packageType: 'npm' },
      { repoKey: 'npm-remote', repoType: 'remote', packageType: 'npm', url: 'https://registry.npmjs.org' },
    ],
  },
  {
    value: 'docker',
    label: 'Docker',
    repos: [
      { repoKey: 'docker-local', repoType: 'local', packageType: 'docker' },
      { repoKey: 'docker-virtual', repoType: 'virtual', packageType: 'docker', repositories: ['docker-local'] },
    ],
  },
  {
    value: 'pypi',
    label: 'PyPI',
    repos: [
      { repoKey: 'pypi-local', repoType: 'local', packageType: 'pypi' },
      { repoKey: 'pypi-remote', repoType: 'remote', packageType: 'pypi', url: 'https://pypi.org' },
    ],
  },
  {
    value: 'maven',
    label: 'Maven',
    repos: [
      { repoKey: 'maven-local', repoType: 'local', packageType: 'maven' },
      { repoKey: 'maven-remote', repoType: 'remote', packageType: 'maven', url: 'https://repo1.maven.org/maven2' },
    ],
  },
  {
    value: 'generic',
    label: 'Generic',
    repos: [{ repoKey: 'generic-local', repoType: 'local', packageType: 'generic' }],
  },
] as const satisfies readonly { value: string; label: string; repos: readonly OnboardingRepo[] }[];

export type OnboardingPackageType = (typeof onboardingPackageTypes)[number]['value'];

/** The spec's default sample repositories (packages-and-search.md §9). */
export const DEFAULT_SAMPLE_REPOSITORIES = ['npm-local', 'npm-remote', 'docker-local', 'docker-virtual'] as const;

/** The sample repositories of the chosen package types, in the order they are created. */
export function sampleRepositoriesOf(packageTypes: readonly string[]): OnboardingRepo[] {
  return onboardingPackageTypes
    .filter((type) => packageTypes.includes(type.value))
    .flatMap((type) => type.repos.map((repo) => ({ ...repo }) as OnboardingRepo));
}

/** What each step holds (packages-and-search.md §3 Onboarding data). */
export interface OnboardingStepData {
  init: { packageTypes: string[] };
  purpose: { purpose: OnboardingPurpose | '' };
  details: { role: OnboardingRole | ''; otherRole: string; companyName: string; ossProjectName: string };
  features: { desiredFeature: string[] };
  project: { projectName: string; projectKey: string };
}

/** A submitted step: its name and what it holds. */
export type OnboardingStepSubmission = {
  [N in OnboardingStepName]: { step: N; data: OnboardingStepData[N] };
}[OnboardingStepName];

/** `POST /system/onboarding`: every step, in order. */
export interface OnboardingSubmission {
  steps: OnboardingStepSubmission[];
}

/** What finishing the wizard set up. */
export interface OnboardingResult {
  project: { name: string; key: string } | null;
  /** Repositories created, and those that were there already with the same type and kind. */
  created: OnboardingRepo[];
  kept: string[];
  /** The package type set-me-up opens on. */
  packageType: string;
}

/** `GET /ui/onboarding/initStatus` (R28.106): what exists, as the caller may see it. */
export interface OnboardingInitStatus {
  completed: boolean;
  counts: { repositories: number; packages: number; users: number | null };
  repositoriesByType: { packageType: string; count: number }[];
  hasOnlyDefaultRepos: boolean;
}

const text = { type: 'string', maxLength: 256 } as const;
const texts = { type: 'array', maxItems: 32, items: text } as const;

/**
 * Each step's fields, typed; which step needs which, and the order of the steps, the service checks
 * so its messages name the step.
 */
export const onboardingSubmissionSchema = {
  type: 'object',
  required: ['steps'],
  properties: {
    steps: {
      type: 'array',
      maxItems: 16,
      items: {
        type: 'object',
        required: ['step', 'data'],
        properties: {
          step: { type: 'string', maxLength: 32 },
          data: {
            type: 'object',
            properties: {
              packageTypes: texts,
              purpose: text,
              role: text,
              otherRole: text,
              companyName: text,
              ossProjectName: text,
              desiredFeature: texts,
              projectName: text,
              projectKey: text,
            },
          },
        },
      },
    },
  },
} as const;

const strings = { type: 'array', items: { type: 'string' } } as const;

const onboardingRepoSchema = {
  type: 'object',
  required: ['repoKey', 'repoType', 'packageType'],
  properties: {
    repoKey: { type: 'string' },
    repoType: { type: 'string', enum: ['local', 'remote', 'virtual'] },
    packageType: { type: 'string' },
    url: { type: 'string' },
    repositories: strings,
  },
} as const;

export const onboardingResultSchema = {
  type: 'object',
  required: ['project', 'created', 'kept', 'packageType'],
  properties: {
    project: {
      type: ['object', 'null'],
      required: ['name', 'key'],
      properties: { name: { type: 'string' }, key: { type: 'string' } },
    },
    created: { type: 'array', items: onboardingRepoSchema },
    kept: strings,
    packageType: { type: 'string' },
  },
} as const;

export const onboardingInitStatusSchema = {
  type: 'object',
  required: ['completed', 'counts', 'repositoriesByType', 'hasOnlyDefaultRepos'],
  properties: {
    completed: { type: 'boolean' },
    counts: {
      type: 'object',
      required: ['repositories', 'packages', 'users'],
      properties: {
        repositories: { type: 'integer' },
        packages: { type: 'integer' },
        users: { type: ['integer', 'null'] },
      },
    },
    repositoriesByType: {
      type: 'array',
      items: {
        type: 'object',
        required: ['packageType', 'count'],
        properties: { packageType: { type: 'string' }, count: { type: 'integer' } },
      },
    },
    hasOnlyDefaultRepos: { type: 'boolean' },
  },
} as const;

const tag = 'Onboarding';

/** The onboarding calls (shell.md §7 System; packages-and-search.md §7). */
export const onboardingRoutes = {
  data: onboardingDataRoute,
  submit: route<{ body: OnboardingSubmission; reply: OnboardingResult }>()({
    method: 'POST',
    path: '/system/onboarding',
    mount: 'console',
    access: 'admin',
    tag,
    summary: 'Finishes quick setup: creates the project and sample repositories, all or nothing',
    body: onboardingSubmissionSchema,
    responses: { 201: onboardingResultSchema },
  }),
  dismiss: route()({
    method: 'POST',
    path: '/system/onboarding/dismiss',
    mount: 'console',
    access: 'admin',
    tag,
    summary: 'Closes quick setup without finishing; the console stops offering it',
    responses: { 204: {} },
  }),
  initStatus: route<{ reply: OnboardingInitStatus }>()({
    method: 'GET',
    path: '/ui/onboarding/initStatus',
    mount: 'console',
    access: 'anyone',
    tag,
    summary: 'What is set up, with the counts of repositories, packages and users the caller may see',
    responses: { 200: onboardingInitStatusSchema },
  }),
} as const;

export const onboardingPaths = {
  /** `GET` the onboarding data, `POST` the finished wizard (R28.039). */
  onboarding: consoleUrl(onboardingRoutes.data),
  /** `POST`: quick setup closed without finishing; the console stops offering it (R13.30). */
  dismiss: consoleUrl(onboardingRoutes.dismiss),
  /** `GET` what is set up and the counts of get started and overview (R28.106). */
  initStatus: consoleUrl(onboardingRoutes.initStatus),
} as const;

/** The messages of a step that cannot be taken (decided in docs/decisions.md; the spec names none). */
export const onboardingMessages = {
  stepsOutOfOrder: (expected: string, got: string) => `Step '${got}' was submitted where step '${expected}' belongs`,
  stepMissing: (step: string) => `Step '${step}' is missing`,
  packageTypeRequired: 'Choose at least one package type',
  unknownPackageType: (value: string) => `'${value}' is not a package type quick setup offers`,
  purposeRequired: 'Choose a purpose',
  roleRequired: 'Choose a role',
  otherRoleRequired: 'Describe your role',
  companyNameRequired: 'Company name is required',
  featureRequired: 'Choose at least one feature',
  projectNameRequired: 'Project name is required',
  projectNameTooLong: 'Project name must be at most 128 characters',
} as const;

/** Why a step is not valid, or undefined (R13.14–R13.19). `purpose` is the purpose step's choice. */
export function onboardingStepProblem(
  submission: OnboardingStepSubmission,
  purpose: OnboardingPurpose | '' = '',
): string | undefined {
  switch (submission.step) {
    case 'init': {
      const types = submission.data.packageTypes ?? [];
      if (types.length === 0) return onboardingMessages.packageTypeRequired;
      const unknown = types.find((value) => !onboardingPackageTypes.some((type) => type.value === value));
      return unknown === undefined ? undefined : onboardingMessages.unknownPackageType(unknown);
    }
    case 'purpose':
      return (onboardingPurposes as readonly string[]).includes(submission.data.purpose)
        ? undefined
        : onboardingMessages.purposeRequired;
    case 'details': {
      const { role, otherRole, companyName } = submission.data;
      if (!(onboardingRoles as readonly string[]).includes(role)) return onboardingMessages.roleRequired;
      if (role === 'Other' && (otherRole ?? '').trim() === '') return onboardingMessages.otherRoleRequired;
      if (purpose === 'Commercial' && (companyName ?? '').trim() === '') return onboardingMessages.companyNameRequired;
      return undefined;
    }
    case 'features':
      return (submission.data.desiredFeature ?? []).length > 0 ? undefined : onboardingMessages.featureRequired;
    case 'project': {
      const name = (submission.data.projectName ?? '').trim();
      if (name === '') return onboardingMessages.projectNameRequired;
      if (name.length > 128) return onboardingMessages.projectNameTooLong;
      return projectKeyProblem(submission.data.projectKey ?? '');
    }
  }
}

/**
 * The first problem of a whole submission: steps missing or out of order, or a step that is not
 * valid. Without projects the project step is left out.
 */
export function onboardingSubmissionProblem(
  submission: OnboardingSubmission,
  projectsSupported: boolean,
): string | undefined {
  const expected = onboardingSteps.filter((step) => projectsSupported || step !== 'project');
  const steps = submission.steps ?? [];
  let purpose: OnboardingPurpose | '' = '';
  for (const [index, name] of expected.entries()) {
    const given = steps[index];
    if (!given) return onboardingMessages.stepMissing(name);
    if (given.step !== name) return onboardingMessages.stepsOutOfOrder(name, given.step);
    const problem = onboardingStepProblem(given, purpose);
    if (problem) return problem;
    if (given.step === 'purpose') purpose = given.data.purpose;
  }
  return undefined;
}
