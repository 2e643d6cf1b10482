import { describe, expect, it } from 'vitest';
import { redactLogLine } from './log-redaction.ts';
import { REDACTED, redact, redactText, redactUrlPath } from './redact.ts';

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

  it('M3 replaces secrets inside text: query values, URL passwords, credentials and the CLI login session', () => {
    expect(redactText('open https://arca.test/ui/login/reset-password?key=abc123&lang=en now')).toBe(
      `open https://arca.test/ui/login/reset-password?key=${REDACTED}&lang=${REDACTED} now`,
    );
    expect(redactText('fetching http://u:pw@upstream.test/x failed')).toBe(
      `fetching http://u:${REDACTED}@upstream.test/x failed`,
    );
    expect(redactText('Authorization: Bearer eyJ.abc-def')).toBe(`Authorization: Bearer ${REDACTED}`);
    expect(redactText('Basic realm="Artifactory Realm"')).toBe('Basic realm="Artifactory Realm"');
    expect(redactText('GET /access/api/v2/authentication/jfrog_client_login/token/5f0c-11')).toBe(
      `GET /access/api/v2/authentication/jfrog_client_login/token/${REDACTED}`,
    );
    expect(redactText('http://host:8081/artifactory/libs/a.jar')).toBe('http://host:8081/artifactory/libs/a.jar');
  });
});

describe('redactUrlPath', () => {
  it('M3 keeps the scheme, host and port of an address whose path may be its secret, and nothing else', () => {
    expect(redactUrlPath('https://hooks.slack.com/services/T00/B00/xyz')).toBe(`https://hooks.slack.com/${REDACTED}`);
    expect(redactUrlPath('https://acme.webhook.office.com/webhookb2/a1@b2/IncomingWebhook/c3/d4')).toBe(
      `https://acme.webhook.office.com/${REDACTED}`,
    );
    expect(redactUrlPath('https://discord.com/api/webhooks/42/t0k3n?wait=true&thread_id=7')).toBe(
      `https://discord.com/${REDACTED}?wait=${REDACTED}&thread_id=${REDACTED}`,
    );
    expect(redactUrlPath('http://u:pw@127.0.0.1:9/hook?onlythesecret#fragment')).toBe(
      `http://${REDACTED}@127.0.0.1:9/${REDACTED}?${REDACTED}#${REDACTED}`,
    );
    expect(redactUrlPath('https://receiver.example.com')).toBe('https://receiver.example.com/');
    expect(redactUrlPath('not an address /with/secret')).toBe(REDACTED);
  });
});

describe('redactLogLine', () => {
  it('M3 redacts a JSON log entry by field name and by content, and a line that is not JSON by content', () => {
    const line = JSON.stringify({ level: 30, msg: 'sent https://x.test/a?token=t1', user: 'dana', apiKey: 'k1' });
    expect(JSON.parse(redactLogLine(line))).toEqual({
      level: 30,
      msg: `sent https://x.test/a?token=${REDACTED}`,
      user: 'dana',
      apiKey: REDACTED,
    });
    expect(redactLogLine('{not json ?key=k2')).toBe(`{not json ?key=${REDACTED}`);
  });
});
