import { describe, expect, it } from 'vitest';
import { REDACTED, redact } from './redact.ts';

describe('redact', () => {
  it('replaces values under secret-looking keys, keeps names and ordinary values', () => {
    expect(
      redact({
        key: 'corp',
        repoKey: 'libs',
        host: 'proxy.example.com',
        password: 'p',
        adminPassword: 'a',
        clientSecret: 's',
        apiKey: 'k',
        private_key: 'pk',
        nested: { token: 't', port: 3128 },
      }),
    ).toEqual({
      key: 'corp',
      repoKey: 'libs',
      host: 'proxy.example.com',
      password: REDACTED,
      adminPassword: REDACTED,
      clientSecret: REDACTED,
      apiKey: REDACTED,
      private_key: REDACTED,
      nested: { token: REDACTED, port: 3128 },
    });
  });

  it('replaces sealed values and the password inside URLs, wherever they stand', () => {
    expect(redact({ list: ['v1.aGVsbG8.dGFn.Y2lwaGVy', 'plain'] })).toEqual({ list: [REDACTED, 'plain'] });
    expect(redact({ databaseUrl: 'postgres://arca:s3cret@db:5432/arca' })).toEqual({
      databaseUrl: `postgres://arca:${REDACTED}@db:5432/arca`,
    });
    expect(redact('smtp://mailer@mail:25')).toBe('smtp://mailer@mail:25');
  });

  it('replaces every header value, whatever the header is called', () => {
    expect(
      redact({
        custom_http_headers: [{ name: 'X-Team', value: 'secret-1' }],
        headers: { 'X-Anything': 'secret-2' },
        header: { nodejsVersion: 'v24' },
      }),
    ).toEqual({
      custom_http_headers: [{ name: 'X-Team', value: REDACTED }],
      headers: { 'X-Anything': REDACTED },
      header: { nodejsVersion: 'v24' },
    });
  });
});
