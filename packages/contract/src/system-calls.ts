import { route } from './routes/route.ts';

/** `GET /auth/login/autoRedirectState` (R4.31, R28.017): the login page goes straight to the SSO provider. */
export interface AutoRedirectState {
  isAutoRedirectLogin: boolean;
}

export const autoRedirectStateSchema = {
  type: 'object',
  required: ['isAutoRedirectLogin'],
  properties: { isAutoRedirectLogin: { type: 'boolean' } },
} as const;

/**
 * `GET /auth/saml/samlLogoutUrl` (R4.29, R28.014) and the answer of `POST /auth/saml/logoutRequest`
 * (R28.013): where the browser signs out at the SSO provider, null when SAML is off.
 */
export interface SamlLogoutUrl {
  logoutUrl: string | null;
}

export const samlLogoutUrlSchema = {
  type: 'object',
  required: ['logoutUrl'],
  properties: { logoutUrl: { type: ['string', 'null'] } },
} as const;

/** `POST /system/adoptionMetric` (R2.25, R2.26, R28.048): the console counts a feature's use. */
export interface AdoptionMetricRequest {
  featureName: string;
  action: string;
  /** Defaults to "default". */
  type?: string;
  /** How much to add to the counter; defaults to 1. */
  value?: number;
}

export const ADOPTION_METRIC_DEFAULT_TYPE = 'default';

const metricName = { type: 'string', minLength: 1, maxLength: 100 } as const;

export const adoptionMetricRequestSchema = {
  type: 'object',
  required: ['featureName', 'action'],
  additionalProperties: false,
  properties: {
    featureName: metricName,
    action: metricName,
    type: { ...metricName, default: ADOPTION_METRIC_DEFAULT_TYPE },
    value: { type: 'integer', minimum: 1, maximum: 1000, default: 1 },
  },
} as const;

/** One counter of `GET /system/adoptionMetric` (administrators only). */
export interface AdoptionMetricCounter {
  featureName: string;
  action: string;
  type: string;
  count: number;
  /** Epoch milliseconds of the last addition. */
  updatedAt: number;
}

export interface AdoptionMetrics {
  counters: AdoptionMetricCounter[];
}

export const adoptionMetricsSchema = {
  type: 'object',
  required: ['counters'],
  properties: {
    counters: {
      type: 'array',
      items: {
        type: 'object',
        required: ['featureName', 'action', 'type', 'count', 'updatedAt'],
        properties: {
          featureName: { type: 'string' },
          action: { type: 'string' },
          type: { type: 'string' },
          count: { type: 'integer' },
          updatedAt: { type: 'integer' },
        },
      },
    },
  },
} as const;

/** `GET ui/generalConfig` (R2.21, R28.038): the public base URL an administrator configured. */
export interface GeneralConfig {
  customUrlBase: string | null;
}

export const generalConfigSchema = {
  type: 'object',
  required: ['customUrlBase'],
  properties: { customUrlBase: { type: ['string', 'null'] } },
} as const;

/**
 * The feature flags an operator can switch on with `ARCA_FEATURE_FLAGS` (docs/decisions.md, feature
 * flags). TESTED opens the widget playground at /demo and the /template page (R1.46, R1.47);
 * platformGetStarted sends administrators from / and /home to get started (R1.31); quickDeployLanding
 * is the free-tier quick-deploy landing (R13.03, R13.06), off unless an operator turns it on.
 */
export const featureFlags = ['TESTED', 'platformGetStarted', 'quickDeployLanding'] as const;

export type FeatureFlag = (typeof featureFlags)[number];

export function isFeatureFlag(value: string): value is FeatureFlag {
  return (featureFlags as readonly string[]).includes(value);
}

/** `GET /system/featuresConfig` (R28.049): the flags that are on; any flag not listed is off. */
export interface FeaturesConfig {
  enabled: FeatureFlag[];
}

export const featuresConfigSchema = {
  type: 'object',
  required: ['enabled'],
  additionalProperties: false,
  properties: { enabled: { type: 'array', items: { type: 'string', enum: featureFlags } } },
} as const;

const tag = 'System';

/** The console's feature-usage counters and the feature flags it reads before anyone logs in. */
export const systemCallRoutes = {
  recordAdoptionMetric: route<{ body: AdoptionMetricRequest }>()({
    method: 'POST',
    path: '/system/adoptionMetric',
    mount: 'console',
    access: 'anyone',
    tag,
    summary: "Counts a use of one of the console's features",
    body: adoptionMetricRequestSchema,
    responses: { 204: {} },
  }),
  adoptionMetrics: route<{ reply: AdoptionMetrics }>()({
    method: 'GET',
    path: '/system/adoptionMetric',
    mount: 'console',
    access: 'admin',
    tag,
    summary: 'The feature-usage counters',
    responses: { 200: adoptionMetricsSchema },
  }),
  featuresConfig: route<{ reply: FeaturesConfig }>()({
    method: 'GET',
    path: '/system/featuresConfig',
    mount: 'console',
    access: 'anyone',
    tag,
    summary: 'The feature flags that are on',
    responses: { 200: featuresConfigSchema },
  }),
} as const;
