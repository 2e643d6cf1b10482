import {
  type CustomWebhookHandler,
  findWebhookDomain,
  isWebhookName,
  WEBHOOK_DESCRIPTION_MAX_LENGTH,
  WEBHOOK_KEY_MAX_LENGTH,
  type WebhookCriteria,
  type WebhookHandler,
  type WebhookHandlerConfig,
  type WebhookNameValue,
  type WebhookSubscription,
  webhookCriteriaFlags,
  webhookCriteriaKeys,
  webhookMessages,
} from '@arca/contract';
import { Invalid } from '../../lib/errors.ts';

/** A body as the route schema lets it through: structurally sound, every field possibly missing. */
export type SubscriptionInput = Partial<Omit<WebhookSubscription, 'event_filter' | 'handlers'>> & {
  event_filter?: { domain?: string; event_types?: string[]; criteria?: object };
  handlers?: Partial<HandlerInput>[];
};

type HandlerInput = Omit<WebhookHandler, 'handler_type'> &
  Omit<CustomWebhookHandler, 'handler_type'> & { handler_type: WebhookHandlerConfig['handler_type'] };

/** An HTTP header name: an RFC 9110 token. */
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const FLAGS: ReadonlySet<string> = new Set(webhookCriteriaFlags);

export function isWebhookUrl(url: string | undefined): boolean {
  if (!url || /\s/.test(url)) return false;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '';
  } catch {
    return false;
  }
}

function checkKey(key: string | undefined, problems: string[]): void {
  if (!key) problems.push(webhookMessages.mandatory);
  else if (key.length > WEBHOOK_KEY_MAX_LENGTH) problems.push(webhookMessages.keyTooLong);
  else if (!isWebhookName(key)) problems.push(webhookMessages.nameInvalid);
}

function checkHeaders(
  headers: readonly Partial<WebhookNameValue>[] | undefined,
  problems: string[],
): WebhookNameValue[] {
  const kept: WebhookNameValue[] = [];
  for (const header of headers ?? []) {
    const value = header.value ?? '';
    if (!header.name) {
      problems.push(webhookMessages.headerIncomplete);
    } else if (!TOKEN.test(header.name)) {
      problems.push(webhookMessages.headerNameInvalid(header.name));
    } else if (/[\r\n\0]/.test(value)) {
      problems.push(webhookMessages.headerValueInvalid(header.name));
    } else {
      // A blank value keeps the stored one, as the API answers it masked (see stored-secrets.ts).
      kept.push({ name: header.name, value });
    }
  }
  return kept;
}

function checkSecrets(
  secrets: readonly Partial<WebhookNameValue>[] | undefined,
  problems: string[],
): WebhookNameValue[] {
  const kept: WebhookNameValue[] = [];
  const seen = new Set<string>();
  for (const secret of secrets ?? []) {
    if (!secret.name) {
      problems.push(webhookMessages.secretNameMissing);
    } else if (!isWebhookName(secret.name)) {
      problems.push(webhookMessages.secretNameInvalid);
    } else if (seen.has(secret.name)) {
      problems.push(webhookMessages.secretNameDuplicate(secret.name));
    } else {
      seen.add(secret.name);
      kept.push({ name: secret.name, value: secret.value ?? '' });
    }
  }
  return kept;
}

function checkHandler(input: Partial<HandlerInput>, problems: string[]): WebhookHandlerConfig {
  const url = input.url ?? '';
  if (!url) problems.push(webhookMessages.mandatory);
  else if (!isWebhookUrl(url)) problems.push(webhookMessages.urlInvalid);
  const proxy = input.proxy ? { proxy: input.proxy } : {};
  if (input.handler_type === 'custom-webhook') {
    return {
      handler_type: 'custom-webhook',
      url,
      method: input.method ?? 'POST',
      secrets: checkSecrets(input.secrets, problems),
      http_headers: checkHeaders(input.http_headers, problems),
      ...proxy,
      ...(input.payload ? { payload: input.payload } : {}),
    };
  }
  return {
    handler_type: 'webhook',
    url,
    // Kept as sent: '' or absent may mean "keep the stored secret" (see stored-secrets.ts), null "none".
    ...(input.secret !== undefined ? { secret: input.secret } : {}),
    use_secret_for_signing: input.use_secret_for_signing ?? false,
    ...proxy,
    custom_http_headers: checkHeaders(input.custom_http_headers, problems),
  };
}

function checkCriteria(domain: string, input: object | undefined, problems: string[]): WebhookCriteria {
  const kind = findWebhookDomain(domain)?.criteria_kind ?? 'none';
  const allowed = webhookCriteriaKeys[kind];
  const entries = Object.entries(input ?? {});
  const unknown = entries.map(([key]) => key).filter((key) => !allowed.includes(key));
  if (unknown.length > 0) problems.push(webhookMessages.unknownCriteria(domain, unknown));
  const criteria: Record<string, boolean | string[]> = {};
  for (const [key, value] of entries) {
    if (!allowed.includes(key)) continue;
    if (FLAGS.has(key)) {
      if (typeof value === 'boolean') criteria[key] = value;
      else problems.push(webhookMessages.criteriaType(key));
    } else if (Array.isArray(value) && value.every((item) => typeof item === 'string' && item.length <= 1024)) {
      // Ant patterns are relative to the repository root: a leading slash would never match.
      const list = value.map((item: string) => item.trim()).filter(Boolean);
      criteria[key] = key.endsWith('Patterns') ? list.map((item) => item.replace(/^\/+/, '')) : list;
    } else {
      problems.push(webhookMessages.criteriaType(key));
    }
  }
  return criteria as WebhookCriteria;
}

/**
 * A subscription checked against the rules of admin-and-widgets.md §5 and jfrog-wire-compat §3,
 * every problem found at once: the first is the message, the rest follow it in the envelope.
 * `test`: the test action needs no key (a form not saved yet) and no event types (the domain's
 * first is sent).
 */
export function checkedSubscription(input: SubscriptionInput, mode: 'save' | 'test'): WebhookSubscription {
  const problems: string[] = [];
  if (mode === 'save' || input.key) checkKey(input.key, problems);
  if ((input.description?.length ?? 0) > WEBHOOK_DESCRIPTION_MAX_LENGTH)
    problems.push(webhookMessages.descriptionTooLong);
  const domainName = input.event_filter?.domain ?? '';
  const domain = findWebhookDomain(domainName);
  const eventTypes = [...new Set(input.event_filter?.event_types ?? [])];
  if (!domainName) problems.push(webhookMessages.mandatory);
  else if (!domain) problems.push(webhookMessages.unknownDomain(domainName));
  else {
    const unknown = eventTypes.filter((type) => !domain.event_types.includes(type));
    if (unknown.length > 0) problems.push(webhookMessages.unknownEventTypes(domainName, unknown));
    if (mode === 'save' && eventTypes.length === 0) problems.push(webhookMessages.eventTypesRequired);
  }
  const criteria = checkCriteria(domainName, input.event_filter?.criteria, problems);
  const handlers = (input.handlers ?? []).map((handler) => checkHandler(handler, problems));
  if (handlers.length === 0) problems.push(webhookMessages.handlersRequired);
  const [first, ...rest] = problems;
  if (first !== undefined) throw new Invalid(first, rest);
  return {
    key: input.key ?? '',
    description: input.description ?? '',
    enabled: input.enabled ?? true,
    ...(input.project_key ? { project_key: input.project_key } : {}),
    event_filter: {
      domain: domainName,
      event_types: eventTypes,
      ...(domain && domain.criteria_kind !== 'none' ? { criteria } : {}),
    },
    handlers,
  };
}
