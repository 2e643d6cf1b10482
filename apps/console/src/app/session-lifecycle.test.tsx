import { apiPaths, testIds, type UserData } from '@arca/contract';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { request } from '../shared/http/index.ts';
import { intervalsPaused } from '../shared/session/intervals.ts';
import { adminUser, anonymousUser, regularUser } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { loginRelatedData, server, startupHandlers } from '../test/server.ts';
import { useAppStore } from './store.ts';

const withoutBase = (pathname: string) => pathname.replace(/^\/ui/, '') || '/';

/**
 * Every path the router is asked for or passes through, so a navigation the guards redirect
 * before it lands (/ follows the home rule) is seen too.
 */
function recordPaths(view: ReturnType<typeof renderApp>): string[] {
  const seen: string[] = [];
  view.router.subscribe((state) => {
    if (state.navigation.location) seen.push(withoutBase(state.navigation.location.pathname));
    seen.push(withoutBase(state.location.pathname));
  });
  return seen;
}

describe('user change', () => {
  it('R5.06 R5.08 R5.09 when the server names another user, the console logs out, resets the store and goes to /', async () => {
    const bob: UserData = { ...regularUser, name: 'bob' };
    const calls: string[] = [];
    server.use(
      ...startupHandlers(adminUser),
      http.post(apiPaths.logout, () => {
        calls.push('logout');
        return new HttpResponse(null, { status: 204 });
      }),
      http.get('/ui/api/v1/proxied', () => HttpResponse.json({ errors: [{ status: 333 }] }, { status: 333 })),
    );
    const view = renderApp('/packages?q=react');
    await screen.findByTestId(testIds.layout.content);
    const paths = recordPaths(view);
    const storeResets: boolean[] = [];
    useAppStore.subscribe((state) => storeResets.push(state.initialDataFetched));

    // The proxy now names bob: the next call answers 333 and the console re-reads the user.
    server.use(...startupHandlers(bob));
    await request('/ui/api/v1/proxied').catch(() => undefined);

    await waitFor(() => expect(calls).toEqual(['logout']));
    await waitFor(() => expect(paths).toContain('/'));
    expect(storeResets).toContain(false);
    await waitFor(() => expect(view.currentPath()).toBe('/packages'));
    expect(await screen.findByText('bob')).toBeTruthy();
  });

  it('a first login is not a user change', async () => {
    const calls: string[] = [];
    server.use(
      http.post(apiPaths.logout, () => {
        calls.push('logout');
        return new HttpResponse(null, { status: 204 });
      }),
      http.post(apiPaths.login, () => {
        server.use(...startupHandlers(adminUser));
        return HttpResponse.json(adminUser);
      }),
    );
    const view = renderApp('/login');
    await view.user.type(await screen.findByRole('textbox', { name: 'User name' }), 'admin');
    await view.user.type(screen.getByLabelText('Password'), 'Passw0rd!');
    await view.user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(view.currentPath()).toBe('/packages'));
    expect(calls).toEqual([]);
  });
});

describe('post-login action and logout', () => {
  it('R4.04 R5.10 login sets the user, starts the application and resumes intervals; logout pauses them', async () => {
    const order: string[] = [];
    server.use(
      http.post(apiPaths.login, () => {
        order.push('login');
        server.use(
          http.get(apiPaths.samlLogoutUrl, () => {
            order.push('application data');
            return HttpResponse.json({ logoutUrl: null });
          }),
          ...startupHandlers(adminUser),
        );
        return HttpResponse.json(adminUser);
      }),
      http.post(apiPaths.logout, () => {
        server.use(...startupHandlers(anonymousUser));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const view = renderApp('/login?redirectTo=%2Fpackages%3Fq%3Dreact');
    await view.user.type(await screen.findByRole('textbox', { name: 'User name' }), 'admin');
    await view.user.type(screen.getByLabelText('Password'), 'Passw0rd!');
    await view.user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(view.currentPath()).toBe('/packages?q=react'));
    expect(order).toEqual(['login', 'application data']);
    expect(useAppStore.getState().applicationStarted).toBe(true);
    expect(intervalsPaused()).toBe(false);

    await view.user.click(await screen.findByTestId(testIds.layout.userMenu));
    await view.user.click(await screen.findByTestId(testIds.layout.logout));
    await waitFor(() => expect(view.currentPath()).toBe('/login'));
    expect(intervalsPaused()).toBe(true);
    expect(useAppStore.getState().applicationStarted).toBe(false);
  });
});

describe('SAML logout', () => {
  it('R3.04 R4.29 a SAML user logging out ends the session through the SAML logout request, not the plain logout', async () => {
    const samlUser: UserData = { ...regularUser, realm: 'saml' };
    const calls: string[] = [];
    server.use(
      ...startupHandlers(samlUser),
      http.post(apiPaths.samlLogoutRequest, () => {
        calls.push('saml logout request');
        return HttpResponse.json({ logoutUrl: 'https://idp.example.com/logout' });
      }),
      http.post(apiPaths.logout, () => {
        calls.push('logout');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderApp('/login?logout=true');
    await waitFor(() => expect(calls).toEqual(['saml logout request']));
    expect(intervalsPaused()).toBe(true);
  });
});

describe('account routes', () => {
  it('R1.22 /user/ leads a logged-in user to where they manage their account', async () => {
    server.use(...startupHandlers(regularUser));
    const view = renderApp('/user/');
    await waitFor(() => expect(view.currentPath()).toBe('/login/change-password?userName=dev'));
  });

  it('R1.21 /auth-provider/saml offers the provider link when SAML is set up', async () => {
    server.use(
      http.get(apiPaths.loginRelatedData, () =>
        HttpResponse.json({ ...loginRelatedData, ssoProviderLink: 'https://idp.example.com/sso' }),
      ),
    );
    renderApp('/auth-provider/saml');
    expect((await screen.findByTestId(testIds.authProvider.continue)).getAttribute('href')).toBe(
      'https://idp.example.com/sso',
    );
  });

  it('R1.21 /auth-provider/{type} says plainly when that provider is not set up', async () => {
    renderApp('/auth-provider/github');
    expect((await screen.findByTestId(testIds.authProvider.unavailable)).textContent).toContain(
      "The sign-in provider 'github' is not set up on this server.",
    );
  });

  it('R1.08 R1.06 the login route shows the form, also with logout, fromUnauthorized and the original query', async () => {
    const view = renderApp('/login/');
    expect(await screen.findByTestId(testIds.login.form)).toBeTruthy();
    view.unmount();
    const flagged = renderApp('/login?logout=true&fromUnauthorized=true&q=react');
    expect(await screen.findByTestId(testIds.login.form)).toBeTruthy();
    expect(flagged.currentPath()).toBe('/login?logout=true&fromUnauthorized=true&q=react');
  });
});
