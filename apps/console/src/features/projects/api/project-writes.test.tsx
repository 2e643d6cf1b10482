import { projectRoutes } from '@arca/contract';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockCall } from '../../../test/mock-call.ts';
import { managementQueries, refreshedBy } from '../../../test/refreshed-queries.tsx';
import { server } from '../../../test/server.ts';
import { useSetProjectMember } from './members.ts';
import { projectSettingsKeys } from './project-keys.ts';
import { useDeleteProject } from './projects.ts';
import { useDeleteProjectRole } from './roles.ts';

const queries = {
  ...managementQueries,
  'roles of project p1': projectSettingsKeys.roles('p1'),
  'environments of project p1': projectSettingsKeys.environments('p1'),
};

describe('what a project write refreshes', () => {
  it('deleting a project refreshes the projects list, that project and the repositories it held, and no users, groups or permissions', async () => {
    server.use(mockCall(projectRoutes.delete, () => new HttpResponse(null, { status: 204 })));
    expect(await refreshedBy(useDeleteProject, 'p1', queries)).toEqual([
      'projects list',
      'project p1',
      'repository summaries',
    ]);
  });

  it('setting a member’s roles refreshes that project’s members of that kind and the projects list, nothing else', async () => {
    server.use(mockCall(projectRoutes.setUserMember, () => ({ name: 'dev', roles: ['Viewer'] })));
    const setMember = () => useSetProjectMember('p1', 'users');
    const member = { name: 'dev', roles: ['Viewer'] };
    expect(await refreshedBy(setMember, member, queries)).toEqual(['projects list', 'users of project p1']);
  });

  it('deleting a role refreshes only that project’s roles', async () => {
    server.use(mockCall(projectRoutes.deleteRole, () => new HttpResponse(null, { status: 204 })));
    const deleteRole = () => useDeleteProjectRole('p1');
    expect(await refreshedBy(deleteRole, 'Auditor', queries)).toEqual(['roles of project p1']);
  });
});
