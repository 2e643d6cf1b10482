import type { WebhookDelivery } from '@arca/contract';
import { describe, expect, it } from 'vitest';
import { deliveryErrorText, latestDeliveryFailed } from './delivery-error-text.ts';

describe('delivery error text', () => {
  it.each([
    ['connect ECONNREFUSED 127.0.0.1:9', 'The receiver refused the connection (ECONNREFUSED)'],
    ['getaddrinfo ENOTFOUND hooks.example.invalid', "The receiver's host name could not be found (ENOTFOUND)"],
    ['connect ETIMEDOUT 10.0.0.5:443', 'The connection to the receiver timed out (ETIMEDOUT)'],
    ['ECONNRESET: socket hang up', 'The receiver closed the connection (ECONNRESET)'],
    ['CERT_HAS_EXPIRED: certificate has expired', "The receiver's certificate is not trusted (CERT_HAS_EXPIRED)"],
    [
      'DEPTH_ZERO_SELF_SIGNED_CERT: self-signed certificate',
      "The receiver's certificate is not trusted (DEPTH_ZERO_SELF_SIGNED_CERT)",
    ],
    [
      'self-signed certificate in certificate chain',
      "The receiver's certificate is not trusted (self-signed certificate in certificate chain)",
    ],
  ])('puts %s in words', (raw, words) => {
    expect(deliveryErrorText(raw)).toBe(words);
  });

  it('keeps an error it does not know as it came', () => {
    expect(deliveryErrorText('The receiver answered 500')).toBe('The receiver answered 500');
  });
});

describe('latest delivery failed', () => {
  const delivery = (outcome: WebhookDelivery['outcome']): WebhookDelivery => ({
    domain: 'artifact',
    event_type: 'deployed',
    attempt: 1,
    outcome,
    status_code: null,
    duration_ms: 3,
    error: null,
    delivered_at: '2026-11-28T10:00:00.000Z',
  });

  it('flags a webhook whose newest delivery failed, not one that failed before and then delivered', () => {
    expect(latestDeliveryFailed([delivery('failed'), delivery('delivered')])).toBe(true);
    expect(latestDeliveryFailed([delivery('delivered'), delivery('failed')])).toBe(false);
    expect(latestDeliveryFailed([delivery('retrying')])).toBe(false);
    expect(latestDeliveryFailed([])).toBe(false);
  });
});
