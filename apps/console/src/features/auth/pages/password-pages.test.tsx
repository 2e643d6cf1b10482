import {
  authErrorCodes,
  authFlowRoutes,
  authRoutes,
  type ChangePasswordRequest,
  type LoginRequest,
  OTP_HEADER,
  OTP_REQUIRED_CODE,
  type ResetPasswordRequest,
  serverMessages,
  specMessages,
  testIds,
} from '@arca/contract';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminUser, anonymousUser } from '../../../test/fixtures.ts';
import { mockCall } from '../../../test/mock-call.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';

type View = ReturnType<typeof renderApp>;

function acceptLogin(seen: LoginRequest[]) {
  return mockCall(authRoutes.login, async ({ request }) => {
    seen.push((await request.json()) as LoginRequest);
    server.use(...startupHandlers(adminUser));
    return adminUser;
  });
}

const envelope = (status: number, message: string, code?: string) =>
  HttpResponse.json({ errors: [code ? { status, message, code } : { status, message }] }, { status });

async function typeInto(view: View, testId: string, text: string) {
  await view.user.type(await screen.findByTestId(testId), text);
}

describe('forgot password', () => {
  it('R1.11 asks for the user name and confirms that a mail is on its way', async () => {
    const asked: string[] = [];
    server.use(
      mockCall(authFlowRoutes.forgotPassword, async ({ request }) => {
        asked.push(((await request.json()) as { user: string }).user);
        return {};
      }),
    );
    const view = renderApp('/login');
    await view.user.click(await screen.findByTestId(testIds.passwordScreens.forgotLink));
    await waitFor(() => expect(view.currentPath()).toBe('/login/forgot-password'));
    await typeInto(view, testIds.passwordScreens.user, 'dev');
    await view.user.click(screen.getByTestId(testIds.passwordScreens.submit));
    expect((await screen.findByTestId(testIds.passwordScreens.success)).textContent).toContain(
      serverMessages.resetMailSent,
    );
    expect(asked).toEqual(['dev']);
  });

  it("R4.16 shows 'Email wasn't sent' when the request fails", async () => {
    server.use(mockCall(authFlowRoutes.forgotPassword, () => envelope(500, 'Internal server error')));
    const view = renderApp('/login/forgot-password');
    await typeInto(view, testIds.passwordScreens.user, 'dev');
    await view.user.click(screen.getByTestId(testIds.passwordScreens.submit));
    expect((await screen.findByTestId(testIds.passwordScreens.error)).textContent).toContain(specMessages.emailNotSent);
  });
});

