import { type Project, projectRoutes } from '@arca/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminUser } from '../../../test/fixtures.ts';
import { mockCall } from '../../../test/mock-call.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';
import { alpha, beta } from '../projects-test-data.ts';

describe('projects list', () => {
  it('lists the projects with their keys and quotas, linking each to its settings', async () => {
    server.use(
      ...startupHandlers(adminUser),
      mockCall(projectRoutes.list, () => [alpha, beta]),
    );
    renderApp('/admin/projects/list');
    const table = await screen.findByRole('region', { name: 'Projects' });
    const link = await within(table).findByRole('link', { name: 'Alpha' });
    expect(link.getAttribute('href')).toBe('/ui/admin/projects/alpha/general');
    const alphaRow = link.closest('tr');
    expect(alphaRow?.textContent).toContain('Unlimited');
    const betaRow = within(table).getByRole('link', { name: 'Beta' }).closest('tr');
    expect(betaRow?.textContent).toContain('5.0 GB');
    expect(betaRow?.textContent).toContain('beta');
  });

  it('opens the new project page from its button', async () => {
    server.use(
      ...startupHandlers(adminUser),
      mockCall(projectRoutes.list, () => []),
    );
    const view = renderApp('/admin/projects/list');
    await view.user.click(await screen.findByRole('button', { name: /New project/ }));
    await waitFor(() => expect(view.currentPath()).toBe('/admin/projects/new'));
  });

  it('deletes a project after confirmation and refreshes the list', async () => {
    let projects: Project[] = [alpha, beta];
    const deleted: string[] = [];
    server.use(
      ...startupHandlers(adminUser),
      mockCall(projectRoutes.list, () => projects),
      mockCall(projectRoutes.delete, ({ params }) => {
        deleted.push(String(params.key));
        projects = projects.filter((project) => project.project_key !== params.key);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const view = renderApp('/admin/projects/list');
    const row = (await screen.findByRole('link', { name: 'Beta' })).closest('tr');
    if (!row) throw new Error('no row for Beta');
    await view.user.click(within(row).getByRole('button', { name: 'Row actions' }));
    await view.user.click(await screen.findByRole('menuitem', { name: /Delete/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain("Delete the project 'Beta'?");
    await view.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Beta' })).toBeNull());
    expect(deleted).toEqual(['beta']);
    expect(screen.getByRole('link', { name: 'Alpha' })).toBeTruthy();
  });
});
