import {
  authRoutes,
  invitationMessages,
  invitationRoutes,
  type LoginRequest,
  type SetInvitedPasswordRequest,
  specMessages,
  testIds,
  type UserData,
} from '@arca/contract';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../shared/routing/paths.ts';
import { regularUser } from '../../../test/fixtures.ts';
import { mockCall } from '../../../test/mock-call.ts';
import { renderApp, renderRoutesAlone } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';
import { InvitationPage } from './invitation-page.tsx';

const invitee: UserData = { ...regularUser, name: 'guest' };

const envelope = (status: number, message: string) => HttpResponse.json({ errors: [{ status, message }] }, { status });

function acceptLogin(seen: LoginRequest[]) {
  return mockCall(authRoutes.login, async ({ request }) => {
    seen.push((await request.json()) as LoginRequest);
    server.use(...startupHandlers(invitee));
    return invitee;
  });
}

async function choosePassword(view: ReturnType<typeof renderApp>, password: string, confirmation = password) {
  await view.user.type(await screen.findByTestId(testIds.passwordScreens.newPassword), password);
  await view.user.type(screen.getByTestId(testIds.passwordScreens.confirmPassword), confirmation);
  await view.user.click(screen.getByTestId(testIds.invitation.submit));
}

describe('invitation page', () => {
  it('R1.15 R4.33 verifies the token, names the user, sets the password and logs in', async () => {
    const verified: string[] = [];
    const accepted: SetInvitedPasswordRequest[] = [];
    const logins: LoginRequest[] = [];
    server.use(
      mockCall(invitationRoutes.verify, async ({ request }) => {
        verified.push(((await request.json()) as { token: string }).token);
        return { username: 'guest' };
      }),
      mockCall(invitationRoutes.setPassword, async ({ request }) => {
        accepted.push((await request.json()) as SetInvitedPasswordRequest);
        return new HttpResponse(null, { status: 204 });
      }),
      acceptLogin(logins),
    );
    const view = renderApp('/login/invitation?token=tok-123');
    expect(await screen.findByText('Choose a password for the user guest')).toBeTruthy();
    await choosePassword(view, 'Guest-Passw0rd');
    await waitFor(() => expect(view.currentPath()).toBe('/packages'));
    expect(verified[0]).toBe('tok-123');
    expect(accepted).toEqual([{ token: 'tok-123', password: 'Guest-Passw0rd' }]);
    expect(logins).toEqual([{ user: 'guest', password: 'Guest-Passw0rd', type: 'login' }]);
  });

  it("shows the password policy under 'The password was not set' when the server refuses it", async () => {
    server.use(
      mockCall(invitationRoutes.verify, () => ({ username: 'guest' })),
      mockCall(invitationRoutes.setPassword, () => envelope(400, specMessages.passwordPolicy)),
    );
    const view = renderApp('/login/invitation?token=tok');
    await choosePassword(view, 'weak');
    const error = await screen.findByTestId(testIds.passwordScreens.error);
    expect(error.querySelector('.ant-alert-title')?.textContent).toBe(invitationMessages.acceptFailed);
    expect(error.querySelector('.ant-alert-description')?.textContent).toBe(specMessages.passwordPolicy);
    expect(view.currentPath()).toBe('/login/invitation?token=tok');
  });

  it('asks for two equal passwords before calling the server', async () => {
    server.use(mockCall(invitationRoutes.verify, () => ({ username: 'guest' })));
    const view = renderApp('/login/invitation?token=tok');
    await choosePassword(view, 'Guest-Passw0rd', 'Other-Passw0rd');
    expect(await screen.findByText(specMessages.passwordsMustBeEqual)).toBeTruthy();
  });
});

/**
 * The page on its own, without the route table's guards: guard 11 keeps visitors with a refused
 * token away from it, yet a token can be spent or expire while the page is open or loading.
 */
function renderPageAlone(path: string) {
  return renderRoutesAlone(
    [
      { path: paths.invitation(), Component: InvitationPage },
      { path: paths.login(), element: <h1>Login screen</h1> },
    ],
    path,
  );
}

describe('invitation page without a usable token', () => {
  it("shows the server's message and a way back to login", async () => {
    server.use(mockCall(invitationRoutes.verify, () => envelope(400, invitationMessages.invalid)));
    const view = renderPageAlone('/login/invitation?token=gone');
    expect((await screen.findByTestId(testIds.invitation.invalid)).textContent).toContain(invitationMessages.invalid);
    expect(screen.queryByTestId(testIds.invitation.submit)).toBeNull();
    await view.user.click(screen.getByRole('link', { name: 'Back to login' }));
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeTruthy();
  });

  it('refuses a link without a token without asking the server', async () => {
    renderPageAlone('/login/invitation');
    expect((await screen.findByTestId(testIds.invitation.invalid)).textContent).toContain(invitationMessages.invalid);
  });
});
