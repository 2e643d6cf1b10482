import {
  authFlowRoutes,
  authRoutes,
  type LoginRequest,
  loginScreenRoutes,
  serverMessages,
  testIds,
} from '@arca/contract';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { wholePage } from '../../../shared/routing/leave-console.ts';
import { adminUser, anonymousUser, footer } from '../../../test/fixtures.ts';
import { mockCall } from '../../../test/mock-call.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { loginRelatedData, server, startupHandlers } from '../../../test/server.ts';

interface SeenLogin {
  body: LoginRequest;
  rememberMe: string | null;
}

/** Answers the login call as the server does, recording what the console sent. */
function acceptLogin(seen: SeenLogin[]) {
  return mockCall(authRoutes.login, async ({ request }) => {
    const body = await request.json();
    seen.push({ body, rememberMe: new URL(request.url).searchParams.get('_spring_security_remember_me') });
    // From here on the session is the admin's, as the cookie would make it.
    server.use(...startupHandlers(adminUser));
    return adminUser;
  });
}

async function fillAndSubmit(view: ReturnType<typeof renderApp>, user: string, password: string) {
  await view.user.type(await screen.findByRole('textbox', { name: 'User name' }), user);
  await view.user.type(screen.getByLabelText('Password'), password);
  await view.user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginPage', () => {
  it("R4.01 submits {user, password, type:'login'} and goes to packages", async () => {
    const seen: SeenLogin[] = [];
    server.use(...startupHandlers(anonymousUser), acceptLogin(seen));
    const view = renderApp('/login');

    await fillAndSubmit(view, 'admin', 'Passw0rd!');

    await waitFor(() => expect(view.currentPath()).toBe('/packages'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Packages' })).toBeTruthy();
    expect(seen).toEqual([{ body: { user: 'admin', password: 'Passw0rd!', type: 'login' }, rememberMe: null }]);
  });

  it('uses the testids the end-to-end page objects rely on', async () => {
    renderApp('/login');
    const form = await screen.findByTestId(testIds.login.form);
    expect(form.tagName).toBe('FORM');
    expect(screen.getByTestId(testIds.login.user)).toBe(screen.getByRole('textbox', { name: 'User name' }));
    expect(screen.getByTestId(testIds.login.password)).toBe(screen.getByLabelText('Password'));
    expect(screen.getByTestId(testIds.login.submit)).toBe(screen.getByRole('button', { name: 'Log in' }));
  });

  it('sends the remember-me query when Remember me is ticked', async () => {
    const seen: SeenLogin[] = [];
    server.use(acceptLogin(seen));
    const view = renderApp('/login');

    await view.user.click(await screen.findByRole('checkbox', { name: 'Remember me' }));
    await fillAndSubmit(view, 'admin', 'Passw0rd!');

    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.rememberMe).toBe('true');
  });

  it('R1.07 goes to the redirectTo page after logging in', async () => {
    server.use(acceptLogin([]));
    const view = renderApp('/login?redirectTo=%2Fpackages%3Fq%3Dreact');

    await fillAndSubmit(view, 'admin', 'Passw0rd!');

    await waitFor(() => expect(view.currentPath()).toBe('/packages?q=react'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Packages' })).toBeTruthy();
  });

  it('ignores a redirectTo that leaves the console', async () => {
    server.use(acceptLogin([]));
    const view = renderApp('/login?redirectTo=%2F%2Fevil.example%2F');

    await fillAndSubmit(view, 'admin', 'Passw0rd!');

    await waitFor(() => expect(view.currentPath()).toBe('/packages'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Packages' })).toBeTruthy();
  });

  it("R4.07 shows the server's error message when login fails", async () => {
    server.use(
      mockCall(authRoutes.login, () =>
        HttpResponse.json({ errors: [{ status: 401, message: serverMessages.badCredentials }] }, { status: 401 }),
      ),
    );
    const view = renderApp('/login');

    await fillAndSubmit(view, 'admin', 'wrong');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(serverMessages.badCredentials);
    expect(screen.getByTestId(testIds.login.error)).toBe(alert);
    expect(view.currentPath()).toBe('/login');
  });

  it('R4.07 shows the throttling message the server sends on 429', async () => {
    server.use(
      mockCall(authRoutes.login, () =>
        HttpResponse.json({ errors: [{ status: 429, message: serverMessages.tooManyLoginAttempts }] }, { status: 429 }),
      ),
    );
    const view = renderApp('/login');

    await fillAndSubmit(view, 'admin', 'wrong');

    expect((await screen.findByRole('alert')).textContent).toContain(serverMessages.tooManyLoginAttempts);
  });

  it('is drawn without antd, so a cold login loads none of it', async () => {
    renderApp('/login');
    // Everything the page can show: the options come with the login settings.
    await screen.findByRole('checkbox', { name: 'Remember me' });
    await screen.findByRole('link', { name: 'Forgot password?' });

    const page = screen.getByRole('main');
    expect(page.querySelector('[class^="ant-"], [class*=" ant-"]')).toBeNull();
  });

  it('ties the message of each missing field to the field, announces it and puts the focus on the first', async () => {
    const view = renderApp('/login');

    await view.user.click(await screen.findByRole('button', { name: 'Log in' }));

    const userField = screen.getByRole('textbox', { name: 'User name' });
    const userError = await screen.findByText('Enter your user name');
    expect(userField.getAttribute('aria-invalid')).toBe('true');
    expect(userField.getAttribute('aria-describedby')).toBe(userError.id);
    expect(userError.getAttribute('role')).toBe('alert');
    expect(document.activeElement).toBe(userField);

    await view.user.type(userField, 'admin');
    expect(screen.queryByText('Enter your user name')).toBeNull();
    expect(userField.getAttribute('aria-invalid')).toBe('false');
    expect(screen.getByText('Enter your password')).toBeTruthy();
  });

  it('asks for the user name and the password before calling the server', async () => {
    // No login handler: a call would fail the test through onUnhandledFrame: 'error'.
    const view = renderApp('/login');

    await view.user.click(await screen.findByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Enter your user name')).toBeTruthy();
    expect(screen.getByText('Enter your password')).toBeTruthy();
    expect(view.currentPath()).toBe('/login');
  });

  it('names the server it logs into, and the product and build beneath', async () => {
    server.use(...startupHandlers(anonymousUser, { ...footer, serverName: 'Build Farm', buildNumber: '1.2.3' }));
    renderApp('/login');

    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to Build Farm' })).toBeTruthy();
    expect(screen.getByText('Arca 1.2.3 · self-hosted artifact platform')).toBeTruthy();
  });

  it('R1.05 shows the same login screen at /auth', async () => {
    const view = renderApp('/auth');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to Arca' })).toBeTruthy();
    expect(view.currentPath()).toBe('/auth');
  });

  it('R4.26 R4.27 shows the login dialog, remembers its dismissal, and a permanent one shows again', async () => {
    const dialog = { enabled: true, title: 'Planned maintenance', content: 'Saturday 10:00–12:00', permanent: false };
    server.use(mockCall(loginScreenRoutes.loginDialog, () => dialog));
    const first = renderApp('/login');
    expect((await screen.findByTestId(testIds.login.dialog)).textContent).toBe('Saturday 10:00–12:00');
    await first.user.click(screen.getByRole('button', { name: 'I understand' }));
    await waitFor(() => expect(window.localStorage.getItem('arca.loginDialog.dismissed')).toBe('true'));
    first.unmount();

    const second = renderApp('/login');
    await screen.findByRole('button', { name: 'Log in' });
    await waitFor(() => expect(second.queryClient.isFetching()).toBe(0));
    expect(screen.queryByTestId(testIds.login.dialog)).toBeNull();
    second.unmount();

    server.use(mockCall(loginScreenRoutes.loginDialog, () => ({ ...dialog, permanent: true })));
    renderApp('/login');
    expect(await screen.findByTestId(testIds.login.dialog)).toBeTruthy();
    expect(window.localStorage.getItem('arca.loginDialog.dismissed')).toBeNull();
  });

  it('R4.28 offers the single sign-on link only as a sanitised http(s) address, and links to registration when open', async () => {
    server.use(
      mockCall(authFlowRoutes.loginRelatedData, () => ({
        ...loginRelatedData,
        ssoProviderLink: 'https://idp.example.com/sso',
        selfRegistration: true,
        crowdLogin: true,
      })),
    );
    const view = renderApp('/login');
    expect((await screen.findByTestId(testIds.login.ssoButton)).getAttribute('href')).toBe(
      'https://idp.example.com/sso',
    );
    expect(screen.getByTestId(testIds.login.crowdLink).getAttribute('href')).toBe('/ui/login/sso/crowd');
    await view.user.click(screen.getByTestId(testIds.login.registerLink));
    await waitFor(() => expect(view.currentPath()).toBe('/login/registration'));
    view.unmount();

    server.use(
      mockCall(authFlowRoutes.loginRelatedData, () => ({
        ...loginRelatedData,
        ssoProviderLink: 'javascript:alert(1)',
      })),
    );
    const unsafe = renderApp('/login');
    await screen.findByRole('button', { name: 'Log in' });
    await waitFor(() => expect(unsafe.queryClient.isFetching()).toBe(0));
    expect(screen.queryByTestId(testIds.login.ssoButton)).toBeNull();
    expect(screen.queryByTestId(testIds.login.registerLink)).toBeNull();
    expect(screen.queryByTestId(testIds.login.crowdLink)).toBeNull();
  });

  it('R4.05 after logging in goes to a stored external URL on this server instead of a console page', async () => {
    const seen: SeenLogin[] = [];
    server.use(...startupHandlers(anonymousUser), acceptLogin(seen));
    const file = `${window.location.origin}/artifactory/api/npm/npm-local/left-pad-1.3.0.tgz`;
    const assign = vi.spyOn(wholePage, 'assign').mockImplementation(() => undefined);
    const view = renderApp(`/login?redirectTo=${encodeURIComponent(file)}`);

    await fillAndSubmit(view, 'admin', 'Passw0rd!');

    await waitFor(() => expect(assign).toHaveBeenCalledWith(file));
    expect(view.currentPath()).toMatch(/^\/login/);
  });
});
