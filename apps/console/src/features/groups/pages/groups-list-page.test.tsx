import { groupRoutes } from '@arca/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminUser } from '../../../test/fixtures.ts';
import { mockCall } from '../../../test/mock-call.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';
import { groupReadHandlers } from '../groups-test-data.ts';

type View = ReturnType<typeof renderApp>;

/** The table row holding the group's name link. */
async function rowOf(name: string): Promise<HTMLElement> {
  const link = await within(await screen.findByRole('region', { name: 'Groups' })).findByRole('link', { name });
  const row = link.closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

/** A menu entry's name starts with its icon's; the label is what the user reads. */
const menuEntry = (label: string) => new RegExp(`(^|\\s)${label}$`);

async function chooseAction(view: View, name: string, action: string) {
  await view.user.click(within(await rowOf(name)).getByRole('button', { name: 'Row actions' }));
  await view.user.click(await screen.findByRole('menuitem', { name: menuEntry(action) }));
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('groups list', () => {
  it('R1.65 lists the groups, links each name to its editor, and opens the new and edit screens', async () => {
    server.use(...startupHandlers(adminUser), ...groupReadHandlers());
    const view = renderApp('/admin/management/groups');
    expect(await screen.findByRole('heading', { level: 1, name: 'Groups' })).toBeTruthy();
    expect(cells(await rowOf('readers')).slice(0, 6)).toEqual([
      'readers',
      'Everyone who reads packages',
      'Yes',
      'No',
      '2',
      'internal',
    ]);
    expect(cells(await rowOf('operators')).slice(2, 5)).toEqual(['No', 'Yes', '1']);
    const link = screen.getByRole('link', { name: 'operators' });
    expect(link.getAttribute('href')).toBe('/ui/admin/management/groups/operators/edit');

    await view.user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: "Edit group 'operators'" })).toBeTruthy();
    expect(((await screen.findByLabelText('Name')) as HTMLInputElement).value).toBe('operators');

    await view.user.click(screen.getByRole('button', { name: 'Cancel' }));
    await view.user.click(await screen.findByRole('button', { name: 'New group' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'New group' })).toBeTruthy();
    expect(view.currentPath()).toBe('/admin/management/groups/new');
  });

  it('opens the editor from the row actions', async () => {
    server.use(...startupHandlers(adminUser), ...groupReadHandlers());
    const view = renderApp('/admin/management/groups');
    await chooseAction(view, 'readers', 'Edit');
    await waitFor(() => expect(view.currentPath()).toBe('/admin/management/groups/readers/edit'));
  });

  it('deletes a group only after the deletion is confirmed', async () => {
    const deleted: string[] = [];
    server.use(
      ...startupHandlers(adminUser),
      ...groupReadHandlers(),
      mockCall(groupRoutes.delete, ({ params }) => {
        deleted.push(params.name);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const view = renderApp('/admin/management/groups');
    await chooseAction(view, 'operators', 'Delete');
    const dialog = await screen.findByRole('dialog', { name: "Delete group 'operators'?" });
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toEqual([]);

    await chooseAction(view, 'operators', 'Delete');
    // The cancelled dialog may still be fading out; the new one comes last.
    const dialogs = await screen.findAllByRole('dialog', { name: "Delete group 'operators'?" });
    await view.user.click(within(dialogs[dialogs.length - 1] ?? dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText("Group 'operators' deleted")).toBeTruthy();
    expect(deleted).toEqual(['operators']);
  });
});
