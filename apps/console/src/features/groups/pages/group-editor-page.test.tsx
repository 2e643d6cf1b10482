import {
  type CreateGroupRequest,
  GROUP_NAME_FORBIDDEN_CHARACTERS,
  GROUP_NAME_MESSAGE,
  type GroupMembersRequest,
  groupRoutes,
  serverMessages,
  specMessages,
  type UpdateGroupRequest,
} from '@arca/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminUser } from '../../../test/fixtures.ts';
import { mockCall } from '../../../test/mock-call.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';
import { groupReadHandlers, readers, refusal } from '../groups-test-data.ts';

type View = ReturnType<typeof renderApp>;

const nameField = () => screen.findByLabelText('Name', { selector: 'input' });

async function moveUser(view: View, user: string, to: 'Members' | 'All users') {
  const from = to === 'Members' ? 'All users' : 'Members';
  await view.user.click(within(screen.getByRole('region', { name: from })).getByRole('checkbox', { name: user }));
  await view.user.click(screen.getByRole('button', { name: `Move selected to ${to}` }));
}

describe('group editor', () => {
  it('creates a group with its members, then returns to the list', async () => {
    const created: CreateGroupRequest[] = [];
    server.use(
      ...startupHandlers(adminUser),
      ...groupReadHandlers(),
      mockCall(groupRoutes.create, async ({ request }) => {
        const body = (await request.json()) as CreateGroupRequest;
        created.push(body);
        return HttpResponse.json({ ...readers, ...body }, { status: 201 });
      }),
    );
    const view = renderApp('/admin/management/groups/new');
    await view.user.type(await nameField(), 'qa-team');
    await view.user.type(screen.getByLabelText('Description'), 'Testers');
    await view.user.click(screen.getByRole('checkbox', { name: 'Automatically join new users to this group' }));
    await moveUser(view, 'qa', 'Members');
    await moveUser(view, 'dev', 'Members');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText("Group 'qa-team' created")).toBeTruthy();
    await waitFor(() => expect(view.currentPath()).toBe('/admin/management/groups'));
    expect(created).toEqual([
      {
        name: 'qa-team',
        description: 'Testers',
        auto_join: true,
        admin_privileges: false,
        members: ['qa', 'dev'],
      },
    ]);
  });

  it('R26.08 R26.30 refuses a name with a forbidden character, with the message listing them', async () => {
    server.use(...startupHandlers(adminUser), ...groupReadHandlers());
    const view = renderApp('/admin/management/groups/new');
    const name = await nameField();
    await view.user.type(name, 'team/qa');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(GROUP_NAME_MESSAGE)).toBeTruthy();
    for (const character of GROUP_NAME_FORBIDDEN_CHARACTERS) expect(GROUP_NAME_MESSAGE).toContain(character);

    for (const character of GROUP_NAME_FORBIDDEN_CHARACTERS.slice(1)) {
      await view.user.clear(name);
      await view.user.type(name, `team${character}qa`);
      expect(await screen.findByText(GROUP_NAME_MESSAGE)).toBeTruthy();
    }
    await view.user.clear(name);
    await view.user.type(name, 'team-qa');
    await waitFor(() => expect(screen.queryByText(GROUP_NAME_MESSAGE)).toBeNull());
    // No create handler: a call would fail the test.
    expect(view.currentPath()).toBe('/admin/management/groups/new');
  });

  it("shows the server's message for a name already taken", async () => {
    server.use(
      ...startupHandlers(adminUser),
      ...groupReadHandlers(),
      mockCall(groupRoutes.create, () => refusal(409, serverMessages.groupExists('readers'))),
    );
    const view = renderApp('/admin/management/groups/new');
    await view.user.type(await nameField(), 'readers');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(serverMessages.groupExists('readers'))).toBeTruthy();
    expect(view.currentPath()).toBe('/admin/management/groups/new');
  });

  it('saves the changed fields and the difference of the members', async () => {
    const calls: Array<{ path: 'group' | 'members'; body: UpdateGroupRequest | GroupMembersRequest }> = [];
    server.use(
      ...startupHandlers(adminUser),
      ...groupReadHandlers(),
      mockCall(groupRoutes.update, async ({ request }) => {
        calls.push({ path: 'group', body: (await request.json()) as UpdateGroupRequest });
        return readers;
      }),
      mockCall(groupRoutes.updateMembers, async ({ request }) => {
        calls.push({ path: 'members', body: (await request.json()) as GroupMembersRequest });
        return readers;
      }),
    );
    const view = renderApp('/admin/management/groups/readers/edit');
    const name = await nameField();
    expect((name as HTMLInputElement).readOnly).toBe(true);
    await view.user.click(screen.getByRole('checkbox', { name: 'Admin privileges' }));
    await moveUser(view, 'dev', 'All users');
    await moveUser(view, 'ops', 'Members');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText("Group 'readers' saved")).toBeTruthy();
    await waitFor(() => expect(view.currentPath()).toBe('/admin/management/groups'));
    expect(calls).toEqual([
      { path: 'group', body: { admin_privileges: true } },
      { path: 'members', body: { add: ['ops'], remove: ['dev'] } },
    ]);
  });

  it('sends only the members when nothing else changed', async () => {
    const members: GroupMembersRequest[] = [];
    server.use(
      ...startupHandlers(adminUser),
      ...groupReadHandlers(),
      mockCall(groupRoutes.updateMembers, async ({ request }) => {
        members.push((await request.json()) as GroupMembersRequest);
        return readers;
      }),
    );
    const view = renderApp('/admin/management/groups/readers/edit');
    await nameField();
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    await moveUser(view, 'qa', 'Members');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.currentPath()).toBe('/admin/management/groups'));
    expect(members).toEqual([{ add: ['qa'] }]);
  });

  it('R26.32 asks before leaving a group with unsaved changes', async () => {
    server.use(...startupHandlers(adminUser), ...groupReadHandlers());
    const view = renderApp('/admin/management/groups/new');
    await view.user.type(await nameField(), 'draft');
    await view.user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard changes?' });
    expect(within(dialog).getByText(specMessages.unsavedChanges)).toBeTruthy();
    await view.user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(view.currentPath()).toBe('/admin/management/groups/new');
    expect(((await nameField()) as HTMLInputElement).value).toBe('draft');

    await view.user.click(screen.getByRole('button', { name: 'Cancel' }));
    const again = await screen.findAllByRole('dialog', { name: 'Discard changes?' });
    await view.user.click(within(again[again.length - 1] ?? dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(view.currentPath()).toBe('/admin/management/groups'));
  });
});
