import { webhookPaths } from '@arca/contract';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { managementQueries, refreshedBy } from '../../../test/refreshed-queries.tsx';
import { server } from '../../../test/server.ts';
import { ciNotify } from '../webhooks-test-data.ts';
import { webhookKeys } from './webhook-keys.ts';
import { useUpdateWebhook } from './webhook-mutations.ts';

const queries = {
  ...managementQueries,
  'webhooks list': webhookKeys.list(),
  'webhook ci-notify': webhookKeys.one(ciNotify.key),
  'deliveries of ci-notify': webhookKeys.deliveries(ciNotify.key),
  'event domains': webhookKeys.domains(),
};

describe('what a webhook write refreshes', () => {
  it('saving a webhook refreshes the webhooks list and that webhook, and not the users list or anything else of management', async () => {
    server.use(http.put(webhookPaths.console.subscription(ciNotify.key), () => HttpResponse.json(ciNotify)));
    expect(await refreshedBy(useUpdateWebhook, ciNotify, queries)).toEqual(['webhooks list', 'webhook ci-notify']);
  });
});
