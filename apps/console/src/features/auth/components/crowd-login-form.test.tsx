import { type CrowdLoginRequest, crowdRoutes, serverMessages, testIds, type UserData } from '@arca/contract';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { regularUser } from '../../../test/fixtures.ts';
import { mockCall } from '../../../test/mock-call.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';

interface Seen {
  body: CrowdLoginRequest;
  rememberMe: string | null;
}

const crowdUser: UserData = { ...regularUser, name: 'alice', realm: 'crowd' };

function acceptCrowdLogin(seen: Seen[], answer: UserData = crowdUser) {
  return mockCall(crowdRoutes.login, async ({ request }) => {
    seen.push({
      body: await request.json(),
      rememberMe: new URL(request.url).searchParams.get('_spring_security_remember_me'),
    });
    if (!answer.mfaStatus) server.use(...startupHandlers(answer));
    return answer;
  });
}

async function fillAndSubmit(view: ReturnType<typeof renderApp>, user: string, password: string) {
  await view.user.type(await screen.findByTestId(testIds.crowdLogin.user), user);
  await view.user.type(screen.getByTestId(testIds.crowdLogin.password), password);
  await view.user.click(screen.getByRole('button', { name: 'Log in with Crowd' }));
}

describe('Crowd login', () => {
  it('R4.32 sends the Crowd user name and password, then goes to the page asked for', async () => {
    const seen: Seen[] = [];
    server.use(acceptCrowdLogin(seen));
    const view = renderApp('/login/sso/crowd?redirectTo=%2Fpackages%3Fq%3Dreact');
    expect(await screen.findByRole('heading', { name: 'Log in with Crowd' })).toBeTruthy();
    await fillAndSubmit(view, 'alice', 'Crowd-Passw0rd');
    await waitFor(() => expect(view.currentPath()).toBe('/packages?q=react'));
    expect(seen).toEqual([{ body: { user: 'alice', password: 'Crowd-Passw0rd' }, rememberMe: null }]);
  });

  it('asks for a lasting session when Remember me is ticked', async () => {
    const seen: Seen[] = [];
    server.use(acceptCrowdLogin(seen));
    const view = renderApp('/login/sso/crowd');
    await view.user.click(await screen.findByRole('checkbox', { name: 'Remember me' }));
    await fillAndSubmit(view, 'alice', 'Crowd-Passw0rd');
    await waitFor(() => expect(view.currentPath()).toBe('/packages'));
    expect(seen[0]?.rememberMe).toBe('true');
  });

  it('goes to the second step when the account owes one', async () => {
    server.use(acceptCrowdLogin([], { ...crowdUser, mfaStatus: 'verify' }));
    const view = renderApp('/login/sso/crowd');
    await fillAndSubmit(view, 'alice', 'Crowd-Passw0rd');
    await waitFor(() => expect(view.currentPath()).toBe('/login/otp-login'));
  });

  it("shows the server's reason when the login is refused, and stays on the screen", async () => {
    server.use(
      mockCall(crowdRoutes.login, () =>
        HttpResponse.json({ errors: [{ status: 401, message: serverMessages.badCredentials }] }, { status: 401 }),
      ),
    );
    const view = renderApp('/login/sso/crowd');
    await fillAndSubmit(view, 'alice', 'wrong');
    expect((await screen.findByTestId(testIds.crowdLogin.error)).textContent).toContain(serverMessages.badCredentials);
    expect(view.currentPath()).toBe('/login/sso/crowd');
  });

  it('asks for the user name and the password before calling the server', async () => {
    const seen: Seen[] = [];
    server.use(acceptCrowdLogin(seen));
    const view = renderApp('/login/sso/crowd');
    await view.user.click(await screen.findByRole('button', { name: 'Log in with Crowd' }));
    expect(await screen.findByText('Enter your user name')).toBeTruthy();
    expect(screen.getByText('Enter your password')).toBeTruthy();
    expect(seen).toHaveLength(0);
  });
});
