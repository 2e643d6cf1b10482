import {
  authRoutes,
  GOOGLE_AUTHENTICATOR,
  type MfaEnrollment,
  type MfaVerifyRequest,
  mfaRoutes,
  serverMessages,
  testIds,
} from '@arca/contract';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminUser, anonymousUser } from '../../../test/fixtures.ts';
import { mockCall } from '../../../test/mock-call.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';

const enrollment: MfaEnrollment = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUrl:
    'otpauth://totp/Arca:admin?issuer=Arca&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
  issuer: 'Arca',
  account: 'admin',
};

function loginAnswering(mfaStatus: 'enroll' | 'verify') {
  return mockCall(authRoutes.login, () => ({ ...adminUser, mfaStatus }));
}

async function logIn(view: ReturnType<typeof renderApp>) {
  await view.user.type(await screen.findByRole('textbox', { name: 'User name' }), 'admin');
  await view.user.type(screen.getByLabelText('Password'), 'Passw0rd!');
  await view.user.click(screen.getByRole('button', { name: 'Log in' }));
}

async function typeCode(view: ReturnType<typeof renderApp>, testId: string, code: string) {
  const boxes = (await screen.findByTestId(testId)).querySelectorAll('input');
  await view.user.click(boxes[0] as HTMLInputElement);
  await view.user.keyboard(code);
}

describe('the second login step', () => {
  it('R4.03 R1.09 R4.19 sends a user with an authenticator to the OTP screen, which verifies with the authenticator and the code', async () => {
    const seen: MfaVerifyRequest[] = [];
    server.use(
      ...startupHandlers(anonymousUser),
      loginAnswering('verify'),
      mockCall(mfaRoutes.verify, async ({ request }) => {
        seen.push((await request.json()) as MfaVerifyRequest);
        server.use(...startupHandlers(adminUser));
        return adminUser;
      }),
    );
    const view = renderApp('/login?redirectTo=%2Fpackages%3Fq%3Dx');
    await logIn(view);
    await waitFor(() => expect(view.currentPath()).toBe('/login/otp-login?redirectTo=%2Fpackages%3Fq%3Dx'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Two-step verification' })).toBeTruthy();

    await typeCode(view, testIds.otpLogin.code, '123456');

    await waitFor(() => expect(view.currentPath()).toBe('/packages?q=x'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Packages' })).toBeTruthy();
    expect(seen).toEqual([{ authenticator: GOOGLE_AUTHENTICATOR, otp: '123456' }]);
  });

  it("R4.20 shows the server's message when the code is wrong", async () => {
    server.use(
      mockCall(mfaRoutes.verify, () =>
        HttpResponse.json({ errors: [{ status: 401, message: serverMessages.otpInvalid }] }, { status: 401 }),
      ),
    );
    const view = renderApp('/login/otp-login');
    await typeCode(view, testIds.otpLogin.code, '000000');
    expect((await screen.findByTestId(testIds.otpLogin.error)).textContent).toContain(serverMessages.otpInvalid);
    expect(view.currentPath()).toBe('/login/otp-login');
  });

  it('R4.21 goes back to login when the server answers 403', async () => {
    server.use(
      mockCall(mfaRoutes.verify, () =>
        HttpResponse.json({ errors: [{ status: 403, message: serverMessages.mfaLoginExpired }] }, { status: 403 }),
      ),
    );
    const view = renderApp('/login/otp-login');
    await typeCode(view, testIds.otpLogin.code, '000000');
    await waitFor(() => expect(view.currentPath()).toBe('/login'));
  });

  it('R4.02 R1.10 sends a user the policy requires to enrol to the enrolment screen: QR code, key as text, then the first code logs in', async () => {
    const confirmed: string[] = [];
    server.use(
      ...startupHandlers(anonymousUser),
      loginAnswering('enroll'),
      mockCall(mfaRoutes.enrollment, () => enrollment),
      mockCall(mfaRoutes.confirmEnrollment, async ({ request }) => {
        confirmed.push(((await request.json()) as { otp: string }).otp);
        server.use(...startupHandlers(adminUser));
        return adminUser;
      }),
    );
    const view = renderApp('/login');
    await logIn(view);
    await waitFor(() => expect(view.currentPath()).toBe('/login/mfa-enroll'));

    const secret = await screen.findByTestId(testIds.mfaEnroll.secret);
    await waitFor(() => expect(secret.textContent).toContain(enrollment.secret));
    expect((screen.getByTestId(testIds.mfaEnroll.submit) as HTMLButtonElement).disabled).toBe(false);
    const qr = await screen.findByRole('img', { name: 'QR code of the authenticator seed' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);

    await typeCode(view, testIds.mfaEnroll.code, '654321');
    await waitFor(() => expect(view.currentPath()).toBe('/packages'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Packages' })).toBeTruthy();
    expect(confirmed).toEqual(['654321']);
  });

  it('keeps the visitor anonymous while the second step is owed', async () => {
    server.use(...startupHandlers(anonymousUser), loginAnswering('verify'));
    const view = renderApp('/login');
    await logIn(view);
    await waitFor(() => expect(view.currentPath()).toBe('/login/otp-login'));
    await view.router.navigate('/packages');
    await waitFor(() => expect(view.currentPath()).toBe('/login?logout=true&redirectTo=%2Fpackages'));
  });
});
