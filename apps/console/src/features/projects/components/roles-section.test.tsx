import { type ProjectRoleDefinition, projectRoutes } from '@arca/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminUser } from '../../../test/fixtures.ts';
import { mockCall } from '../../../test/mock-call.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';
import { alphaSettingsHandlers, predefinedRoles } from '../projects-test-data.ts';

const auditor: ProjectRoleDefinition = {
  name: 'Auditor',
  description: 'Reads builds',
  type: 'CUSTOM',
  environments: ['DEV'],
  actions: ['READ_BUILD'],
};

function rowOf(text: string) {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return row;
}

describe('project roles', () => {
  it('creates a custom role with its environments and grouped actions', async () => {
    const posted: unknown[] = [];
    server.use(...startupHandlers(adminUser), ...alphaSettingsHandlers());
    server.use(
      mockCall(projectRoutes.environments, () => [{ name: 'DEV' }, { name: 'PROD' }, { name: 'alpha-qa' }]),
      mockCall(projectRoutes.createRole, async ({ request }) => {
        const body = await request.json();
        posted.push(body);
        return HttpResponse.json(body, { status: 201 });
      }),
    );
    const view = renderApp('/admin/projects/alpha/roles');
    await screen.findByText('Developer');
    await view.user.click(screen.getByRole('button', { name: /New role/ }));
    const dialog = await screen.findByRole('dialog', { name: 'New role' });
    await view.user.type(within(dialog).getByLabelText('Name'), 'Deployer');
    await view.user.type(within(dialog).getByLabelText('Description'), 'Deploys to QA');
    await view.user.click(await within(dialog).findByRole('checkbox', { name: 'alpha-qa' }));
    const repository = within(dialog).getByRole('group', { name: 'Repository' });
    await view.user.click(within(repository).getByRole('checkbox', { name: 'Deploy / cache' }));
    await view.user.click(within(repository).getByRole('checkbox', { name: 'Read' }));
    const build = within(dialog).getByRole('group', { name: 'Build' });
    await view.user.click(within(build).getByRole('checkbox', { name: 'Read' }));
    await view.user.click(within(dialog).getByRole('button', { name: 'Create role' }));

    await waitFor(() =>
      expect(posted).toEqual([
        {
          name: 'Deployer',
          description: 'Deploys to QA',
          type: 'CUSTOM',
          environments: ['alpha-qa'],
          actions: ['READ_REPOSITORY', 'DEPLOY_CACHE_REPOSITORY', 'READ_BUILD'],
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New role' })).toBeNull());
  });

  it('offers no action on predefined roles, and edits and deletes a custom one', async () => {
    const puts: unknown[] = [];
    const deleted: string[] = [];
    server.use(...startupHandlers(adminUser), ...alphaSettingsHandlers());
    server.use(
      mockCall(projectRoutes.roles, () => [...predefinedRoles, auditor]),
      mockCall(projectRoutes.updateRole, async ({ request }) => {
        puts.push(await request.json());
        return auditor;
      }),
      mockCall(projectRoutes.deleteRole, ({ params }) => {
        deleted.push(String(params.name));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const view = renderApp('/admin/projects/alpha/roles');
    await screen.findByText('Auditor');
    expect(within(rowOf('Developer')).queryByRole('button')).toBeNull();
    expect(within(rowOf('Project Admin')).queryByRole('button')).toBeNull();

    await view.user.click(within(rowOf('Auditor')).getByRole('button', { name: 'Row actions' }));
    await view.user.click(await screen.findByRole('menuitem', { name: /Edit/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit role Auditor' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Name').disabled).toBe(true);
    await view.user.click(within(dialog).getByRole('checkbox', { name: 'PROD' }));
    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(puts).toEqual([
        {
          name: 'Auditor',
          description: 'Reads builds',
          type: 'CUSTOM',
          environments: ['DEV', 'PROD'],
          actions: ['READ_BUILD'],
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit role Auditor' })).toBeNull());

    await view.user.click(within(rowOf('Auditor')).getByRole('button', { name: 'Row actions' }));
    await view.user.click((await screen.findAllByRole('menuitem', { name: /Delete/ })).at(-1) as HTMLElement);
    const confirm = await screen.findByRole('dialog', { name: "Delete the role 'Auditor'?" });
    await view.user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual(['Auditor']));
  });
});
