import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { server, startupHandlers } from '../../test/server.ts';

describe('the breadcrumbs', () => {
  it("list a page's parents, each a link, then the page", async () => {
    server.use(...startupHandlers(adminUser));
    const view = renderApp('/admin/projects/new');
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    const administration = await within(trail).findByRole('link', { name: 'Administration' });
    expect(administration.getAttribute('href')).toBe('/ui/admin/artifactory/list');
    expect(within(trail).getByRole('link', { name: 'Projects' }).getAttribute('href')).toBe('/ui/admin/projects/list');
    expect(within(trail).getByText('New project').closest('a')).toBeNull();

    await view.user.click(within(trail).getByRole('link', { name: 'Projects' }));
    await waitFor(() => expect(view.currentPath()).toBe('/admin/projects/list'));
  });
});
