import {
  PROJECT_KEY_START_MESSAGE,
  type Project,
  type ProjectRequest,
  projectRoutes,
  specMessages,
} from '@arca/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminUser } from '../../../test/fixtures.ts';
import { mockCall } from '../../../test/mock-call.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';

function created(body: ProjectRequest): Project {
  return {
    project_key: body.project_key,
    display_name: body.display_name,
    description: body.description ?? '',
    admin_privileges: { manage_members: true, manage_resources: true, index_resources: true },
    storage_quota_bytes: -1,
  };
}

describe('new project', () => {
  it('suggests the key from the name, creates the project and opens its general settings', async () => {
    const bodies: ProjectRequest[] = [];
    let project: Project | undefined;
    server.use(
      ...startupHandlers(adminUser),
      mockCall(projectRoutes.create, async ({ request }) => {
        const body = (await request.json()) as ProjectRequest;
        bodies.push(body);
        project = created(body);
        return HttpResponse.json(project, { status: 201 });
      }),
      mockCall(projectRoutes.get, () => HttpResponse.json(project)),
    );
    const view = renderApp('/admin/projects/new');
    await view.user.type(await screen.findByLabelText('Display name'), 'Mobile Apps 2');
    const key = screen.getByLabelText<HTMLInputElement>('Project key');
    expect(key.value).toBe('mobile-apps-2');
    await view.user.type(screen.getByLabelText('Description'), 'iOS and Android');
    await view.user.click(screen.getByRole('button', { name: 'Create project' }));

    await waitFor(() => expect(view.currentPath()).toBe('/admin/projects/mobile-apps-2/general'));
    expect(bodies).toEqual([
      { project_key: 'mobile-apps-2', display_name: 'Mobile Apps 2', description: 'iOS and Android' },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mobile Apps 2' })).toBeTruthy();
    // Saved: leaving asked nothing.
    expect(screen.queryByText(specMessages.unsavedChanges)).toBeNull();
  });

  it('stops following the name once a key is typed', async () => {
    server.use(...startupHandlers(adminUser));
    const view = renderApp('/admin/projects/new');
    const name = await screen.findByLabelText('Display name');
    await view.user.type(name, 'Web');
    const key = screen.getByLabelText<HTMLInputElement>('Project key');
    await view.user.clear(key);
    await view.user.type(key, 'site');
    await view.user.type(name, ' shop');
    expect(key.value).toBe('site');
  });

  it('R13.19 says the key must start with a lowercase character and sends nothing', async () => {
    const bodies: unknown[] = [];
    server.use(
      ...startupHandlers(adminUser),
      mockCall(projectRoutes.create, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const view = renderApp('/admin/projects/new');
    await view.user.type(await screen.findByLabelText('Display name'), 'Releases');
    const key = screen.getByLabelText('Project key');
    await view.user.clear(key);
    await view.user.type(key, '1releases');
    expect(await screen.findByText(PROJECT_KEY_START_MESSAGE)).toBeTruthy();
    expect(PROJECT_KEY_START_MESSAGE).toBe('Project key must start with a lowercase character');
    await view.user.click(screen.getByRole('button', { name: 'Create project' }));
    expect(view.currentPath()).toBe('/admin/projects/new');
    expect(bodies).toEqual([]);
  });

  it('asks before discarding a started project', async () => {
    server.use(
      ...startupHandlers(adminUser),
      mockCall(projectRoutes.list, () => []),
    );
    const view = renderApp('/admin/projects/new');
    await view.user.type(await screen.findByLabelText('Display name'), 'Draft');
    await view.user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(specMessages.unsavedChanges);
    await view.user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(view.currentPath()).toBe('/admin/projects/list'));
  });
});
