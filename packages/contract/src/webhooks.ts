import { apiUrl, consoleUrl, route } from './routes/route.ts';

/**
 * Webhook subscriptions of the event service (jfrog-wire-compat §3; admin-and-widgets.md §3, §5,
 * §7, §8). The wire shape is JFrog's: `criteria` keys in camelCase, everything else snake_case.
 */

/** What a domain's criteria select on; decides which criteria keys it takes and the console's pattern section. */
export type WebhookCriteriaKind =
  | 'repository'
  | 'build'
  | 'release_bundle'
  | 'release_bundle_v2'
  | 'environment'
  | 'none';

export interface WebhookDomain {
  domain: string;
  event_types: string[];
  criteria_kind: WebhookCriteriaKind;
}

/** Domains and their event types (jfrog-wire-compat §3, in Terraform's order). */
export const webhookDomains: readonly WebhookDomain[] = [
  {
    domain: 'artifact',
    event_types: ['deployed', 'deleted', 'moved', 'copied', 'cached'],
    criteria_kind: 'repository',
  },
  { domain: 'artifact_property', event_types: ['added', 'deleted'], criteria_kind: 'repository' },
  { domain: 'docker', event_types: ['pushed', 'deleted', 'promoted'], criteria_kind: 'repository' },
  { domain: 'build', event_types: ['uploaded', 'deleted', 'promoted'], criteria_kind: 'build' },
  { domain: 'release_bundle', event_types: ['created', 'signed', 'deleted'], criteria_kind: 'release_bundle' },
  {
    domain: 'distribution',
    event_types: [
      'distribute_started',
      'distribute_completed',
      'distribute_aborted',
      'distribute_failed',
      'delete_started',
      'delete_completed',
      'delete_failed',
    ],
    criteria_kind: 'release_bundle',
  },
  {
    domain: 'artifactory_release_bundle',
    event_types: ['received', 'delete_started', 'delete_completed', 'delete_failed'],
    criteria_kind: 'release_bundle',
  },
  {
    domain: 'destination',
    event_types: ['received', 'delete_started', 'delete_completed', 'delete_failed'],
    criteria_kind: 'release_bundle',
  },
  {
    domain: 'release_bundle_v2',
    event_types: ['release_bundle_v2_started', 'release_bundle_v2_failed', 'release_bundle_v2_completed'],
    criteria_kind: 'release_bundle_v2',
  },
  {
    domain: 'release_bundle_v2_promotion',
    event_types: [
      'release_bundle_v2_promotion_started',
      'release_bundle_v2_promotion_failed',
      'release_bundle_v2_promotion_completed',
    ],
    criteria_kind: 'environment',
  },
  { domain: 'artifact_lifecycle', event_types: ['archive', 'restore'], criteria_kind: 'none' },
  { domain: 'user', event_types: ['locked'], criteria_kind: 'none' },
];

export function findWebhookDomain(domain: string): WebhookDomain | undefined {
  return webhookDomains.find((entry) => entry.domain === domain);
}

/** The criteria keys each kind of domain takes; any other key is refused. */
export const webhookCriteriaKeys: Record<WebhookCriteriaKind, readonly string[]> = {
  repository: ['anyLocal', 'anyRemote', 'anyFederated', 'repoKeys', 'includePatterns', 'excludePatterns'],
  build: ['anyBuild', 'selectedBuilds', 'includePatterns', 'excludePatterns'],
  release_bundle: ['anyReleaseBundle', 'registeredReleaseBundlesNames', 'includePatterns', 'excludePatterns'],
  release_bundle_v2: ['anyReleaseBundle', 'selectedReleaseBundles', 'includePatterns', 'excludePatterns'],
  environment: ['selectedEnvironments'],
  none: [],
};

/** Criteria keys whose value is a boolean; the others are lists of strings. */
export const webhookCriteriaFlags = ['anyLocal', 'anyRemote', 'anyFederated', 'anyBuild', 'anyReleaseBundle'] as const;

export interface WebhookCriteria {
  anyLocal?: boolean;
  anyRemote?: boolean;
  anyFederated?: boolean;
  repoKeys?: string[];
  anyBuild?: boolean;
  selectedBuilds?: string[];
  anyReleaseBundle?: boolean;
  registeredReleaseBundlesNames?: string[];
  selectedReleaseBundles?: string[];
  selectedEnvironments?: string[];
  includePatterns?: string[];
  excludePatterns?: string[];
}

export interface WebhookNameValue {
  name: string;
  value: string;
}

export const webhookMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type WebhookMethod = (typeof webhookMethods)[number];

/**
 * A plain webhook: the JSON event POSTed to `url`. `secret` goes in X-JFrog-Event-Auth, or signs
 * the body (hex HMAC-SHA256) when `use_secret_for_signing` is on. Answers never carry the secret:
 * `secret` is `""` when one is stored and absent when none is.
 */
