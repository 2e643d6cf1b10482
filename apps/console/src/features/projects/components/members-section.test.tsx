import {
  type AccessGroup,
  type AccessUserDetails,
  groupRoutes,
  type ProjectMember,
  projectRoutes,
  userRoutes,
} from '@arca/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminUser } from '../../../test/fixtures.ts';
import { mockCall } from '../../../test/mock-call.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';
import { alphaSettingsHandlers } from '../projects-test-data.ts';

function user(username: string): AccessUserDetails {
  return {
    username,
    email: `${username}@example.com`,
    admin: false,
    disable_ui_access: false,
    realm: 'internal',
    status: 'enabled',
    groups: [],
    last_logged_in: null,
    locked: false,
    password_expired: false,
  };
}

function group(name: string): AccessGroup {
  return { name, description: '', auto_join: false, admin_privileges: false, realm: 'internal', members: [] };
}

/** An entry of the open Select's list, as antd draws it (the option roles sit in a hidden list). */
function offeredOption(title: string) {
  return document.querySelector<HTMLElement>(`.ant-select-item-option[title="${title}"]`);
}

describe('project members', () => {
  it('adds a user with the chosen roles', async () => {
    let members: ProjectMember[] = [{ name: 'carol', roles: ['Viewer'] }];
    const puts: Array<{ name: string; body: ProjectMember }> = [];
    server.use(...startupHandlers(adminUser), ...alphaSettingsHandlers());
    // Added last, so these answer before the defaults.
    server.use(
      mockCall(projectRoutes.userMembers, () => ({ members })),
      mockCall(userRoutes.table, () => ({ users: [user('carol'), user('dev')] })),
      mockCall(projectRoutes.setUserMember, async ({ request, params }) => {
        const body = (await request.json()) as ProjectMember;
        puts.push({ name: String(params.name), body });
        members = [...members, body];
        return body;
      }),
    );
    const view = renderApp('/admin/projects/alpha/members');
    const users = await screen.findByRole('region', { name: 'Users' });
    expect(await within(users).findByText('carol')).toBeTruthy();

    await view.user.click(screen.getByRole('button', { name: /Add user/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a user' });
    await view.user.click(within(dialog).getByRole('combobox', { name: 'User' }));
    // carol is a member already, so only dev is offered.
    await waitFor(() => expect(offeredOption('dev')).not.toBeNull());
    expect(offeredOption('carol')).toBeNull();
    await view.user.click(offeredOption('dev') as HTMLElement);
    await view.user.click(await within(dialog).findByRole('checkbox', { name: 'Developer' }));
    await view.user.click(within(dialog).getByRole('checkbox', { name: 'Viewer' }));
    await view.user.click(within(dialog).getByRole('button', { name: 'Add user' }));

    await waitFor(() => expect(puts).toEqual([{ name: 'dev', body: { name: 'dev', roles: ['Developer', 'Viewer'] } }]));
    expect(await within(users).findByText('dev')).toBeTruthy();
  });

  it("changes a group member's roles and removes a user after confirmation", async () => {
    const puts: ProjectMember[] = [];
    const removed: string[] = [];
    server.use(...startupHandlers(adminUser), ...alphaSettingsHandlers());
    // Added last, so these answer before the defaults.
    server.use(
      mockCall(projectRoutes.userMembers, () => ({ members: [{ name: 'carol', roles: ['Viewer'] }] })),
      mockCall(projectRoutes.groupMembers, () => ({ members: [{ name: 'qa', roles: ['Viewer'] }] })),
      mockCall(groupRoutes.table, () => ({ groups: [group('qa')] })),
      mockCall(projectRoutes.setGroupMember, async ({ request }) => {
        puts.push((await request.json()) as ProjectMember);
        return HttpResponse.json({});
      }),
      mockCall(projectRoutes.removeUserMember, ({ params }) => {
        removed.push(String(params.name));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const view = renderApp('/admin/projects/alpha/members');
    const groups = await screen.findByRole('region', { name: 'Groups' });
    const qaRow = (await within(groups).findByText('qa')).closest('tr');
    if (!qaRow) throw new Error('no row for qa');
    await view.user.click(within(qaRow).getByRole('button', { name: 'Row actions' }));
    await view.user.click(await screen.findByRole('menuitem', { name: /Edit roles/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Roles of qa' });
    await view.user.click(await within(dialog).findByRole('checkbox', { name: 'Developer' }));
    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toEqual([{ name: 'qa', roles: ['Developer', 'Viewer'] }]));

    const users = screen.getByRole('region', { name: 'Users' });
    const carolRow = within(users).getByText('carol').closest('tr');
    if (!carolRow) throw new Error('no row for carol');
    await view.user.click(within(carolRow).getByRole('button', { name: 'Row actions' }));
    // The group's menu stays in the document, closed; the user's opened last.
    await view.user.click((await screen.findAllByRole('menuitem', { name: /Remove/ })).at(-1) as HTMLElement);
    const confirm = await screen.findByRole('dialog', { name: /Remove the user 'carol'/ });
    await view.user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(removed).toEqual(['carol']));
  });
});
