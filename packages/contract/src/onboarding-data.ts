import { route } from './routes/route.ts';

// The onboarding call every administrator's login makes (guard 10 reads its facts), apart from the
// wizard's calls in onboarding.ts: the console's start-up carries this one only.

export const onboardingPurposes = ['Commercial', 'Personal'] as const;
export type OnboardingPurpose = (typeof onboardingPurposes)[number];

/** R13.10 */
export const onboardingRoles = ['DevOps Engineer', 'Software Developer', 'DevSecOps Engineer', 'Other'] as const;
export type OnboardingRole = (typeof onboardingRoles)[number];

/** The user's answers as stored with the user (R13.08, R13.09). */
export interface OnboardingAnswers {
  purpose: OnboardingPurpose;
  companyName: string;
  ossProjectName: string;
  role: OnboardingRole;
  otherRole: string;
  desiredFeature: string[];
}

/** `GET /system/onboarding` (R28.039): the facts guard 10 reads, and the stored answers. */
export interface OnboardingData {
  newOnboarding: boolean;
  needsOnboarding: boolean;
  quickDeploy: boolean;
  getStarted: boolean;
  firstLogin: boolean;
  /** R13.12: only repositories the wizard would create exist (or none). */
  hasOnlyDefaultRepos: boolean;
  /** Projects are licensed: the wizard asks for one. */
  projectsSupported: boolean;
  answers: OnboardingAnswers | null;
}

const strings = { type: 'array', items: { type: 'string' } } as const;

const onboardingAnswersSchema = {
  type: ['object', 'null'],
  required: ['purpose', 'companyName', 'ossProjectName', 'role', 'otherRole', 'desiredFeature'],
  properties: {
    purpose: { type: 'string' },
    companyName: { type: 'string' },
    ossProjectName: { type: 'string' },
    role: { type: 'string' },
    otherRole: { type: 'string' },
    desiredFeature: strings,
  },
} as const;

export const onboardingDataSchema = {
  type: 'object',
  required: [
    'newOnboarding',
    'needsOnboarding',
    'quickDeploy',
    'getStarted',
    'firstLogin',
    'hasOnlyDefaultRepos',
    'projectsSupported',
    'answers',
  ],
  properties: {
    newOnboarding: { type: 'boolean' },
    needsOnboarding: { type: 'boolean' },
    quickDeploy: { type: 'boolean' },
    getStarted: { type: 'boolean' },
    firstLogin: { type: 'boolean' },
    hasOnlyDefaultRepos: { type: 'boolean' },
    projectsSupported: { type: 'boolean' },
    answers: onboardingAnswersSchema,
  },
} as const;

/** `GET /system/onboarding`; `onboardingRoutes` serves it with the wizard's calls. */
export const onboardingDataRoute = route<{ reply: OnboardingData }>()({
  method: 'GET',
  path: '/system/onboarding',
  mount: 'console',
  access: 'user',
  tag: 'Onboarding',
  summary: "Whether quick setup is due, and the caller's stored answers",
  responses: { 200: onboardingDataSchema },
});
