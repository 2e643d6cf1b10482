import { metadataRoutes, type UserData } from '@arca/contract';
import { waitFor } from '@testing-library/react';
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { currentUserQueryOptions } from '../../shared/session/current-user.ts';
import { adminUser, regularUser } from '../../test/fixtures.ts';
import { mockCall } from '../../test/mock-call.ts';
import { createTestQueryClient } from '../../test/render-app.tsx';
import { server } from '../../test/server.ts';
import { packageListQueryOptions } from './api/package-list-queries.ts';
import { packagesRoutes } from './packages.routes.tsx';
import { aPackage, connection } from './test-fixtures.ts';

/** Runs the list route's loader for `search` as `user`, before any of the list's code renders. */
async function enterList(user: UserData | undefined, search: string) {
  const sent: { variables: { filter?: { name?: string } } }[] = [];
  server.use(
    mockCall(metadataRoutes.packages, async ({ request }) => {
      sent.push((await request.json()) as (typeof sent)[number]);
      return { data: { packages: connection([aPackage('1', { name: 'left-pad' })]) } };
    }),
  );
  const queryClient = createTestQueryClient();
  if (user) queryClient.setQueryData(currentUserQueryOptions().queryKey, user);
  const loader = packagesRoutes(queryClient)[0]?.children?.find((route) => route.index)?.loader;
  if (typeof loader !== 'function') throw new Error('the list route has no loader');
  const url = new URL(`http://localhost/ui/packages${search}`);
  const args: LoaderFunctionArgs = {
    request: new Request(url),
    url,
    params: {},
    pattern: '/packages',
    context: undefined,
  };
  await loader(args);
  return { queryClient, sent };
}

describe('the package list route', () => {
  it('asks for the first page beside the code fetch, for an administrator, into the query the page reads', async () => {
    const { queryClient, sent } = await enterList(adminUser, '');
    await waitFor(() => expect(sent).toHaveLength(1));
    const options = packageListQueryOptions({});
    await waitFor(() => expect(queryClient.getQueryData(options.queryKey)?.pages[0]?.totalCount).toBe(1));
  });

  it('asks for a searched list for anyone, with the search the URL holds', async () => {
    const { sent } = await enterList(regularUser, '?type=packages&name=left');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(JSON.stringify(sent[0]?.variables.filter)).toContain('left');
  });

  it('asks for nothing where the page will not list (R10.26), or while the user is not known yet', async () => {
    for (const user of [regularUser, undefined]) {
      const { queryClient, sent } = await enterList(user, '');
      // A prefetch would start once the query module has loaded: let that happen first.
      await import('./api/package-list-queries.ts');
      await Promise.resolve();
      expect(queryClient.getQueryCache().findAll({ queryKey: ['packages'] })).toEqual([]);
      expect(sent).toEqual([]);
    }
  });
});