export interface WebhookHandler {
  handler_type: 'webhook';
  url: string;
  secret?: string | null;
  use_secret_for_signing?: boolean;
  proxy?: string;
  custom_http_headers?: WebhookNameValue[];
}

/**
 * A custom webhook: any method, a payload template, and named secrets the template and the header
 * values use as `{{.secrets.name}}`. Answers give the secrets' names with `value: ""`.
 */
export interface CustomWebhookHandler {
  handler_type: 'custom-webhook';
  url: string;
  method?: WebhookMethod;
  secrets?: WebhookNameValue[];
  http_headers?: WebhookNameValue[];
  proxy?: string;
  payload?: string;
}

export type WebhookHandlerConfig = WebhookHandler | CustomWebhookHandler;

export interface WebhookSubscription {
  key: string;
  description?: string;
  enabled: boolean;
  project_key?: string;
  event_filter: {
    domain: string;
    event_types: string[];
    criteria?: WebhookCriteria;
  };
  handlers: WebhookHandlerConfig[];
}

/** The event as delivered: POSTed as JSON by a plain webhook, the context of a custom one's template. */
export interface WebhookEventPayload {
  domain: string;
  event_type: string;
  data: Record<string, unknown>;
  subscription_key: string;
  jpd_origin: string;
  source: string;
}

/**
 * One attempt to deliver an event: `delivered` (a 2xx), `retrying` (it failed and another attempt
 * follows) or `failed` (given up). `status_code` is the receiver's answer, when one came.
 */
export interface WebhookDelivery {
  domain: string;
  event_type: string;
  attempt: number;
  outcome: 'delivered' | 'retrying' | 'failed';
  status_code: number | null;
  duration_ms: number;
  error: string | null;
  /** ISO 8601. */
  delivered_at: string;
}

/**
 * The newest delivery attempt of a webhook when it gave up (`outcome: 'failed'`): the webhook is
 * failing until a later attempt gets through. `error` is the network's own reason or the
 * receiver's answer, as in the delivery history.
 */
export interface WebhookFailure {
  error: string | null;
  status_code: number | null;
  /** ISO 8601. */
  failed_at: string;
}

/** A webhook as the list answers it: `latest_failure` is there while the webhook is failing. */
export interface WebhookListEntry extends WebhookSubscription {
  latest_failure?: WebhookFailure;
}

/**
 * The event service's settings. `allow_private_targets` lets webhooks reach loopback and private
 * networks; `allowed_by_environment` (answered, never taken) says ARCA_WEBHOOK_ALLOW_PRIVATE_TARGETS
 * allows them whatever the setting.
 */
export interface WebhookSettings {
  allow_private_targets: boolean;
  allowed_by_environment?: boolean;
}

export const webhookSettingsSchema = {
  type: 'object',
  required: ['allow_private_targets'],
  properties: { allow_private_targets: { type: 'boolean' }, allowed_by_environment: { type: 'boolean' } },
} as const;

/** What the test action answers when the receiver took the dummy event. */
export interface WebhookTestResult {
  result: 'success';
  message: string;
}

/** R21.11, R21.12: a letter, then letters, digits, `_` or `-`; two characters at least. */
export const WEBHOOK_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_-]+$/;
export const WEBHOOK_KEY_MAX_LENGTH = 200;
export const WEBHOOK_DESCRIPTION_MAX_LENGTH = 1000;

export function isWebhookName(name: string): boolean {
  return WEBHOOK_NAME_PATTERN.test(name);
}

/** admin-and-widgets.md §5 and §8, character for character; then the server's own texts. */
export const webhookMessages = {
  nameInvalid: 'Name cannot contain special characters',
  mandatory: 'This field is mandatory',
  nameExists: 'This name already exist',
  urlInvalid: 'Enter a valid URL',
  headerIncomplete: 'Header must contain name and value',
  secretNameMissing: 'A Secret must contain name',
  secretNameInvalid: 'A secret name cannot contain special characters',
  testSucceeded: 'A dummy hook was executed and sent to the configured URL',
  testFailed: 'Sending a dummy Webhook failed',
  testUnreachable: 'Request failed, unable to test Webhook.',
  keyTooLong: `A webhook key holds at most ${WEBHOOK_KEY_MAX_LENGTH} characters`,
  descriptionTooLong: `A description holds at most ${WEBHOOK_DESCRIPTION_MAX_LENGTH} characters`,
  keyMismatch: 'The key in the body must be the key in the path',
  notFound: (key: string) => `Webhook '${key}' does not exist`,
  unknownDomain: (domain: string) => `Unknown event domain '${domain}'`,
  unknownEventTypes: (domain: string, types: readonly string[]) =>
    `These event types do not belong to the ${domain} domain: ${types.join(', ')}`,
  eventTypesRequired: 'Choose at least one event type',
  handlersRequired: 'A webhook needs at least one handler',
  unknownCriteria: (domain: string, keys: readonly string[]) =>
    `The ${domain} domain does not take these criteria: ${keys.join(', ')}`,
  criteriaType: (key: string) => `The criterion ${key} has the wrong type`,
  headerNameInvalid: (name: string) => `'${name}' is not a valid HTTP header name`,
  headerValueInvalid: (name: string) => `The value of header '${name}' cannot hold line breaks`,
  secretNameDuplicate: (name: string) => `The secret '${name}' is given twice`,
  receiverAnswered: (status: number) => `The receiver answered HTTP ${status}`,
  privateTarget: (host: string) =>
    `The webhook target '${host}' is one of this server's own addresses or on a loopback, private, link-local or other special-purpose network; such targets are refused unless an administrator allows them (allow_private_targets) or ARCA_WEBHOOK_ALLOW_PRIVATE_TARGETS=true`,
} as const;

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