describe('reset password', () => {
  it('R1.12 R4.14 validates the key, resets the password, then logs in with it', async () => {
    const resets: Array<ResetPasswordRequest & { key: string | null }> = [];
    const logins: LoginRequest[] = [];
    server.use(
      mockCall(authFlowRoutes.validateKey, () => ({ user: 'dev' })),
      mockCall(authFlowRoutes.resetPassword, async ({ request }) => {
        resets.push({
          ...((await request.json()) as ResetPasswordRequest),
          key: new URL(request.url).searchParams.get('key'),
        });
        return {};
      }),
      acceptLogin(logins),
    );
    const view = renderApp('/login/reset-password?key=abc123');
    expect(await screen.findByText('For the user dev')).toBeTruthy();
    await typeInto(view, testIds.passwordScreens.newPassword, 'New-Passw0rd');
    await typeInto(view, testIds.passwordScreens.confirmPassword, 'New-Passw0rd');
    await view.user.click(screen.getByTestId(testIds.passwordScreens.submit));
    await waitFor(() => expect(view.currentPath()).toBe('/packages'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Packages' })).toBeTruthy();
    expect(resets).toEqual([{ user: 'dev', password: 'New-Passw0rd', key: 'abc123' }]);
    expect(logins).toEqual([{ user: 'dev', password: 'New-Passw0rd', type: 'login' }]);
  });

  it('R1.19 serves the same screen at /auth/reset-password, and refuses an invalid key', async () => {
    server.use(mockCall(authFlowRoutes.validateKey, () => envelope(400, serverMessages.resetKeyInvalid)));
    renderApp('/auth/reset-password?key=gone');
    expect((await screen.findByTestId(testIds.passwordScreens.error)).textContent).toContain(
      serverMessages.resetKeyInvalid,
    );
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe('/ui/login');
  });

  it("R4.17 shows 'Failed to reset the password' when the reset fails", async () => {
    server.use(
      mockCall(authFlowRoutes.validateKey, () => ({ user: 'dev' })),
      mockCall(authFlowRoutes.resetPassword, () => HttpResponse.json({}, { status: 500 })),
    );
    const view = renderApp('/login/reset-password?key=abc');
    await typeInto(view, testIds.passwordScreens.newPassword, 'New-Passw0rd');
    await typeInto(view, testIds.passwordScreens.confirmPassword, 'New-Passw0rd');
    await view.user.click(screen.getByTestId(testIds.passwordScreens.submit));
    const error = await screen.findByTestId(testIds.passwordScreens.error);
    expect(error.querySelector('.ant-alert-title')?.textContent).toBe(specMessages.resetFailed);
    // The server said nothing readable, so no reason is shown beneath.
    expect(error.querySelector('.ant-alert-description')).toBeNull();
  });

  it('R26.21 asks for two equal passwords before calling the server', async () => {
    server.use(mockCall(authFlowRoutes.validateKey, () => ({ user: 'dev' })));
    const view = renderApp('/login/reset-password?key=abc');
    await typeInto(view, testIds.passwordScreens.newPassword, 'New-Passw0rd');
    await typeInto(view, testIds.passwordScreens.confirmPassword, 'Other-Passw0rd');
    await view.user.click(screen.getByTestId(testIds.passwordScreens.submit));
    expect(await screen.findByText(specMessages.passwordsMustBeEqual)).toBeTruthy();
  });
});

describe('change password', () => {
  it('R4.08 R1.13 R4.15 sends an expired password to change-password with the user name, then logs in with the new one', async () => {
    const changes: ChangePasswordRequest[] = [];
    const logins: LoginRequest[] = [];
    let loginCalls = 0;
    server.use(
      ...startupHandlers(anonymousUser),
      mockCall(authRoutes.login, async ({ request }) => {
        loginCalls += 1;
        if (loginCalls === 1) return envelope(401, serverMessages.passwordExpired, authErrorCodes.passwordExpired);
        logins.push((await request.json()) as LoginRequest);
        server.use(...startupHandlers(adminUser));
        return adminUser;
      }),
      mockCall(authFlowRoutes.changePassword, async ({ request }) => {
        changes.push((await request.json()) as ChangePasswordRequest);
        return {};
      }),
    );
    const view = renderApp('/login');
    await view.user.type(await screen.findByRole('textbox', { name: 'User name' }), 'dev');
    await view.user.type(screen.getByLabelText('Password'), 'Old-Passw0rd');
    await view.user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(view.currentPath()).toBe('/login/change-password?userName=dev'));

    expect(((await screen.findByTestId(testIds.passwordScreens.user)) as HTMLInputElement).value).toBe('dev');
    await typeInto(view, testIds.passwordScreens.oldPassword, 'Old-Passw0rd');
    await typeInto(view, testIds.passwordScreens.newPassword, 'New-Passw0rd');
    await typeInto(view, testIds.passwordScreens.confirmPassword, 'New-Passw0rd');
    await view.user.click(screen.getByTestId(testIds.passwordScreens.submit));
    await waitFor(() => expect(view.currentPath()).toBe('/packages'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Packages' })).toBeTruthy();
    expect(changes).toEqual([{ userName: 'dev', oldPassword: 'Old-Passw0rd', newPassword: 'New-Passw0rd' }]);
    expect(logins).toEqual([{ user: 'dev', password: 'New-Passw0rd', type: 'login' }]);
  });

  it("R4.18 shows 'Failed to change password' with the server's reason when the change fails", async () => {
    server.use(mockCall(authFlowRoutes.changePassword, () => envelope(401, serverMessages.badCredentials)));
    const view = renderApp('/login/change-password?userName=dev');
    await typeInto(view, testIds.passwordScreens.oldPassword, 'wrong');
    await typeInto(view, testIds.passwordScreens.newPassword, 'New-Passw0rd');
    await typeInto(view, testIds.passwordScreens.confirmPassword, 'New-Passw0rd');
    await view.user.click(screen.getByTestId(testIds.passwordScreens.submit));
    const error = await screen.findByTestId(testIds.passwordScreens.error);
    expect(error.querySelector('.ant-alert-title')?.textContent).toBe(specMessages.changeFailed);
    expect(error.querySelector('.ant-alert-description')?.textContent).toBe(serverMessages.badCredentials);
  });

  it('M2 asks an account with an authenticator for its code when the server wants one, and sends it', async () => {
    const codes: (string | null)[] = [];
    server.use(
      mockCall(authFlowRoutes.changePassword, ({ request }) => {
        const code = request.headers.get(OTP_HEADER);
        codes.push(code);
        return code === null ? envelope(400, serverMessages.otpRequired, OTP_REQUIRED_CODE) : {};
      }),
      mockCall(authRoutes.login, () => ({ ...adminUser, mfaStatus: 'verify' as const })),
    );
    const view = renderApp('/login/change-password?userName=dev');
    await typeInto(view, testIds.passwordScreens.oldPassword, 'Old-Passw0rd');
    await typeInto(view, testIds.passwordScreens.newPassword, 'New-Passw0rd');
    await typeInto(view, testIds.passwordScreens.confirmPassword, 'New-Passw0rd');
    await view.user.click(screen.getByTestId(testIds.passwordScreens.submit));
    const error = await screen.findByTestId(testIds.passwordScreens.error);
    expect(error.querySelector('.ant-alert-description')?.textContent).toBe(serverMessages.otpRequired);

    await view.user.type(screen.getByLabelText('Authenticator code'), '123456');
    await view.user.click(screen.getByTestId(testIds.passwordScreens.submit));
    // The new password logs in, and the second step asks for the next code.
    await waitFor(() => expect(view.currentPath()).toMatch(/^\/login\/otp-login/));
    expect(codes).toEqual([null, '123456']);
  });
});
