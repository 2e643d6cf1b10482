import { describe, expect, it } from 'vitest';
import { paths } from '../../shared/routing/paths.ts';
import { createTestQueryClient } from '../../test/render-app.tsx';
import { createRoutes } from '../router.tsx';
import { breadcrumbTrail, type TrailCrumb } from './breadcrumb-trail.ts';

const routes = createRoutes(createTestQueryClient());

/** Each step as a reader sees it: its label (a self-labelling crumb shows as <crumb>) and where it links. */
function steps(pathname: string) {
  return breadcrumbTrail(routes, pathname).map((crumb: TrailCrumb) => {
    const { crumb: component, crumbParam, title } = crumb.handle;
    const label = component ? '<crumb>' : ((crumbParam && crumb.params[crumbParam]) ?? title);
    return [label, crumb.pathname];
  });
}

describe('the breadcrumb trail', () => {
  it('lists a repository under the repositories of its kind, under Administration', () => {
    expect(steps('/admin/repositories/local/libs-release/edit')).toEqual([
      ['Administration', paths.adminMenu()],
      ['Repositories', '/admin/repositories/local'],
      ['libs-release', '/admin/repositories/local/libs-release/edit'],
    ]);
    expect(steps('/admin/repositories/remote/new').map(([label]) => label)).toEqual([
      'Administration',
      'Repositories',
      'New repository',
    ]);
  });

  it('lists what an editor edits under its list, under Administration', () => {
    expect(steps('/admin/management/users/bob/edit')).toEqual([
      ['Administration', paths.adminMenu()],
      ['Users', paths.adminUsers()],
      ['bob', '/admin/management/users/bob/edit'],
    ]);
    expect(steps('/admin/management/groups/readers/edit').map(([label]) => label)).toEqual([
      'Administration',
      'Groups',
      'readers',
    ]);
    expect(steps('/admin/management/permissions/edit/deploy-all').map(([label]) => label)).toEqual([
      'Administration',
      'Permissions',
      'deploy-all',
    ]);
    expect(steps('/admin/configuration/webhooks/edit/ci-hook').map(([label]) => label)).toEqual([
      'Administration',
      'Webhooks',
      'ci-hook',
    ]);
    expect(steps('/admin/proxies/configuration/edit/corp').map(([label]) => label)).toEqual([
      'Administration',
      'Proxies',
      'corp',
    ]);
  });

  it('lists a project and a new one under the projects list, whose address is not above theirs', () => {
    expect(steps('/admin/projects/alpha/general')).toEqual([
      ['Administration', paths.adminMenu()],
      ['Projects', paths.adminProjects()],
      ['alpha', '/admin/projects/alpha/general'],
    ]);
    expect(steps(paths.adminProjectNew()).map(([label]) => label)).toEqual([
      'Administration',
      'Projects',
      'New project',
    ]);
  });

  it('lists a version under its package under Packages, and a build run under its build under Builds', () => {
    expect(steps('/packages/7/1.2.0')).toEqual([
      ['Packages', '/packages'],
      ['<crumb>', '/packages/7'],
      ['1.2.0', '/packages/7/1.2.0'],
    ]);
    expect(steps('/builds/web-app/12').map(([label]) => label)).toEqual(['Builds', 'web-app', '12']);
  });

  it('names a page once however deep its address goes, and the administration menu once', () => {
    expect(steps('/repos/tree/General/libs-release/org/acme').map(([label]) => label)).toEqual(['Artifacts']);
    expect(steps(paths.adminMenu())).toEqual([['Administration', paths.adminMenu()]]);
    expect(steps(paths.adminUsers()).map(([label]) => label)).toEqual(['Administration', 'Users']);
  });

  it('names no page for an address no route claims', () => {
    expect(steps('/no/such/page').map(([label]) => label)).toEqual([]);
  });
});
