import { integrationMessages, integrationRoutes } from '@arca/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminUser, regularUser } from '../../../test/fixtures.ts';
import { mockCall } from '../../../test/mock-call.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';
import { githubMain, githubScanned, gitlabTeam, integrationHandlers } from '../integrations-test-data.ts';

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

async function rowAction(view: ReturnType<typeof renderApp>, row: HTMLElement, action: string) {
  await view.user.click(within(row).getByRole('button', { name: 'Row actions' }));
  await view.user.click(await screen.findByRole('menuitem', { name: new RegExp(`(^|\\s)${action}$`) }));
}

describe('vendor integration table', () => {
  it("R1.43 R14.20 R14.25 R14.26 lists the vendor's integrations with their columns and count", async () => {
    server.use(...startupHandlers(adminUser), ...integrationHandlers([githubMain, githubScanned, gitlabTeam]).handlers);
    renderApp('/integrations/github');
    expect(await screen.findByRole('heading', { level: 1, name: 'GitHub integrations' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: '2 instances' })).toBeTruthy();
    const table = screen.getByRole('region', { name: 'GitHub integrations' });
    for (const header of ['Integration Name', 'URL', 'Product', 'Created On']) {
      expect(within(table).getAllByText(header).length).toBeGreaterThan(0);
    }
    expect(within(table).queryByText('GitLab team')).toBeNull();
    expect(within(await rowOf('GitHub main')).getByRole('button', { name: 'Select a Product' })).toBeTruthy();
    expect(within(await rowOf('Scanned org')).getByText('Xray')).toBeTruthy();
  });

  it('R14.24 filters the rows by the quick filter', async () => {
    server.use(...startupHandlers(adminUser), ...integrationHandlers([githubMain, githubScanned]).handlers);
    const view = renderApp('/integrations/github');
    await rowOf('GitHub main');
    await view.user.click(screen.getByRole('button', { name: 'Search' }));
    await view.user.type(screen.getByRole('textbox', { name: 'Search' }), 'example.com');
    await waitFor(() => expect(screen.queryByText('GitHub main')).toBeNull());
    expect(screen.getByText('Scanned org')).toBeTruthy();
  });

  it('R14.21 R14.22 R14.23 offers Manage Repositories only for an integration the scanner uses', async () => {
    server.use(...startupHandlers(adminUser), ...integrationHandlers([githubMain, githubScanned]).handlers);
    const view = renderApp('/integrations/github');
    await view.user.click(within(await rowOf('GitHub main')).getByRole('button', { name: 'Row actions' }));
    expect(await screen.findByRole('menuitem', { name: /Edit Integration$/ })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: /Delete$/ })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: /Manage Repositories$/ })).toBeNull();
    await view.user.keyboard('{Escape}');
    await rowAction(view, await rowOf('Scanned org'), 'Manage Repositories');
    await waitFor(() =>
      expect(view.currentPath()).toBe('/git-repo-scan/select-repos?vcsType=github&integrationId=github-4e5f6a7b'),
    );
  });

  it('R14.41 edits an integration, keeping the stored token', async () => {
    const integrations = integrationHandlers([githubMain]);
    server.use(...startupHandlers(adminUser), ...integrations.handlers);
    const view = renderApp('/integrations/github');
    await rowAction(view, await rowOf('GitHub main'), 'Edit Integration');
    const dialog = await screen.findByRole('dialog', { name: 'Edit GitHub integration' });
    const name = within(dialog).getByLabelText('Integration Name');
    await view.user.clear(name);
    await view.user.type(name, 'Renamed');
    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully updated github-0a1b2c3d')).toBeTruthy();
    expect(integrations.bodies.at(-1)).toMatchObject({ integrationName: 'Renamed', token: '' });
    expect(await rowOf('Renamed')).toBeTruthy();
  });

  it('L4 asks for the token again once the URL leads to another host, not for another path', async () => {
    const integrations = integrationHandlers([githubMain]);
    server.use(...startupHandlers(adminUser), ...integrations.handlers);
    const view = renderApp('/integrations/github');
    await rowAction(view, await rowOf('GitHub main'), 'Edit Integration');
    const dialog = await screen.findByRole('dialog', { name: 'Edit GitHub integration' });
    const url = within(dialog).getByLabelText('URL');
    const testButton = () => within(dialog).getByRole('button', { name: 'Test Connection' }) as HTMLButtonElement;
    const keep = 'Leave empty to keep the stored token.';
    await view.user.type(url, '/v3');
    expect(within(dialog).getByText(keep)).toBeTruthy();
    expect(testButton().disabled).toBe(false);

    await view.user.clear(url);
    await view.user.type(url, 'https://github.other.example');
    const reenter = integrationMessages.tokenForNewUrl('https://github.other.example');
    expect(await within(dialog).findByText(reenter)).toBeTruthy();
    expect(within(dialog).queryByText(keep)).toBeNull();
    expect(testButton().disabled).toBe(true);

    await view.user.type(within(dialog).getByLabelText('Token'), 'good-token');
    await view.user.click(testButton());
    expect(await screen.findByText('Connection succeeded as octo-dev')).toBeTruthy();
    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully updated github-0a1b2c3d')).toBeTruthy();
    expect(integrations.bodies.map(({ url, token }) => ({ url, token }))).toEqual([
      { url: 'https://github.other.example', token: 'good-token' },
      { url: 'https://github.other.example', token: 'good-token' },
    ]);
  });

  it('R14.42 says so when the update fails, and keeps the dialog open', async () => {
    server.use(...startupHandlers(adminUser), ...integrationHandlers([githubMain]).handlers);
    server.use(
      mockCall(integrationRoutes.update, () =>
        HttpResponse.json({ errors: [{ status: 409, message: 'taken' }] }, { status: 409 }),
      ),
    );
    const view = renderApp('/integrations/github');
    await rowAction(view, await rowOf('GitHub main'), 'Edit Integration');
    const dialog = await screen.findByRole('dialog', { name: 'Edit GitHub integration' });
    await view.user.type(within(dialog).getByLabelText('Integration Name'), ' 2');
    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error while updating integration')).toBeTruthy();
    expect(screen.queryByText(/^Successfully updated/)).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Edit GitHub integration' })).toBeTruthy();
  });

  it('R14.43 deletes an integration after confirming', async () => {
    const integrations = integrationHandlers([githubMain]);
    server.use(...startupHandlers(adminUser), ...integrations.handlers);
    const view = renderApp('/integrations/github');
    await rowAction(view, await rowOf('GitHub main'), 'Delete');
    const dialog = await screen.findByRole('dialog', { name: "Delete integration 'GitHub main'?" });
    expect(integrations.calls).not.toContain('delete github-0a1b2c3d');
    await view.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Successfully deleted github-0a1b2c3d')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: '0 instances' })).toBeTruthy();
  });

  it('R14.44 says so when the delete fails', async () => {
    server.use(...startupHandlers(adminUser), ...integrationHandlers([githubMain]).handlers);
    server.use(
      mockCall(integrationRoutes.delete, () =>
        HttpResponse.json({ errors: [{ status: 404, message: 'gone' }] }, { status: 404 }),
      ),
    );
    const view = renderApp('/integrations/github');
    await rowAction(view, await rowOf('GitHub main'), 'Delete');
    const dialog = await screen.findByRole('dialog', { name: "Delete integration 'GitHub main'?" });
    await view.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error while deleting integration')).toBeTruthy();
  });

  it('R14.27 keeps the table from users who are not administrators', async () => {
    const integrations = integrationHandlers([githubMain]);
    server.use(...startupHandlers(regularUser), ...integrations.handlers);
    const view = renderApp('/integrations/github');
    await waitFor(() => expect(view.currentPath()).not.toBe('/integrations/github'));
    expect(integrations.calls).toEqual([]);
  });
});
