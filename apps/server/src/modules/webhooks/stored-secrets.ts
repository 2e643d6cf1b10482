import { serverMessages, type WebhookHandlerConfig, type WebhookSubscription, webhookMessages } from '@arca/contract';
import { Invalid } from '../../lib/errors.ts';
import { originOf } from '../../lib/url-origin.ts';
import { headersOf, mapHeaders } from './handler-headers.ts';

/** One handler with its blanks filled from the stored one, and what was taken from storage. */
function mergedHandler(
  handler: WebhookHandlerConfig,
  previous: WebhookHandlerConfig | undefined,
): { handler: WebhookHandlerConfig; reused: string[] } {
  const reused: string[] = [];
  const storedHeaders = previous ? headersOf(previous) : [];
  const filled = mapHeaders(handler, (header) => {
    if (header.value) return header;
    const value = storedHeaders.find((old) => old.name.toLowerCase() === header.name.toLowerCase())?.value;
    if (!value) throw new Invalid(webhookMessages.headerIncomplete);
    reused.push(`the value of header '${header.name}'`);
    return { name: header.name, value };
  });
  if (filled.handler_type === 'webhook') {
    const { secret, ...rest } = filled;
    const kept = previous?.handler_type === 'webhook' ? previous.secret : undefined;
    // A blank or absent secret keeps the stored one; null removes it.
    if (secret === null || (!secret && !kept)) return { handler: rest, reused };
    if (!secret) reused.unshift('the secret');
    return { handler: { ...rest, secret: secret || kept }, reused };
  }
  const storedSecrets = previous?.handler_type === 'custom-webhook' ? (previous.secrets ?? []) : [];
  const secrets = (filled.secrets ?? []).map((secret) => {
    if (secret.value) return secret;
    const value = storedSecrets.find((old) => old.name === secret.name)?.value ?? '';
    if (value) reused.push(`the secret '${secret.name}'`);
    return { name: secret.name, value };
  });
  return { handler: { ...filled, secrets }, reused };
}

/**
 * What of a webhook is secret: a handler's `secret`, a custom handler's `secrets[].value`, and
 * every custom header value (they often hold `Authorization`). The API answers them blank
 * (withoutSecrets); a body that leaves one blank keeps the stored value, filled in here handler by
 * handler in order (a form edits handlers in place), but only while the handler's URL keeps its
 * origin (scheme, host and port): a stored value is never sent to another host, so a handler that
 * now leads elsewhere and would take one is refused. A path change on the same origin keeps them:
 * they reach the server that had them already. A header still blank is incomplete.
 */
export function withStoredSecrets(
  subscription: WebhookSubscription,
  stored: WebhookSubscription | undefined,
): WebhookSubscription {
  const handlers = subscription.handlers.map((handler, index) => {
    const previous = stored?.handlers[index];
    const merged = mergedHandler(handler, previous);
    const origin = originOf(handler.url);
    if (merged.reused.length > 0 && previous && origin !== originOf(previous.url)) {
      throw new Invalid(serverMessages.secretsForNewUrl(origin ?? handler.url, merged.reused));
    }
    return merged.handler;
  });
  return { ...subscription, handlers };
}

/** The subscription as the API answers it: a stored `secret` as `""`, custom secrets' and headers' values `""`. */
export function withoutSecrets(subscription: WebhookSubscription): WebhookSubscription {
  return {
    ...subscription,
    handlers: subscription.handlers.map((handler): WebhookHandlerConfig => {
      const masked = mapHeaders(handler, (header) => ({ name: header.name, value: '' }));
      if (masked.handler_type === 'webhook') {
        const { secret, ...rest } = masked;
        return secret ? { ...rest, secret: '' } : rest;
      }
      return { ...masked, secrets: (masked.secrets ?? []).map((secret) => ({ name: secret.name, value: '' })) };
    }),
  };
}
