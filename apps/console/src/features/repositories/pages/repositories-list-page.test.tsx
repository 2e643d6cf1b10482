import { repositoryRoutes, serverMessages } from '@arca/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser } from '../../../test/fixtures.ts';
import { mockCall } from '../../../test/mock-call.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';
import { refusal, repositoryReadHandlers, textAnswer } from '../repositories-test-data.ts';

type View = ReturnType<typeof renderApp>;

const table = (kind: string) => screen.findByRole('region', { name: `${kind} repositories` });

async function shownKeys(kind: string): Promise<string[]> {
  const region = await table(kind);
  await within(region).findAllByRole('link');
  return within(region)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

async function rowOf(kind: string, key: string): Promise<HTMLElement> {
  const link = await within(await table(kind)).findByRole('link', { name: key });
  const row = link.closest('tr');
  if (!row) throw new Error(`no row for ${key}`);
  return row;
}

/** A menu entry's name starts with its icon's; the label is what the user reads. */
const menuEntry = (label: string) => new RegExp(`(^|\\s)${label}$`);

async function chooseAction(view: View, key: string, action: string) {
  await view.user.click(within(await rowOf('Local', key)).getByRole('button', { name: 'Row actions' }));
  await view.user.click(await screen.findByRole('menuitem', { name: menuEntry(action) }));
}

const kindTab = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Repository kinds' })).getByRole('link', { name });

describe('repositories list', () => {
  it('lists the repositories of one kind, and each tab asks the server for its own kind', async () => {
    const reads = repositoryReadHandlers();
    server.use(...startupHandlers(adminUser), ...reads.handlers);
    const view = renderApp('/admin/repositories/local');
    expect(await screen.findByRole('heading', { level: 1, name: 'Repositories' })).toBeTruthy();
    expect(await shownKeys('Local')).toEqual(['libs-release', 'npm-local', 'npm-team']);
    expect(within(await rowOf('Local', 'libs-release')).getByText('Maven')).toBeTruthy();
    expect(within(await rowOf('Local', 'libs-release')).getByText('Released libraries')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'npm-local' }).getAttribute('href')).toBe(
      '/ui/admin/repositories/local/npm-local/edit',
    );
    expect(kindTab('Local').getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('columnheader', { name: 'URL' })).toBeNull();

    await view.user.click(kindTab('Remote'));
    await waitFor(() => expect(view.currentPath()).toBe('/admin/repositories/remote'));
    expect(await shownKeys('Remote')).toEqual(['npmjs']);
    expect(within(await rowOf('Remote', 'npmjs')).getByText('https://registry.npmjs.org')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /URL/ })).toBeTruthy();
    expect(kindTab('Remote').getAttribute('aria-current')).toBe('page');

    await view.user.click(kindTab('Virtual'));
    expect(await shownKeys('Virtual')).toEqual(['npm-all']);
    await view.user.click(kindTab('Federated'));
    expect(await shownKeys('Federated')).toEqual(['npm-shared']);
    expect(reads.seen.map((query) => query.get('type'))).toEqual(['local', 'remote', 'virtual', 'federated']);

    await view.user.click(screen.getByRole('button', { name: 'New federated repository' }));
    await waitFor(() => expect(view.currentPath()).toBe('/admin/repositories/federated/new'));
  });

  it('sends an unknown kind to the local repositories', async () => {
    const reads = repositoryReadHandlers();
    server.use(...startupHandlers(adminUser), ...reads.handlers);
    const view = renderApp('/admin/repositories/cached');
    expect(await shownKeys('Local')).toEqual(['libs-release', 'npm-local', 'npm-team']);
    expect(view.currentPath()).toBe('/admin/repositories/local');
  });

  it('deletes a repository only after the deletion is confirmed', async () => {
    const deleted: string[] = [];
    server.use(
      ...startupHandlers(adminUser),
      ...repositoryReadHandlers().handlers,
      mockCall(repositoryRoutes.delete, ({ params }) => {
        deleted.push(params.key);
        return textAnswer(serverMessages.repositoryDeleted('npm-team'));
      }),
    );
    const view = renderApp('/admin/repositories/local');
    await chooseAction(view, 'npm-team', 'Delete');
    const dialog = await screen.findByRole('dialog', { name: "Delete repository 'npm-team'?" });
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toEqual([]);

    await chooseAction(view, 'npm-team', 'Delete');
    // The cancelled dialog may still be fading out; the new one comes last.
    const dialogs = await screen.findAllByRole('dialog', { name: "Delete repository 'npm-team'?" });
    await view.user.click(within(dialogs[dialogs.length - 1] ?? dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText("Repository 'npm-team' deleted")).toBeTruthy();
    expect(deleted).toEqual(['npm-team']);
  });

  it("shows the server's refusal to delete", async () => {
    server.use(
      ...startupHandlers(adminUser),
      ...repositoryReadHandlers().handlers,
      mockCall(repositoryRoutes.delete, () => refusal(404, serverMessages.repositoryNotFound('npm-team'))),
    );
    const view = renderApp('/admin/repositories/local');
    await chooseAction(view, 'npm-team', 'Delete');
    await view.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(serverMessages.repositoryNotFound('npm-team'))).toBeTruthy();
  });

  it('opens the editor from the Edit action', async () => {
    server.use(...startupHandlers(adminUser), ...repositoryReadHandlers().handlers);
    const view = renderApp('/admin/repositories/local');
    await chooseAction(view, 'libs-release', 'Edit');
    await waitFor(() => expect(view.currentPath()).toBe('/admin/repositories/local/libs-release/edit'));
  });
});
