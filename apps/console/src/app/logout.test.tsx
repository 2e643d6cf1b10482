import { apiPaths, testIds } from '@arca/contract';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminUser, anonymousUser } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { server, startupHandlers } from '../test/server.ts';

/** The server as it is: logged in until logout is called, anonymous after. */
function sessionUntilLogout() {
  const calls: string[] = [];
  server.use(
    ...startupHandlers(adminUser),
    http.post(apiPaths.logout, () => {
      calls.push('logout');
      server.use(...startupHandlers(anonymousUser));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

describe('logging out by address', () => {
  it('R1.20 /logout goes to login with the logout flag, which logs out', async () => {
    const calls = sessionUntilLogout();
    const view = renderApp('/logout');
    await waitFor(() => expect(view.currentPath()).toBe('/login?logout=true'));
    expect(await screen.findByTestId(testIds.login.form)).toBeTruthy();
    expect(calls).toEqual(['logout']);
  });

  it('R3.03 opening login with the logout flag ends the session, so the login form shows instead of the app', async () => {
    const calls = sessionUntilLogout();
    const view = renderApp('/login?logout=true&fromUnauthorized=true&q=react');
    expect(await screen.findByTestId(testIds.login.form)).toBeTruthy();
    expect(view.currentPath()).toBe('/login?logout=true&fromUnauthorized=true&q=react');
    expect(calls).toEqual(['logout']);
  });

  it('logs out once even when a single sign-on proxy logs the visitor straight back in', async () => {
    const calls: string[] = [];
    server.use(
      ...startupHandlers(adminUser),
      http.post(apiPaths.logout, () => {
        calls.push('logout');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const view = renderApp('/login?logout=true');
    await waitFor(() => expect(view.currentPath()).toBe('/packages'));
    expect(calls).toEqual(['logout']);
  });
});