/** A name and value pair as sent: either may be missing, so the service can answer with the spec's message. */
const nameValueList = {
  type: 'array',
  maxItems: 100,
  items: {
    type: 'object',
    additionalProperties: false,
    properties: { name: text(256), value: text(8192) },
  },
} as const;

/**
 * The request body of create, update and test. Only the structure is checked here; the rules with
 * the spec's messages (names, URLs, headers, secrets, domains, criteria) are the service's.
 */
export const webhookSubscriptionSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    key: text(1024),
    description: { type: 'string', maxLength: 100_000 },
    enabled: { type: 'boolean' },
    project_key: text(64),
    event_filter: {
      type: 'object',
      required: ['domain'],
      additionalProperties: false,
      properties: {
        domain: text(64),
        event_types: { type: 'array', maxItems: 50, items: text(128) },
        criteria: { type: 'object', maxProperties: 20 },
      },
    },
    handlers: {
      type: 'array',
      maxItems: 20,
      items: {
        type: 'object',
        required: ['handler_type'],
        additionalProperties: false,
        properties: {
          handler_type: { type: 'string', enum: ['webhook', 'custom-webhook'] },
          url: text(4096),
          secret: { type: ['string', 'null'], maxLength: 8192 },
          use_secret_for_signing: { type: 'boolean' },
          proxy: text(256),
          custom_http_headers: nameValueList,
          method: { type: 'string', enum: webhookMethods },
          secrets: nameValueList,
          http_headers: nameValueList,
          payload: { type: 'string', maxLength: 65_536 },
        },
      },
    },
  },
} as const;

export const webhookDomainsSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['domain', 'event_types', 'criteria_kind'],
    properties: {
      domain: { type: 'string' },
      event_types: { type: 'array', items: { type: 'string' } },
      criteria_kind: { type: 'string' },
    },
  },
} as const;

/** A subscription as answered: the body's shape, with criteria kept whole and secrets blanked. */
const webhookSubscriptionReplySchema = {
  ...webhookSubscriptionSchema,
  required: ['key', 'enabled', 'event_filter', 'handlers'],
  properties: {
    ...webhookSubscriptionSchema.properties,
    event_filter: {
      ...webhookSubscriptionSchema.properties.event_filter,
      properties: {
        ...webhookSubscriptionSchema.properties.event_filter.properties,
        criteria: { type: 'object', additionalProperties: true },
      },
    },
  },
} as const;

const webhookDeliverySchema = {
  type: 'object',
  required: ['domain', 'event_type', 'attempt', 'outcome', 'status_code', 'duration_ms', 'error', 'delivered_at'],
  properties: {
    domain: { type: 'string' },
    event_type: { type: 'string' },
    attempt: { type: 'integer' },
    outcome: { type: 'string', enum: ['delivered', 'retrying', 'failed'] },
    status_code: { type: ['integer', 'null'] },
    duration_ms: { type: 'integer' },
    error: { type: ['string', 'null'] },
    delivered_at: { type: 'string' },
  },
} as const;

/** A list entry: the subscription as answered, and whether its latest delivery failed. */
const webhookListEntrySchema = {
  ...webhookSubscriptionReplySchema,
  properties: {
    ...webhookSubscriptionReplySchema.properties,
    latest_failure: {
      type: 'object',
      required: ['error', 'status_code', 'failed_at'],
      properties: {
        error: { type: ['string', 'null'] },
        status_code: { type: ['integer', 'null'] },
        failed_at: { type: 'string' },
      },
    },
  },
} as const;

const keyParams = {
  type: 'object',
  required: ['key'],
  properties: { key: { type: 'string', minLength: 1, maxLength: 1024 } },
} as const;

