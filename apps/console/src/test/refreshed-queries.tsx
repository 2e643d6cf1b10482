import { QueryClientProvider, type QueryKey, type UseMutationResult } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  grantKeys,
  groupKeys,
  permissionKeys,
  projectKeys,
  proxyKeys,
  repositoryKeys,
  userKeys,
} from '../shared/management/keys.ts';
import { createTestQueryClient } from './render-app.tsx';

/** One cached answer in each management family, as the screens that show them hold it. */
export const managementQueries = {
  'users list': userKeys.list(),
  'user dev': userKeys.one('dev'),
  'groups list': groupKeys.list(),
  'group devs': groupKeys.one('devs'),
  'permissions list': permissionKeys.list(),
  'permission readers': permissionKeys.one('readers'),
  "dev's grants": grantKeys.ofPrincipal('user', 'dev'),
  'effective permissions of libs-release': grantKeys.ofResource('artifact', 'libs-release'),
  'projects list': projectKeys.list(),
  'project p1': projectKeys.one('p1'),
  'users of project p1': projectKeys.members('p1', 'users'),
  'repository summaries': repositoryKeys.summaries(),
  'proxy names': proxyKeys.names(),
} satisfies Record<string, QueryKey>;

/**
 * Runs one write through its hook, with a client holding an answer under each of `queries`, and
 * names the queries the write refreshed: those it marked stale, to be read again when shown.
 */
export async function refreshedBy<TData, TVariables>(
  useWrite: () => UseMutationResult<TData, Error, TVariables>,
  variables: TVariables,
  queries: Readonly<Record<string, QueryKey>>,
): Promise<string[]> {
  const client = createTestQueryClient();
  for (const key of Object.values(queries)) client.setQueryData(key, 'cached');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result, unmount } = renderHook(useWrite, { wrapper });
  await act(() => result.current.mutateAsync(variables));
  unmount();
  return Object.entries(queries)
    .filter(([, key]) => client.getQueryState(key)?.isInvalidated === true)
    .map(([name]) => name);
}
