import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { webhookPaths } from '@arca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, requestLines } from './support.ts';

let receiver: Server;
let receiverUrl: string;
const deliveries: { path?: string }[] = [];

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      deliveries.push(JSON.parse(body).data ?? {});
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  expect(
    (await api('PUT', '/artifactory/api/repositories/hooks-local', { rclass: 'local', packageType: 'generic' })).status,
  ).toBe(200);
});
afterAll(() => new Promise((resolve) => receiver.close(resolve)));

describe('webhooks of a cluster', () => {
  it('fire once per event, whichever node took the deploy', async () => {
    const subscribed = await api('POST', webhookPaths.subscriptions, {
      key: 'cluster-deploys',
      description: 'Deploys to hooks-local',
      enabled: true,
      event_filter: {
        domain: 'artifact',
        event_types: ['deployed'],
        criteria: {
          anyLocal: false,
          anyRemote: false,
          anyFederated: false,
          repoKeys: ['hooks-local'],
          includePatterns: ['**'],
          excludePatterns: [],
        },
      },
      handlers: [{ handler_type: 'webhook', url: receiverUrl, use_secret_for_signing: false, custom_http_headers: [] }],
    });
    expect(subscribed.status).toBe(201);
    const paths = Array.from({ length: 12 }, (_, n) => `drop/file-${n}.txt`);
    await Promise.all(
      paths.map(async (path) => {
        const put = await api('PUT', `/artifactory/hooks-local/${path}`, new TextEncoder().encode(path));
        expect(put.status).toBe(201);
      }),
    );
    await expect.poll(() => deliveries.length, { timeout: 30_000, interval: 200 }).toBeGreaterThanOrEqual(paths.length);
    // Long enough for a second node's duplicate to arrive, were there one.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(deliveries.map((delivery) => delivery.path).sort()).toEqual([...paths].sort());
    const servedBy = [...requestLines('/artifactory/hooks-local/drop/').values()].filter((lines) => lines.length > 0);
    expect(servedBy.length).toBeGreaterThanOrEqual(2);
  });
});
