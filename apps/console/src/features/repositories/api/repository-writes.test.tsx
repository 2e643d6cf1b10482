import { repositoryRoutes } from '@arca/contract';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockCall } from '../../../test/mock-call.ts';
import { managementQueries, refreshedBy } from '../../../test/refreshed-queries.tsx';
import { server } from '../../../test/server.ts';
import { repositoryAdminKeys } from './repository-keys.ts';
import { useUpdateRepository } from './repository-mutations.ts';

const queries = {
  ...managementQueries,
  'local repositories': repositoryAdminKeys.list('local'),
  'npm repositories': repositoryAdminKeys.ofPackageType('npm'),
  'configuration of libs-release': repositoryAdminKeys.config('libs-release'),
};

describe('what a repository write refreshes', () => {
  it('saving a repository refreshes every list of repositories and its configuration, and no users, groups, permissions or projects', async () => {
    server.use(mockCall(repositoryRoutes.update, () => HttpResponse.text('Repository libs-release updated')));
    const change = { key: 'libs-release', changes: { description: 'Releases' } };
    expect(await refreshedBy(useUpdateRepository, change, queries)).toEqual([
      'repository summaries',
      'local repositories',
      'npm repositories',
      'configuration of libs-release',
    ]);
  });
});
