import {
  type CustomWebhookHandler,
  findWebhookDomain,
  type WebhookCriteria,
  type WebhookCriteriaKind,
  type WebhookHandler,
  type WebhookMethod,
  type WebhookNameValue,
  type WebhookSubscription,
} from '@arca/contract';
import { DEFAULT_PATTERNS, type PatternsValue, patternsValueForSave, splitPatterns } from '@arca/ui';

export type HandlerType = 'webhook' | 'custom-webhook';

/** A header or secret row as edited: either half may still be blank. */
export interface NameValueRow {
  name?: string;
  value?: string;
}

/** Everything the webhook form edits, flat, so each field is one antd Form item. */
export interface WebhookFormValues {
  key: string;
  description: string;
  enabled: boolean;
  domain: string;
  eventTypes: string[];
  handlerType: HandlerType;
  url: string;
  /** Blank on edit while a stored secret is kept. */
  secret: string;
  useSecretForSigning: boolean;
  proxy: string;
  headers: NameValueRow[];
  method: WebhookMethod;
  secrets: NameValueRow[];
  payload: string;
  anyLocal: boolean;
  anyRemote: boolean;
  anyFederated: boolean;
  repoKeys: string[];
  anyBuild: boolean;
  selectedBuilds: string[];
  anyReleaseBundle: boolean;
  releaseBundles: string[];
  patterns: PatternsValue;
}

export const emptyWebhookForm: WebhookFormValues = {
  key: '',
  description: '',
  enabled: true,
  domain: '',
  eventTypes: [],
  handlerType: 'webhook',
  url: '',
  secret: '',
  useSecretForSigning: false,
  proxy: '',
  headers: [],
  method: 'POST',
  secrets: [],
  payload: '',
  anyLocal: false,
  anyRemote: false,
  anyFederated: false,
  repoKeys: [],
  anyBuild: false,
  selectedBuilds: [],
  anyReleaseBundle: false,
  releaseBundles: [],
  patterns: DEFAULT_PATTERNS,
};

/** What the console knows of a stored subscription beyond its form values. */
export interface StoredSecrets {
  /** The server answers `secret: ""` when one is stored; it is never sent back. */
  handlerSecretSet: boolean;
  /** Names of the custom secrets the server keeps values for. */
  customSecretNames: string[];
  /** Names of the custom headers whose values the server keeps (answered blank, as secrets are). */
  headerNames: string[];
}

export function hasStoredSecrets(stored: StoredSecrets): boolean {
  return stored.handlerSecretSet || stored.customSecretNames.length > 0 || stored.headerNames.length > 0;
}

/** The pattern section a domain's criteria kind calls for; release bundles of every flavour share one. */
export type PatternSection = 'repositories' | 'builds' | 'releaseBundles' | null;

export function patternSectionOf(kind: WebhookCriteriaKind | undefined): PatternSection {
  if (kind === 'repository') return 'repositories';
  if (kind === 'build') return 'builds';
  if (kind === 'release_bundle' || kind === 'release_bundle_v2') return 'releaseBundles';
  return null;
}

const joined = (patterns: string[] | undefined) => (patterns ?? []).join(',');

/** A stored subscription as form values; the first handler is the one the form edits. */
export function webhookFormValues(subscription: WebhookSubscription): {
  values: WebhookFormValues;
  stored: StoredSecrets;
} {
  const criteria = subscription.event_filter.criteria ?? {};
  const handler = subscription.handlers[0];
  const custom = handler?.handler_type === 'custom-webhook' ? handler : undefined;
  const plain = handler?.handler_type === 'webhook' ? handler : undefined;
  const hasPatterns = criteria.includePatterns !== undefined || criteria.excludePatterns !== undefined;
  const headers = (custom ? custom.http_headers : plain?.custom_http_headers) ?? [];
  const values: WebhookFormValues = {
    ...emptyWebhookForm,
    key: subscription.key,
    description: subscription.description ?? '',
    enabled: subscription.enabled,
    domain: subscription.event_filter.domain,
    eventTypes: [...subscription.event_filter.event_types],
    handlerType: custom ? 'custom-webhook' : 'webhook',
    url: handler?.url ?? '',
    useSecretForSigning: plain?.use_secret_for_signing ?? false,
    proxy: handler?.proxy ?? '',
    headers: headers.map((pair) => ({ ...pair })),
    method: custom?.method ?? 'POST',
    secrets: (custom?.secrets ?? []).map((secret) => ({ name: secret.name, value: '' })),
    payload: custom?.payload ?? '',
    anyLocal: criteria.anyLocal ?? false,
    anyRemote: criteria.anyRemote ?? false,
    anyFederated: criteria.anyFederated ?? false,
    repoKeys: criteria.repoKeys ?? [],
    anyBuild: criteria.anyBuild ?? false,
    selectedBuilds: criteria.selectedBuilds ?? [],
    anyReleaseBundle: criteria.anyReleaseBundle ?? false,
    releaseBundles: criteria.registeredReleaseBundlesNames ?? criteria.selectedReleaseBundles ?? [],
    patterns: hasPatterns
      ? { includesPattern: joined(criteria.includePatterns), excludesPattern: joined(criteria.excludePatterns) }
      : DEFAULT_PATTERNS,
  };
  return {
    values,
    stored: {
      handlerSecretSet: plain?.secret === '',
      customSecretNames: (custom?.secrets ?? []).map((secret) => secret.name),
      headerNames: headers.filter((header) => header.value === '').map((header) => header.name),
    },
  };
}

