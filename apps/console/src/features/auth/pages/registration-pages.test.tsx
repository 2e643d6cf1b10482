import {
  authRoutes,
  invitationMessages,
  invitationRoutes,
  type LoginRequest,
  type RegisterUserRequest,
  specMessages,
  testIds,
  type UserData,
} from '@arca/contract';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { storeCliClientSession } from '../../../shared/routing/cli-client-session.ts';
import { regularUser } from '../../../test/fixtures.ts';
import { mockCall } from '../../../test/mock-call.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';

const newcomer: UserData = { ...regularUser, name: 'newcomer' };
const CLI_SESSION = '0b3f6a52-7c1e-4a8e-9d5f-2f4b6c8e0a11';

const envelope = (status: number, message: string) => HttpResponse.json({ errors: [{ status, message }] }, { status });

function acceptRegistration(seen: RegisterUserRequest[]) {
  return mockCall(invitationRoutes.register, async ({ request }) => {
    const body = (await request.json()) as RegisterUserRequest;
    seen.push(body);
    return HttpResponse.json({ username: body.username, email: body.email }, { status: 201 });
  });
}

function acceptLogin(seen: LoginRequest[], user: UserData = newcomer) {
  return mockCall(authRoutes.login, async ({ request }) => {
    seen.push((await request.json()) as LoginRequest);
    if (!user.mfaStatus) server.use(...startupHandlers(user));
    return user;
  });
}

async function fillIn(
  view: ReturnType<typeof renderApp>,
  values: { username: string; email: string; password: string },
) {
  await view.user.type(await screen.findByTestId(testIds.registration.user), values.username);
  await view.user.type(screen.getByTestId(testIds.registration.email), values.email);
  await view.user.type(screen.getByTestId(testIds.passwordScreens.newPassword), values.password);
  await view.user.type(screen.getByTestId(testIds.passwordScreens.confirmPassword), values.password);
  await view.user.click(screen.getByTestId(testIds.registration.submit));
}

const valid = { username: 'newcomer', email: 'newcomer@example.com', password: 'Newcomer-Passw0rd' };

describe('registration page', () => {
  it('R1.14 R4.34 creates the account with a POST and logs in with it', async () => {
    const registered: RegisterUserRequest[] = [];
    const logins: LoginRequest[] = [];
    server.use(acceptRegistration(registered), acceptLogin(logins));
    const view = renderApp('/login/registration');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeTruthy();
    await fillIn(view, valid);
    await waitFor(() => expect(view.currentPath()).toBe('/packages'));
    expect(registered).toEqual([valid]);
    expect(logins).toEqual([{ user: 'newcomer', password: 'Newcomer-Passw0rd', type: 'login' }]);
  });

  it("shows 'Self-registration is disabled' when the server refuses", async () => {
    server.use(mockCall(invitationRoutes.register, () => envelope(403, invitationMessages.registrationDisabled)));
    const view = renderApp('/login/registration');
    await fillIn(view, valid);
    const error = await screen.findByTestId(testIds.passwordScreens.error);
    expect(error.querySelector('.ant-alert-title')?.textContent).toBe(invitationMessages.registrationFailed);
    expect(error.querySelector('.ant-alert-description')?.textContent).toBe(invitationMessages.registrationDisabled);
    expect(view.currentPath()).toBe('/login/registration');
  });

  it('checks the name, the address and the repeated password before calling the server', async () => {
    const registered: RegisterUserRequest[] = [];
    server.use(acceptRegistration(registered));
    const view = renderApp('/login/registration');
    await view.user.click(await screen.findByTestId(testIds.registration.submit));
    expect(await screen.findAllByText(specMessages.requiredField)).not.toHaveLength(0);

    await view.user.type(screen.getByTestId(testIds.registration.user), '<b>jürgen</b>');
    await view.user.type(screen.getByTestId(testIds.registration.email), 'not an address');
    await view.user.type(screen.getByTestId(testIds.passwordScreens.newPassword), 'Newcomer-Passw0rd');
    await view.user.type(screen.getByTestId(testIds.passwordScreens.confirmPassword), 'Other-Passw0rd');
    await view.user.click(screen.getByTestId(testIds.registration.submit));
    expect(await screen.findByText('Use letters, digits and . _ - @, starting with a letter or a digit')).toBeTruthy();
    expect(screen.getByText(specMessages.invalidEmail)).toBeTruthy();
    expect(screen.getByText(specMessages.passwordsMustBeEqual)).toBeTruthy();
    expect(registered).toEqual([]);
  });

  it('sends a logged-in visitor on, as every authentication screen does', async () => {
    server.use(...startupHandlers(regularUser));
    const view = renderApp('/login/registration');
    await waitFor(() => expect(view.currentPath()).toBe('/packages'));
  });
});

describe('CLI registration page', () => {
  it('R1.16 registers, logs in and continues to the CLI login instead of the usual page', async () => {
    storeCliClientSession(`?jfClientSession=${CLI_SESSION}&jfClientName=My%20CLI`);
    const registered: RegisterUserRequest[] = [];
    const logins: LoginRequest[] = [];
    server.use(acceptRegistration(registered), acceptLogin(logins));
    const view = renderApp('/login/cli-registration');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account for My CLI' })).toBeTruthy();
    await fillIn(view, valid);
    await waitFor(() => expect(view.currentPath()).toBe('/login/cli'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to My CLI' })).toBeTruthy();
    expect(registered).toEqual([valid]);
    expect(logins).toHaveLength(1);
  });

  it('goes through a second login step first when one is owed, then on to the CLI login', async () => {
    storeCliClientSession(`?jfClientSession=${CLI_SESSION}`);
    server.use(acceptRegistration([]), acceptLogin([], { ...newcomer, mfaStatus: 'enroll' }));
    const view = renderApp('/login/cli-registration');
    await fillIn(view, valid);
    await waitFor(() => expect(view.currentPath()).toBe('/login/mfa-enroll?redirectTo=%2Flogin%2Fcli'));
  });

  it('shows the refusal when self-registration is off', async () => {
    server.use(mockCall(invitationRoutes.register, () => envelope(403, invitationMessages.registrationDisabled)));
    const view = renderApp('/login/cli-registration');
    await fillIn(view, valid);
    expect((await screen.findByTestId(testIds.passwordScreens.error)).textContent).toContain(
      invitationMessages.registrationDisabled,
    );
  });
});
