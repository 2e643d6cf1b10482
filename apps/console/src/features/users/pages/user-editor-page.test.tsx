import type { CreateUserRequest, UpdateUserRequest } from '@arca/contract';
import { type AccessUserDetails, serverMessages, specMessages, userRoutes } from '@arca/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { enterText } from '../../../test/enter-text.ts';
import { adminUser } from '../../../test/fixtures.ts';
import { mockCall } from '../../../test/mock-call.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';
import { adminDetails, devDetails, refusal, userReadHandlers } from '../users-test-data.ts';

type View = ReturnType<typeof renderApp>;

const field = (label: string) => screen.findByLabelText(label, { selector: 'input' });

async function moveGroup(view: View, group: string, to: 'Member of' | 'Available groups') {
  const from = to === 'Member of' ? 'Available groups' : 'Member of';
  await view.user.click(within(screen.getByRole('region', { name: from })).getByRole('checkbox', { name: group }));
  await view.user.click(screen.getByRole('button', { name: `Move selected to ${to}` }));
}

describe('user editor', () => {
  it('creates a user with their groups, then returns to the list', async () => {
    const created: CreateUserRequest[] = [];
    server.use(
      ...startupHandlers(adminUser),
      ...userReadHandlers(),
      mockCall(userRoutes.create, async ({ request }) => {
        const body = (await request.json()) as CreateUserRequest;
        created.push(body);
        const user: AccessUserDetails = { ...devDetails, username: body.username, locked: false };
        return HttpResponse.json(user, { status: 201 });
      }),
    );
    const view = renderApp('/admin/management/users/new');
    await enterText(view.user, await field('User name'), 'qa');
    await enterText(view.user, await field('Email'), 'qa@example.com');
    await enterText(view.user, await field('Password'), 'Secret-123');
    await enterText(view.user, await field('Confirm password'), 'Secret-123');
    await view.user.click(screen.getByRole('checkbox', { name: 'Administrator' }));
    await moveGroup(view, 'developers', 'Member of');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText("User 'qa' created")).toBeTruthy();
    await waitFor(() => expect(view.currentPath()).toBe('/admin/management/users'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeTruthy();
    expect(created).toEqual([
      {
        username: 'qa',
        password: 'Secret-123',
        email: 'qa@example.com',
        admin: true,
        disable_ui_access: false,
        groups: ['developers'],
      },
    ]);
  });

  it('checks the fields as they are typed, and does not save while one is wrong', async () => {
    server.use(...startupHandlers(adminUser), ...userReadHandlers());
    const view = renderApp('/admin/management/users/new');
    const name = await field('User name');
    await enterText(view.user, name, 'x');
    await view.user.clear(name);
    expect(await screen.findByText(specMessages.requiredField)).toBeTruthy();
    await enterText(view.user, await field('Email'), 'not-an-address');
    await enterText(view.user, await field('Password'), 'Secret-123');
    await enterText(view.user, await field('Confirm password'), 'Secret-124');
    expect(await screen.findByText(specMessages.invalidEmail)).toBeTruthy();
    expect(await screen.findByText(specMessages.passwordsMustBeEqual)).toBeTruthy();
    await enterText(view.user, name, 'bad name');
    expect(await screen.findByText("The name may contain letters, numbers and symbols: '.-_@'")).toBeTruthy();
    // No handler answers a POST: a request would fail the test.
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(view.currentPath()).toBe('/admin/management/users/new');
  });

  it('saves only the fields that changed, the groups included', async () => {
    const patches: UpdateUserRequest[] = [];
    server.use(
      ...startupHandlers(adminUser),
      ...userReadHandlers(),
      mockCall(userRoutes.update, async ({ request }) => {
        patches.push((await request.json()) as UpdateUserRequest);
        return devDetails;
      }),
    );
    const view = renderApp('/admin/management/users/dev/edit');
    const email = await field('Email');
    await waitFor(() => expect((email as HTMLInputElement).value).toBe('dev@corp.example'));
    await view.user.clear(email);
    await enterText(view.user, email, 'dev@new.example');
    await enterText(view.user, await field('New password'), 'N3w-secret');
    await enterText(view.user, await field('Confirm password'), 'N3w-secret');
    await moveGroup(view, 'readers', 'Available groups');
    await moveGroup(view, 'release-managers', 'Member of');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText("User 'dev' saved")).toBeTruthy();
    await waitFor(() => expect(view.currentPath()).toBe('/admin/management/users'));
    expect(patches).toEqual([{ email: 'dev@new.example', password: 'N3w-secret', groups: ['release-managers'] }]);
  });

  it("shows the server's refusal to demote the last administrator", async () => {
    const patches: UpdateUserRequest[] = [];
    server.use(
      ...startupHandlers(adminUser),
      ...userReadHandlers(),
      mockCall(userRoutes.update, async ({ request }) => {
        patches.push((await request.json()) as UpdateUserRequest);
        return refusal(409, serverMessages.lastAdministrator);
      }),
    );
    const view = renderApp('/admin/management/users/admin/edit');
    const admin = await screen.findByRole('checkbox', { name: 'Administrator' });
    expect((admin as HTMLInputElement).checked).toBe(true);
    await view.user.click(admin);
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(serverMessages.lastAdministrator)).toBeTruthy();
    expect(patches).toEqual([{ admin: false }]);
    expect(view.currentPath()).toBe('/admin/management/users/admin/edit');
  });

  it('unlocks a locked user from the editor', async () => {
    const unlocked: string[] = [];
    server.use(
      ...startupHandlers(adminUser),
      mockCall(userRoutes.get, () => ({ ...devDetails, locked: unlocked.length === 0 })),
      ...userReadHandlers([adminDetails]),
      mockCall(userRoutes.unlock, ({ params }) => {
        unlocked.push(params.name);
        return {};
      }),
    );
    const view = renderApp('/admin/management/users/dev/edit');
    const alert = await screen.findByText('This user is locked after too many failed logins.');
    await view.user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText("User 'dev' unlocked")).toBeTruthy();
    expect(unlocked).toEqual(['dev']);
    await waitFor(() => expect(alert.isConnected).toBe(false));
  });

  it('R26.32 asks before leaving with unsaved changes, and stays or leaves as answered', async () => {
    server.use(...startupHandlers(adminUser), ...userReadHandlers());
    const view = renderApp('/admin/management/users/dev/edit');
    await view.user.click(await screen.findByRole('checkbox', { name: 'Disable UI access' }));
    await view.user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard changes?' });
    expect(within(dialog).getByText(specMessages.unsavedChanges)).toBeTruthy();
    await view.user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(view.currentPath()).toBe('/admin/management/users/dev/edit');
    expect((screen.getByRole('checkbox', { name: 'Disable UI access' }) as HTMLInputElement).checked).toBe(true);

    await view.user.click(screen.getByRole('button', { name: 'Cancel' }));
    const again = await screen.findAllByRole('dialog', { name: 'Discard changes?' });
    await view.user.click(within(again[again.length - 1] ?? dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(view.currentPath()).toBe('/admin/management/users'));
  });
});