const tag = 'Webhooks';

/** The event service's calls (jfrog-wire-compat §3; R28.127–R28.131): clients and the console alike. */
export const webhookRoutes = {
  settings: route<{ reply: WebhookSettings }>()({
    method: 'GET',
    path: '/event/api/v1/settings',
    mount: 'both',
    access: 'admin',
    tag,
    summary: "The event service's settings",
    responses: { 200: webhookSettingsSchema },
  }),
  updateSettings: route<{ body: WebhookSettings; reply: WebhookSettings }>()({
    method: 'PUT',
    path: '/event/api/v1/settings',
    mount: 'both',
    access: 'admin',
    tag,
    summary: "Changes the event service's settings",
    body: webhookSettingsSchema,
    responses: { 200: webhookSettingsSchema },
  }),
  domains: route<{ reply: readonly WebhookDomain[] }>()({
    method: 'GET',
    path: '/event/api/v1/domains',
    mount: 'both',
    access: 'admin',
    tag,
    summary: 'The event domains and their event types',
    responses: { 200: webhookDomainsSchema },
  }),
  list: route<{ reply: WebhookListEntry[] }>()({
    method: 'GET',
    path: '/event/api/v1/subscriptions',
    mount: 'both',
    access: 'admin',
    tag,
    summary: 'Every webhook, secrets blanked, with its latest delivery when that failed',
    responses: { 200: { type: 'array', items: webhookListEntrySchema } },
  }),
  create: route<{ body: WebhookSubscription; reply: WebhookSubscription }>()({
    method: 'POST',
    path: '/event/api/v1/subscriptions',
    mount: 'both',
    access: 'admin',
    tag,
    summary: 'Creates a webhook',
    body: webhookSubscriptionSchema,
    responses: { 201: webhookSubscriptionReplySchema },
  }),
  test: route<{ body: WebhookSubscription; reply: WebhookTestResult }>()({
    method: 'POST',
    path: '/event/api/v1/subscriptions/test',
    mount: 'both',
    access: 'admin',
    tag,
    summary: 'Sends a dummy event to a webhook, saved or not',
    body: webhookSubscriptionSchema,
    responses: {
      200: {
        type: 'object',
        required: ['result', 'message'],
        properties: { result: { type: 'string', enum: ['success'] }, message: { type: 'string' } },
      },
    },
  }),
  get: route<{ reply: WebhookSubscription }>()({
    method: 'GET',
    path: '/event/api/v1/subscriptions/:key',
    mount: 'both',
    access: 'admin',
    tag,
    summary: 'One webhook, secrets blanked',
    params: keyParams,
    responses: { 200: webhookSubscriptionReplySchema },
  }),
  update: route<{ body: WebhookSubscription; reply: WebhookSubscription }>()({
    method: 'PUT',
    path: '/event/api/v1/subscriptions/:key',
    mount: 'both',
    access: 'admin',
    tag,
    summary: 'Replaces a webhook; a blank secret keeps the stored one',
    params: keyParams,
    body: webhookSubscriptionSchema,
    responses: { 200: webhookSubscriptionReplySchema },
  }),
  delete: route()({
    method: 'DELETE',
    path: '/event/api/v1/subscriptions/:key',
    mount: 'both',
    access: 'admin',
    tag,
    summary: 'Deletes a webhook and drops its pending deliveries',
    params: keyParams,
    responses: { 204: {} },
  }),
  deliveries: route<{ reply: WebhookDelivery[] }>()({
    method: 'GET',
    path: '/event/api/v1/subscriptions/:key/deliveries',
    mount: 'both',
    access: 'admin',
    tag,
    summary: "A webhook's delivery history, newest first",
    params: keyParams,
    responses: { 200: { type: 'array', items: webhookDeliverySchema } },
  }),
} as const;

/** The event service's paths, at their own prefix (clients, Terraform) and through the console gateway. */
export const webhookPaths = {
  subscriptions: apiUrl(webhookRoutes.list),
  subscription: (key: string) => apiUrl(webhookRoutes.get, { key }),
  test: apiUrl(webhookRoutes.test),
  domains: apiUrl(webhookRoutes.domains),
  settings: apiUrl(webhookRoutes.settings),
  deliveries: (key: string) => apiUrl(webhookRoutes.deliveries, { key }),
  console: {
    subscriptions: consoleUrl(webhookRoutes.list),
    subscription: (key: string) => consoleUrl(webhookRoutes.get, { key }),
    test: consoleUrl(webhookRoutes.test),
    domains: consoleUrl(webhookRoutes.domains),
    settings: consoleUrl(webhookRoutes.settings),
    deliveries: (key: string) => consoleUrl(webhookRoutes.deliveries, { key }),
  },
} as const;
