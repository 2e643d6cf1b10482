import { groupRoutes } from '@arca/contract';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockCall } from '../../../test/mock-call.ts';
import { managementQueries, refreshedBy } from '../../../test/refreshed-queries.tsx';
import { server } from '../../../test/server.ts';
import { useDeleteGroup } from './delete-group.ts';
import { useUpdateGroup } from './update-group.ts';

describe('what a group write refreshes', () => {
  it('deleting a group refreshes the groups list, that group, the users, the permissions that named it, the grants and the projects’ members, and no repositories or proxies', async () => {
    server.use(mockCall(groupRoutes.delete, () => new HttpResponse(null, { status: 204 })));
    expect(await refreshedBy(useDeleteGroup, 'devs', managementQueries)).toEqual([
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

  it('changing a group’s description refreshes only the groups list and that group; new members refresh the users and the grants too', async () => {
    server.use(
      mockCall(groupRoutes.update, () => HttpResponse.json({})),
      mockCall(groupRoutes.updateMembers, () => HttpResponse.json({})),
    );
    const description = { name: 'devs', fields: { description: 'Developers' }, members: {} };
    expect(await refreshedBy(useUpdateGroup, description, managementQueries)).toEqual(['groups list', 'group devs']);
    const members = { name: 'devs', fields: {}, members: { add: ['dev'] } };
    expect(await refreshedBy(useUpdateGroup, members, managementQueries)).toEqual([
      'users list',
      'user dev',
      'groups list',
      'group devs',
      "dev's grants",
      'effective permissions of libs-release',
    ]);
  });
});
