import { type WebhookDelivery, type WebhookFailure, webhookMessages } from '@arca/contract';

// The server keeps the network's own reason ("connect ECONNREFUSED 10.0.0.5:443"); people reading the
// history need to know what went wrong, so the known codes are put in words, the code kept in brackets
// for whoever searches for it.
const connectionErrors: readonly [code: string, words: string][] = [
  ['ECONNREFUSED', 'The receiver refused the connection'],
  ['ENOTFOUND', "The receiver's host name could not be found"],
  ['EAI_AGAIN', "The receiver's host name could not be looked up"],
  ['ETIMEDOUT', 'The connection to the receiver timed out'],
  ['ECONNRESET', 'The receiver closed the connection'],
  ['EHOSTUNREACH', 'The receiver cannot be reached'],
  ['ENETUNREACH', "The receiver's network cannot be reached"],
];

// Node's TLS codes for a certificate the sender would not trust.
const certificateCodes = [
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'ERR_TLS_CERT_ALTNAME_INVALID',
];

const CERTIFICATE_WORDS = "The receiver's certificate is not trusted";

const hasCode = (raw: string, code: string) => new RegExp(`\\b${code}\\b`).test(raw);

/** A delivery's error in words, e.g. "The receiver refused the connection (ECONNREFUSED)"; other errors as they came. */
export function deliveryErrorText(raw: string): string {
  const known = connectionErrors.find(([code]) => hasCode(raw, code));
  if (known) return `${known[1]} (${known[0]})`;
  const certificateCode = certificateCodes.find((code) => hasCode(raw, code));
  if (certificateCode) return `${CERTIFICATE_WORDS} (${certificateCode})`;
  // Without a code, Node still names a certificate it refused in its message.
  if (/certificate/i.test(raw)) return `${CERTIFICATE_WORDS} (${raw})`;
  return raw;
}

/** Whether the newest delivery (the history comes newest first) gave up: the webhook is failing now. */
export function latestDeliveryFailed(deliveries: readonly WebhookDelivery[]): boolean {
  return deliveries[0]?.outcome === 'failed';
}

/** Why a failing webhook's latest delivery gave up, in words: the network's reason or the receiver's answer. */
export function failureText(failure: WebhookFailure): string {
  if (failure.error) return deliveryErrorText(failure.error);
  if (failure.status_code !== null) return webhookMessages.receiverAnswered(failure.status_code);
  return 'The delivery failed';
}
