import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { regularUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';
import { fakeStorage } from '../artifacts-test-data.ts';

const FILE = 'libs-release/org/acme/app-1.0.jar';

type View = ReturnType<typeof renderApp>;

function serve() {
  const storage = fakeStorage();
  server.use(...startupHandlers(regularUser), ...storage.handlers);
  return storage;
}

async function openDialog(view: View, text: 'Move' | 'Copy') {
  const pane = await screen.findByRole('region', { name: 'Details of app-1.0.jar' });
  await waitFor(() =>
    expect(
      within(pane)
        .getAllByRole('button')
        .some((b) => b.textContent === text),
    ).toBe(true),
  );
  const button = within(pane)
    .getAllByRole('button')
    .find((candidate) => candidate.textContent === text);
  if (!button) throw new Error(`no ${text} button`);
  await view.user.click(button);
  return screen.findByRole('dialog', { name: `${text} 'app-1.0.jar'` });
}

async function chooseTarget(view: View, dialog: HTMLElement, repository: string, path: string) {
  await view.user.click(within(dialog).getByRole('combobox', { name: 'Target repository' }));
  // The tree's rows carry their names as titles too; the choice is the one outside it.
  const choices = await screen.findAllByTitle(repository);
  const choice = choices.find((element) => element.closest('[role="tree"]') === null);
  if (!choice) throw new Error(`no choice ${repository}`);
  await view.user.click(choice);
  const field = within(dialog).getByRole('textbox', { name: 'Target path' });
  await view.user.clear(field);
  await view.user.type(field, path);
}

describe('move and copy', () => {
  it('moves a file to another repository and shows it there', async () => {
    const storage = serve();
    const view = renderApp(`/repos/tree/General/${FILE}`);
    const dialog = await openDialog(view, 'Move');
    expect(within(dialog).getByRole('textbox', { name: 'Target path' })).toHaveProperty(
      'value',
      'org/acme/app-1.0.jar',
    );
    await chooseTarget(view, dialog, 'generic-local', 'apps/app-1.0.jar');
    // Remote repositories hold nothing of their own and are not offered.
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'generic-local',
      'libs-release',
    ]);
    await view.user.click(within(dialog).getByRole('button', { name: 'Move' }));

    await waitFor(() =>
      expect(storage.writes()).toEqual([
        `POST /ui/api/v1/artifactory/api/move/${FILE}?to=/generic-local/apps/app-1.0.jar`,
      ]),
    );
    expect(await screen.findByText("'app-1.0.jar' moved to generic-local/apps/app-1.0.jar")).toBeTruthy();
    await waitFor(() => expect(view.currentPath()).toBe('/repos/tree/General/generic-local/apps/app-1.0.jar'));
    const moved = await screen.findByRole('treeitem', { name: 'app-1.0.jar' });
    await waitFor(() => expect(moved.getAttribute('aria-selected')).toBe('true'));
    expect(screen.getByRole('treeitem', { name: 'apps' }).getAttribute('aria-level')).toBe('2');
  });

  it('moves a file into a new folder beside it, keeping the open folders open', async () => {
    serve();
    const view = renderApp(`/repos/tree/General/${FILE}`);
    const dialog = await openDialog(view, 'Move');
    await chooseTarget(view, dialog, 'libs-release', 'org/acme/v1/app-1.0.jar');
    await view.user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(view.currentPath()).toBe('/repos/tree/General/libs-release/org/acme/v1/app-1.0.jar'));
    const moved = await screen.findByRole('treeitem', { name: 'app-1.0.jar' });
    await waitFor(() => expect(moved.getAttribute('aria-selected')).toBe('true'));
    expect(screen.getByRole('treeitem', { name: 'v1' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('treeitem', { name: 'docs' })).toBeTruthy();
  });

  it('copies a file and stays on the original', async () => {
    const storage = serve();
    const view = renderApp(`/repos/tree/General/${FILE}`);
    const dialog = await openDialog(view, 'Copy');
    await chooseTarget(view, dialog, 'libs-release', 'org/acme/app-copy.jar');
    await view.user.click(within(dialog).getByRole('button', { name: 'Copy' }));

    await waitFor(() =>
      expect(storage.writes()).toEqual([
        `POST /ui/api/v1/artifactory/api/copy/${FILE}?to=/libs-release/org/acme/app-copy.jar`,
      ]),
    );
    expect(await screen.findByRole('treeitem', { name: 'app-copy.jar' })).toBeTruthy();
    expect(view.currentPath()).toBe(`/repos/tree/General/${FILE}`);
  });

  it('refuses to copy a file onto itself, and cancelling calls nothing', async () => {
    const storage = serve();
    const view = renderApp(`/repos/tree/General/${FILE}`);
    const dialog = await openDialog(view, 'Copy');
    await view.user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await within(dialog).findByText('Choose another repository or path')).toBeTruthy();
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(storage.writes()).toEqual([]);
  });
});
