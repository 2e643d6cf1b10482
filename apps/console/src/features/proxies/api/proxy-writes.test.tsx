import { proxyConsoleRoutes } from '@arca/contract';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockCall } from '../../../test/mock-call.ts';
import { managementQueries, refreshedBy } from '../../../test/refreshed-queries.tsx';
import { server } from '../../../test/server.ts';
import { proxyAdminKeys } from './proxy-keys.ts';
import { useDeleteProxy } from './proxy-mutations.ts';

const queries = {
  ...managementQueries,
  'proxies list': proxyAdminKeys.list(),
  'proxy corporate': proxyAdminKeys.one('corporate'),
};

describe('what a proxy write refreshes', () => {
  it('deleting a proxy refreshes the proxies list, that proxy and the proxy names a webhook offers, and nothing of users, permissions or repositories', async () => {
    server.use(mockCall(proxyConsoleRoutes.delete, () => new HttpResponse(null, { status: 204 })));
    expect(await refreshedBy(useDeleteProxy, 'corporate', queries)).toEqual([
      'proxy names',
      'proxies list',
      'proxy corporate',
    ]);
  });
});
