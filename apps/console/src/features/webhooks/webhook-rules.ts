import { isWebhookName, WEBHOOK_KEY_MAX_LENGTH, webhookMessages } from '@arca/contract';
import type { NameValueRow } from './webhook-form-values.ts';

/**
 * The form's checks, each answering the spec's message or undefined (admin-and-widgets.md §5).
 * The server checks the same again; these only spare a round trip.
 */

/** R21.11, R21.13, R21.14, R21.15: key names are unique regardless of letter case, as the server keeps them. */
export function keyProblem(key: string, takenKeys: readonly string[]): string | undefined {
  const trimmed = key.trim();
  if (trimmed === '') return webhookMessages.mandatory;
  if (!isWebhookName(trimmed)) return webhookMessages.nameInvalid;
  if (trimmed.length > WEBHOOK_KEY_MAX_LENGTH) return webhookMessages.keyTooLong;
  const lower = trimmed.toLowerCase();
  if (takenKeys.some((taken) => taken.toLowerCase() === lower)) return webhookMessages.nameExists;
  return undefined;
}

/** R21.16: an absolute http or https URL with a host. */
export function urlProblem(url: string): string | undefined {
  const trimmed = url.trim();
  if (trimmed === '') return webhookMessages.mandatory;
  if (!URL.canParse(trimmed)) return webhookMessages.urlInvalid;
  const parsed = new URL(trimmed);
  if ((parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || parsed.hostname === '') {
    return webhookMessages.urlInvalid;
  }
  return undefined;
}

/**
 * R21.17: a header row needs both halves. A stored header's value comes back blank, so a blank
 * value is allowed for the names the server keeps (`keptNames`).
 */
export function headerProblem(row: NameValueRow | undefined, keptNames: readonly string[] = []): string | undefined {
  const name = (row?.name ?? '').trim();
  if (name === '') return webhookMessages.headerIncomplete;
  const kept = keptNames.some((keptName) => keptName.toLowerCase() === name.toLowerCase());
  if ((row?.value ?? '') === '' && !kept) return webhookMessages.headerIncomplete;
  return undefined;
}

/**
 * R21.12, R21.18, R21.19: a secret needs a name following the webhook-name rule. A stored secret's
 * value comes back blank, so a blank value is allowed for the names the server already keeps.
 */
export function secretNameProblem(name: string | undefined): string | undefined {
  const trimmed = (name ?? '').trim();
  if (trimmed === '') return webhookMessages.secretNameMissing;
  if (!isWebhookName(trimmed)) return webhookMessages.secretNameInvalid;
  return undefined;
}
