import { createHmac } from 'node:crypto';
import { createServer } from 'node:net';
import { type WebhookEventPayload, webhookMessages } from '@arca/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isRefusedAddress } from '../../lib/outbound-guard.ts';
import { startReceiver, type TestReceiver } from './test-receiver.ts';
import { WebhookSender } from './webhook-sender.ts';

const event: WebhookEventPayload = {
  domain: 'artifact',
  event_type: 'deployed',
  data: { repo_key: 'libs', path: 'a/"quoted".txt', name: '"quoted".txt', size: 3 },
  subscription_key: 'audits',
  jpd_origin: 'http://arca.example',
  source: 'jfrog/arca',
};

const sender = new WebhookSender({ allowPrivateTargets: true, version: '1.2.3' });
const strict = new WebhookSender({ allowPrivateTargets: false, version: '1.2.3' });
let receiver: TestReceiver;

beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());
beforeEach(() => {
  receiver.requests.length = 0;
  receiver.behave({ status: 200 });
});

const only = () => {
  expect(receiver.requests).toHaveLength(1);
  const [request] = receiver.requests;
  if (!request) throw new Error('no request');
  return request;
};

describe('webhook sender', () => {
  it('POSTs the event as JSON with the raw secret in X-JFrog-Event-Auth and the custom headers', async () => {
    const result = await sender.send(
      {
        handler_type: 'webhook',
        url: receiver.url,
        secret: 's3cret',
        custom_http_headers: [
          { name: 'X-Team', value: 'platform' },
          { name: 'Host', value: 'elsewhere.example' },
        ],
      },
      event,
    );
    expect(result).toMatchObject({ ok: true, status: 200 });
    expect(result.durationMs).toBeGreaterThanOrEqual(0);
    const request = only();
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/hook');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['user-agent']).toBe('Arca-Webhook/1.2.3');
    expect(request.headers['x-jfrog-event-auth']).toBe('s3cret');
    expect(request.headers['x-team']).toBe('platform');
    expect(request.headers.host).toBe(new URL(receiver.url).host);
    expect(JSON.parse(request.body.toString('utf8'))).toEqual(event);
  });

  it('signs the exact body bytes with hex HMAC-SHA256 and then does not send the secret', async () => {
    const result = await sender.send(
      { handler_type: 'webhook', url: receiver.url, secret: 's3cret', use_secret_for_signing: true },
      event,
    );
    expect(result.ok).toBe(true);
    const request = only();
    const expected = createHmac('sha256', 's3cret').update(request.body).digest('hex');
    expect(request.headers['x-jfrog-event-auth']).toBe(expected);
    expect(JSON.stringify(request.headers)).not.toContain('s3cret');
  });

  it('renders a custom webhook: its method, secrets in headers and payload, event data escaped for JSON', async () => {
    const result = await sender.send(
      {
        handler_type: 'custom-webhook',
        url: receiver.url,
        method: 'PUT',
        secrets: [{ name: 'token', value: 'tok-1' }],
        http_headers: [{ name: 'Authorization', value: 'Bearer {{.secrets.token}}' }],
        payload:
          '{"path":"{{.data.path}}","size":{{ .data.size }},"kind":"{{.event_type}}","nothing":"{{.data.none}}"}',
      },
      event,
    );
    expect(result.ok).toBe(true);
    const request = only();
    expect(request.method).toBe('PUT');
    expect(request.headers.authorization).toBe('Bearer tok-1');
    expect(request.headers['x-jfrog-event-auth']).toBeUndefined();
    expect(JSON.parse(request.body.toString('utf8'))).toEqual({
      path: 'a/"quoted".txt',
      size: 3,
      kind: 'deployed',
      nothing: '',
    });
  });

  it('sends a custom GET without a body', async () => {
    const result = await sender.send({ handler_type: 'custom-webhook', url: receiver.url, method: 'GET' }, event);
    expect(result.ok).toBe(true);
    expect(only()).toMatchObject({ method: 'GET', body: Buffer.alloc(0) });
  });

  it('reports a non-2xx answer with its status, and does not follow a redirect', async () => {
    receiver.behave({ status: 500 });
    expect(await sender.send({ handler_type: 'webhook', url: receiver.url }, event)).toMatchObject({
      ok: false,
      status: 500,
    });
    receiver.requests.length = 0;
    receiver.behave({ status: 302, location: `${receiver.url}/elsewhere` });
    expect(await sender.send({ handler_type: 'webhook', url: receiver.url }, event)).toMatchObject({
      ok: false,
      status: 302,
    });
    expect(receiver.requests.map((request) => request.path)).toEqual(['/hook']);
  });

  it('cuts a receiver that never answers at the timeout', async () => {
    receiver.behave('hang');
    const result = await sender.send({ handler_type: 'webhook', url: receiver.url }, event, { timeoutMs: 300 });
    expect(result.ok).toBe(false);
    expect(result.status).toBeUndefined();
    expect(result.error).toBe('no answer within 300 ms');
    expect(result.durationMs).toBeGreaterThanOrEqual(250);
    expect(result.durationMs).toBeLessThan(5000);
  });

  it('stops reading a 10 MB answer after 64 KB and drops the connection', async () => {
    receiver.behave('huge');
    const result = await sender.send({ handler_type: 'webhook', url: receiver.url }, event, { timeoutMs: 5000 });
    expect(result).toMatchObject({ ok: true, status: 200 });
    // Give the receiver the time to notice the connection is gone and stop writing.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiver.hugeBytesWritten()).toBeLessThan(1024 * 1024);
  });

  it('answers a cancelled delivery and an unreachable receiver without throwing', async () => {
    receiver.behave('hang');
    const controller = new AbortController();
    const pending = sender.send({ handler_type: 'webhook', url: receiver.url }, event, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect(await pending).toMatchObject({ ok: false, error: 'the delivery was cancelled' });

    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const address = closed.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = await sender.send({ handler_type: 'webhook', url: `http://127.0.0.1:${port}/` }, event);
    expect(unreachable.ok).toBe(false);
    expect(unreachable.status).toBeUndefined();
    expect(unreachable.error).toContain('ECONNREFUSED');
  });

  it('refuses loopback targets, by address or by name, unless private targets are allowed', async () => {
    const port = new URL(receiver.url).port;
    for (const url of [receiver.url, `http://localhost:${port}/hook`, `http://[::ffff:127.0.0.1]:${port}/hook`]) {
      const result = await strict.send({ handler_type: 'webhook', url }, event);
      expect(result).toMatchObject({ ok: false, refused: true });
      expect(result.error).toBe(webhookMessages.privateTarget(new URL(url).hostname.replace(/^\[|\]$/g, '')));
    }
    expect(receiver.requests).toHaveLength(0);
  });

  it('counts private, shared, link-local and unique-local addresses as refused, public ones not', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '100.64.0.1',
      '169.254.169.254',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:10.0.0.1',
      '::ffff:7f00:1',
    ]) {
      expect(isRefusedAddress(address), address).toBe(true);
    }
    for (const address of ['8.8.8.8', '93.184.216.34', '2001:4860:4860::8888']) {
      expect(isRefusedAddress(address), address).toBe(false);
    }
  });
});
