import { type Permission, permissionRoutes } from '@arca/contract';
import { describe, expect, it } from 'vitest';
import { mockCall } from '../../../test/mock-call.ts';
import { managementQueries, refreshedBy } from '../../../test/refreshed-queries.tsx';
import { server } from '../../../test/server.ts';
import { useReplacePermission } from './permission-mutations.ts';

const readers: Permission = { name: 'readers', resources: {} };

describe('what a permission write refreshes', () => {
  it('saving a permission refreshes the permissions list, that permission and the grants, and no users, groups or projects', async () => {
    server.use(mockCall(permissionRoutes.replace, () => readers));
    expect(await refreshedBy(useReplacePermission, readers, managementQueries)).toEqual([
      'permissions list',
      'permission readers',
      "dev's grants",
      'effective permissions of libs-release',
    ]);
  });
});
