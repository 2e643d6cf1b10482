import { userRoutes } from '@arca/contract';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockCall } from '../../../test/mock-call.ts';
import { managementQueries, refreshedBy } from '../../../test/refreshed-queries.tsx';
import { server } from '../../../test/server.ts';
import { useAccountAction } from './account-actions.ts';
import { useDeleteUser } from './delete-user.ts';
import { useUpdateUser } from './update-user.ts';

describe('what a user write refreshes', () => {
  it('deleting a user refreshes the users list, that user, the groups, the permissions that named it, the grants and the projects’ members, and no repositories or proxies', async () => {
    server.use(mockCall(userRoutes.delete, () => new HttpResponse(null, { status: 204 })));
    expect(await refreshedBy(useDeleteUser, 'dev', managementQueries)).toEqual([
      'users list',
      'user dev',
      'groups list',
      'group devs',
      'permissions list',
      'permission readers',
      "dev's grants",
      'effective permissions of libs-release',
      'users of project p1',
    ]);
  });

  it('changing a user’s email refreshes only the users list and that user; new groups refresh the groups and the grants too', async () => {
    server.use(mockCall(userRoutes.update, () => HttpResponse.json({})));
    const email = { name: 'dev', changes: { email: 'dev@example.com' } };
    expect(await refreshedBy(useUpdateUser, email, managementQueries)).toEqual(['users list', 'user dev']);
    const groups = { name: 'dev', changes: { groups: ['devs'] } };
    expect(await refreshedBy(useUpdateUser, groups, managementQueries)).toEqual([
      'users list',
      'user dev',
      'groups list',
      'group devs',
      "dev's grants",
      'effective permissions of libs-release',
    ]);
  });

  it('unlocking a user refreshes only the users list and that user', async () => {
    server.use(mockCall(userRoutes.unlock, () => ({})));
    const unlock = { action: 'unlock', name: 'dev' } as const;
    expect(await refreshedBy(useAccountAction, unlock, managementQueries)).toEqual(['users list', 'user dev']);
  });
});
