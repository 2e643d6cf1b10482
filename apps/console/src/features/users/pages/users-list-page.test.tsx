import { serverMessages, userRoutes } from '@arca/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminUser } from '../../../test/fixtures.ts';
import { mockCall } from '../../../test/mock-call.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';
import { adminDetails, devDetails, refusal, userReadHandlers } from '../users-test-data.ts';

type View = ReturnType<typeof renderApp>;

const table = () => screen.getByRole('region', { name: 'Users' });

/** The table row holding the user's name link. */
async function rowOf(name: string): Promise<HTMLElement> {
  const link = await within(await screen.findByRole('region', { name: 'Users' })).findByRole('link', { name });
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

const shownNames = () =>
  within(table())
    .queryAllByRole('link')
    .map((link) => link.textContent);

describe('users list', () => {
  it('R1.64 lists the users, links each name to its editor, and opens the new and edit screens', async () => {
    server.use(...startupHandlers(adminUser), ...userReadHandlers());
    const view = renderApp('/admin/management/users');
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeTruthy();
    await rowOf('admin');
    expect(shownNames()).toEqual(['admin', 'ci-bot', 'dev']);
    expect(within(await rowOf('dev')).getByText('dev@corp.example')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'dev' }).getAttribute('href')).toBe('/ui/admin/management/users/dev/edit');

    await view.user.click(screen.getByRole('link', { name: 'dev' }));
    expect(await screen.findByRole('heading', { level: 1, name: "Edit user 'dev'" })).toBeTruthy();
    expect(view.currentPath()).toBe('/admin/management/users/dev/edit');
    expect(((await screen.findByLabelText('User name')) as HTMLInputElement).value).toBe('dev');

    await view.user.click(screen.getByRole('button', { name: 'Cancel' }));
    await view.user.click(await screen.findByRole('button', { name: 'New user' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'New user' })).toBeTruthy();
    expect(view.currentPath()).toBe('/admin/management/users/new');
  });

  it('shows the state of each user and when they last logged in', async () => {
    server.use(...startupHandlers(adminUser), ...userReadHandlers());
    renderApp('/admin/management/users');
    const admin = await rowOf('admin');
    expect(within(admin).getByText('Active')).toBeTruthy();
    expect(within(admin).getByText('Yes')).toBeTruthy();
    expect(within(admin).queryByText('Never')).toBeNull();
    expect(within(await rowOf('dev')).getByText('Locked')).toBeTruthy();
    const ci = await rowOf('ci-bot');
    expect(within(ci).getByText('Password expired')).toBeTruthy();
    expect(within(ci).getByText('UI access disabled')).toBeTruthy();
    expect(within(ci).getByText('Never')).toBeTruthy();
    expect(within(ci).queryByText('Active')).toBeNull();
  });

  it('filters the rows by name and by email as the search text changes', async () => {
    server.use(...startupHandlers(adminUser), ...userReadHandlers());
    const view = renderApp('/admin/management/users');
    await rowOf('admin');
    await view.user.click(within(table()).getByRole('button', { name: 'Search' }));
    await view.user.type(within(table()).getByRole('textbox', { name: 'Search' }), 'builds.example');
    await waitFor(() => expect(shownNames()).toEqual(['ci-bot']));
    await view.user.clear(within(table()).getByRole('textbox', { name: 'Search' }));
    await view.user.type(within(table()).getByRole('textbox', { name: 'Search' }), 'AD');
    await waitFor(() => expect(shownNames()).toEqual(['admin']));
  });

  it('unlocks a locked user, then refreshes the list and says so', async () => {
    const unlocked: string[] = [];
    server.use(
      ...startupHandlers(adminUser),
      mockCall(userRoutes.table, () => ({ users: [adminDetails, { ...devDetails, locked: unlocked.length === 0 }] })),
      mockCall(userRoutes.unlock, ({ params }) => {
        unlocked.push(params.name);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const view = renderApp('/admin/management/users');
    expect(within(await rowOf('dev')).getByText('Locked')).toBeTruthy();
    await chooseAction(view, 'dev', 'Unlock');
    expect(await screen.findByText("User 'dev' unlocked")).toBeTruthy();
    expect(unlocked).toEqual(['dev']);
    await waitFor(async () => expect(within(await rowOf('dev')).queryByText('Locked')).toBeNull());
  });

  it('expires a password, and offers to unexpire an expired one', async () => {
    const calls: string[] = [];
    const record = (call: string) => {
      calls.push(call);
      return {};
    };
    server.use(
      ...startupHandlers(adminUser),
      ...userReadHandlers(),
      mockCall(userRoutes.expirePassword, ({ params }) => record(`expire ${params.name}`)),
      mockCall(userRoutes.unexpirePassword, ({ params }) => record(`unexpire ${params.name}`)),
    );
    const view = renderApp('/admin/management/users');
    await view.user.click(within(await rowOf('dev')).getByRole('button', { name: 'Row actions' }));
    expect(screen.queryByRole('menuitem', { name: menuEntry('Unexpire password') })).toBeNull();
    await view.user.click(await screen.findByRole('menuitem', { name: menuEntry('Expire password') }));
    expect(await screen.findByText("The password of 'dev' has expired")).toBeTruthy();
    await chooseAction(view, 'ci-bot', 'Unexpire password');
    expect(await screen.findByText("The password of 'ci-bot' is valid again")).toBeTruthy();
    expect(calls).toEqual(['expire dev', 'unexpire ci-bot']);
  });

  it('deletes a user only after the deletion is confirmed', async () => {
    const deleted: string[] = [];
    server.use(
      ...startupHandlers(adminUser),
      ...userReadHandlers(),
      mockCall(userRoutes.delete, ({ params }) => {
        deleted.push(params.name);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const view = renderApp('/admin/management/users');
    await chooseAction(view, 'dev', 'Delete');
    const dialog = await screen.findByRole('dialog', { name: "Delete user 'dev'?" });
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toEqual([]);

    await chooseAction(view, 'dev', 'Delete');
    // The cancelled dialog may still be fading out; the new one comes last.
    const dialogs = await screen.findAllByRole('dialog', { name: "Delete user 'dev'?" });
    await view.user.click(within(dialogs[dialogs.length - 1] ?? dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText("User 'dev' deleted")).toBeTruthy();
    expect(deleted).toEqual(['dev']);
  });

  it("shows the server's refusal to delete the last administrator", async () => {
    server.use(
      ...startupHandlers(adminUser),
      ...userReadHandlers(),
      mockCall(userRoutes.delete, () => refusal(409, serverMessages.lastAdministrator)),
    );
    const view = renderApp('/admin/management/users');
    await chooseAction(view, 'admin', 'Delete');
    await view.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(serverMessages.lastAdministrator)).toBeTruthy();
    expect(within(await rowOf('admin')).getByText('admin@example.com')).toBeTruthy();
  });
});