function patternCriteria(patterns: PatternsValue): Pick<WebhookCriteria, 'includePatterns' | 'excludePatterns'> {
  const saved = patternsValueForSave(patterns);
  return {
    includePatterns: splitPatterns(saved.includesPattern),
    excludePatterns: splitPatterns(saved.excludesPattern),
  };
}

/** The criteria keys the domain's kind takes (webhookCriteriaKeys), from the form. */
export function criteriaOf(
  kind: WebhookCriteriaKind | undefined,
  values: WebhookFormValues,
): WebhookCriteria | undefined {
  switch (kind) {
    case 'repository':
      return {
        anyLocal: values.anyLocal,
        anyRemote: values.anyRemote,
        anyFederated: values.anyFederated,
        repoKeys: values.repoKeys,
        ...patternCriteria(values.patterns),
      };
    case 'build':
      return { anyBuild: values.anyBuild, selectedBuilds: values.selectedBuilds, ...patternCriteria(values.patterns) };
    case 'release_bundle':
      return {
        anyReleaseBundle: values.anyReleaseBundle,
        registeredReleaseBundlesNames: values.releaseBundles,
        ...patternCriteria(values.patterns),
      };
    case 'release_bundle_v2':
      return {
        anyReleaseBundle: values.anyReleaseBundle,
        selectedReleaseBundles: values.releaseBundles,
        ...patternCriteria(values.patterns),
      };
    default:
      return undefined;
  }
}

const filledRows = (rows: readonly NameValueRow[]): WebhookNameValue[] =>
  rows
    .filter((row) => (row.name ?? '').trim() !== '' || (row.value ?? '') !== '')
    .map((row) => ({ name: (row.name ?? '').trim(), value: row.value ?? '' }));

function handlerOf(values: WebhookFormValues): WebhookHandler | CustomWebhookHandler {
  const proxy = values.proxy.trim();
  const headers = filledRows(values.headers);
  if (values.handlerType === 'custom-webhook') {
    return {
      handler_type: 'custom-webhook',
      url: values.url.trim(),
      method: values.method,
      // A blank value keeps the stored one: the server matches custom secrets by name.
      secrets: filledRows(values.secrets),
      http_headers: headers,
      ...(proxy ? { proxy } : {}),
      ...(values.payload.trim() ? { payload: values.payload } : {}),
    };
  }
  return {
    handler_type: 'webhook',
    url: values.url.trim(),
    // A blank secret keeps the stored one (or means none on create).
    ...(values.secret ? { secret: values.secret } : {}),
    use_secret_for_signing: values.useSecretForSigning,
    custom_http_headers: headers,
    ...(proxy ? { proxy } : {}),
  };
}

/** The body of create, update and test. */
export function webhookBody(values: WebhookFormValues): WebhookSubscription {
  const kind = findWebhookDomain(values.domain)?.criteria_kind;
  const criteria = criteriaOf(kind, values);
  return {
    key: values.key.trim(),
    description: values.description,
    enabled: values.enabled,
    event_filter: {
      domain: values.domain,
      event_types: values.eventTypes,
      ...(criteria ? { criteria } : {}),
    },
    handlers: [handlerOf(values)],
  };
}

/** Whether anything differs from the values first shown, compared as they would be sent. */
export function webhookChanged(initial: WebhookFormValues, current: Partial<WebhookFormValues>): boolean {
  return JSON.stringify(webhookBody(initial)) !== JSON.stringify(webhookBody({ ...initial, ...current }));
}
