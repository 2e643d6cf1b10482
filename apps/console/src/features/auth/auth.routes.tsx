import type { RouteObject } from 'react-router';
import { paths } from '../../shared/routing/paths.ts';
import { authRouteNames, type RouteHandle } from '../../shared/routing/route-handle.ts';

// Each page is its own chunk, loaded when its route is first entered.
const loginPage = async () => ({ Component: (await import('./pages/login-page.tsx')).LoginPage });
const otpLoginPage = async () => ({ Component: (await import('./pages/otp-login-page.tsx')).OtpLoginPage });
const mfaEnrollPage = async () => ({ Component: (await import('./pages/mfa-enroll-page.tsx')).MfaEnrollPage });
const forgotPasswordPage = async () => ({
  Component: (await import('./pages/forgot-password-page.tsx')).ForgotPasswordPage,
});
const resetPasswordPage = async () => ({
  Component: (await import('./pages/reset-password-page.tsx')).ResetPasswordPage,
});
const changePasswordPage = async () => ({
  Component: (await import('./pages/change-password-page.tsx')).ChangePasswordPage,
});
const cliLoginPage = async () => ({ Component: (await import('./pages/cli-login-page.tsx')).CliLoginPage });
const ssoLoginPage = async () => ({ Component: (await import('./pages/sso-login-page.tsx')).SsoLoginPage });
const registrationPage = async () => ({
  Component: (await import('./pages/registration-page.tsx')).RegistrationPage,
});
const invitationPage = async () => ({ Component: (await import('./pages/invitation-page.tsx')).InvitationPage });
const cliRegistrationPage = async () => ({
  Component: (await import('./pages/cli-registration-page.tsx')).CliRegistrationPage,
});
const authProviderPage = async () => ({
  Component: (await import('./pages/auth-provider-page.tsx')).AuthProviderPage,
});

// Drawn without antd, so a cold login loads none of it (issue 33).
const loginHandle: RouteHandle = {
  title: 'Log in',
  name: authRouteNames.login,
  access: { authScreen: true },
  plain: true,
};
const resetHandle: RouteHandle = {
  title: 'Reset password',
  name: authRouteNames.resetPassword,
  access: { public: true },
};

/**
 * The login, password, registration and second-factor screens (shell.md §2). They render without
 * the application layout; an auth screen sends a logged-in visitor on (guard 4).
 */
export function authRoutes(): RouteObject[] {
  return [
    { path: paths.login(), lazy: loginPage, handle: loginHandle },
    {
      path: paths.forgotPassword(),
      lazy: forgotPasswordPage,
      handle: {
        title: 'Forgot password',
        name: authRouteNames.forgotPassword,
        access: { authScreen: true },
      } satisfies RouteHandle,
    },
    // Reached from a mail or an expired password: public, whoever is logged in on this browser.
    { path: paths.resetPassword(), lazy: resetPasswordPage, handle: resetHandle },
    { path: paths.authResetPassword(), lazy: resetPasswordPage, handle: resetHandle },
    {
      path: paths.changePassword(),
      lazy: changePasswordPage,
      handle: {
        title: 'Change password',
        name: authRouteNames.changePassword,
        access: { public: true },
      } satisfies RouteHandle,
    },
    {
      path: '/login/sso/:ssoLoginType',
      lazy: ssoLoginPage,
      handle: {
        title: 'Single sign-on',
        name: authRouteNames.ssoLogin,
        access: { authScreen: true },
      } satisfies RouteHandle,
    },
    // Needs a logged-in user, like any application page, but shows without the layout.
    { path: paths.cliLogin(), lazy: cliLoginPage, handle: { title: 'CLI login' } satisfies RouteHandle },
    // The second step of a login: public, because no session exists until it succeeds.
    {
      path: paths.otpLogin(),
      lazy: otpLoginPage,
      handle: {
        title: 'Two-step verification',
        name: authRouteNames.otpLogin,
        access: { public: true },
      } satisfies RouteHandle,
    },
    {
      path: paths.mfaEnroll(),
      lazy: mfaEnrollPage,
      handle: {
        title: 'Set up two-step verification',
        name: authRouteNames.mfaEnroll,
        access: { public: true },
      } satisfies RouteHandle,
    },
    {
      path: paths.registration(),
      lazy: registrationPage,
      handle: {
        title: 'Create account',
        name: authRouteNames.registration,
        access: { authScreen: true },
      } satisfies RouteHandle,
    },
    // Reached from a mail, like the reset link: public, whoever is logged in on this browser.
    {
      path: paths.invitation(),
      lazy: invitationPage,
      handle: {
        title: 'Accept invitation',
        name: authRouteNames.invitation,
        access: { public: true },
      } satisfies RouteHandle,
    },
    {
      path: paths.cliRegistration(),
      lazy: cliRegistrationPage,
      handle: {
        title: 'Create account for the CLI',
        name: authRouteNames.cliRegistration,
        access: { authScreen: true },
      } satisfies RouteHandle,
    },
    { path: paths.auth(), lazy: loginPage, handle: loginHandle },
    {
      path: '/auth-provider/:type',
      lazy: authProviderPage,
      handle: { title: 'Provider sign-in', access: { authScreen: true } } satisfies RouteHandle,
    },
  ];
}
