import { type ProjectRequest, projectRoutes, specMessages } from '@arca/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser } from '../../../test/fixtures.ts';
import { mockCall } from '../../../test/mock-call.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';
import { alpha, alphaSettingsHandlers } from '../projects-test-data.ts';

function settingsHandlers() {
  return [...startupHandlers(adminUser), ...alphaSettingsHandlers()];
}

describe('project settings', () => {
  it('moves between the sections through the project settings sidebar', async () => {
    server.use(...settingsHandlers());
    const view = renderApp('/admin/projects/alpha/general');
    const sidebar = await screen.findByRole('navigation', { name: 'Project settings' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Alpha' })).toBeTruthy();
    expect(await screen.findByLabelText('Display name')).toBeTruthy();

    await view.user.click(within(sidebar).getByRole('link', { name: 'Members' }));
    await waitFor(() => expect(view.currentPath()).toBe('/admin/projects/alpha/members'));
    expect(await screen.findByRole('region', { name: 'Users' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Groups' })).toBeTruthy();

    await view.user.click(within(sidebar).getByRole('link', { name: 'Roles' }));
    await waitFor(() => expect(view.currentPath()).toBe('/admin/projects/alpha/roles'));
    expect(await screen.findByText('Developer')).toBeTruthy();

    await view.user.click(within(sidebar).getByRole('link', { name: 'Environments' }));
    await waitFor(() => expect(view.currentPath()).toBe('/admin/projects/alpha/environments'));
    expect(await screen.findByText('PROD')).toBeTruthy();

    await view.user.click(within(sidebar).getByRole('link', { name: 'General' }));
    await waitFor(() => expect(view.currentPath()).toBe('/admin/projects/alpha/general'));
  });

  it('sends an unknown section to general', async () => {
    server.use(...settingsHandlers());
    const view = renderApp('/admin/projects/alpha/billing');
    await waitFor(() => expect(view.currentPath()).toBe('/admin/projects/alpha/general'));
    expect(await screen.findByLabelText('Display name')).toBeTruthy();
  });

  it('saves the general settings with privileges and a quota in GB', async () => {
    const bodies: ProjectRequest[] = [];
    server.use(
      ...settingsHandlers(),
      mockCall(projectRoutes.update, async ({ request }) => {
        const body = (await request.json()) as ProjectRequest;
        bodies.push(body);
        return { ...alpha, ...body };
      }),
    );
    const view = renderApp('/admin/projects/alpha/general');
    const name = await screen.findByLabelText('Display name');
    await view.user.clear(name);
    await view.user.type(name, 'Alpha team');
    await view.user.click(screen.getByRole('checkbox', { name: 'Index resources' }));
    await view.user.click(screen.getByRole('checkbox', { name: 'Unlimited storage' }));
    await view.user.type(screen.getByLabelText('Storage quota (GB)'), '2');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      project_key: 'alpha',
      display_name: 'Alpha team',
      description: 'The first project',
      admin_privileges: { manage_members: true, manage_resources: true, index_resources: true },
      storage_quota_bytes: 2 * 1024 ** 3,
    });
  });

  it('asks before leaving unsaved general settings for another section', async () => {
    server.use(...settingsHandlers());
    const view = renderApp('/admin/projects/alpha/general');
    await view.user.type(await screen.findByLabelText('Description'), ' and more');
    const sidebar = screen.getByRole('navigation', { name: 'Project settings' });
    await view.user.click(within(sidebar).getByRole('link', { name: 'Roles' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(specMessages.unsavedChanges);
    await view.user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(view.currentPath()).toBe('/admin/projects/alpha/general');
  });
});
