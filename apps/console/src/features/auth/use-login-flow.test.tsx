import type { UserData } from '@arca/contract';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureSession, type SessionActions, sessionActions } from '../../shared/session/session-actions.ts';
import { adminUser } from '../../test/fixtures.ts';
import { storePostLoginPath, takePostLoginPath } from './post-login-path.ts';
import { useFinishLogin } from './use-login-flow.ts';

type FinishLogin = ReturnType<typeof useFinishLogin>;

/** The login screen, its post-login action held open until the test lets it end. */
function renderLoginScreen() {
  let finish: FinishLogin | undefined;
  function LoginScreen() {
    finish = useFinishLogin();
    return <p>login</p>;
  }
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginScreen /> },
      { path: '/builds', element: <p>builds</p> },
      { path: '/packages', element: <p>packages</p> },
    ],
    { initialEntries: ['/login'] },
  );
  render(<RouterProvider router={router} />);
  let endAction: () => void = () => undefined;
  const prevented = vi.fn();
  const actions: SessionActions = {
    loggedIn: () => new Promise<void>((resolve) => (endAction = resolve)),
    loggedOut: () => undefined,
    loginRedirectPrevented: prevented,
  };
  configureSession(actions);
  const start = (user: UserData, redirectTo: string) => {
    if (!finish) throw new Error('the login screen is not shown');
    return finish(user, redirectTo);
  };
  return { router, start, endAction: () => endAction(), prevented };
}

const before = sessionActions();
afterEach(() => configureSession(before));

describe('the end of a login', () => {
  it('redirects once the post-login action is done, while the login screen is still shown', async () => {
    const screen = renderLoginScreen();
    const finished = screen.start(adminUser, '/packages');
    await act(async () => {
      screen.endAction();
      await finished;
    });
    expect(screen.router.state.location.pathname).toBe('/packages');
    expect(screen.prevented).not.toHaveBeenCalled();
  });

  it('R4.06 skips the redirect when the visitor went elsewhere before the post-login action ended', async () => {
    const screen = renderLoginScreen();
    storePostLoginPath('/packages');
    const finished = screen.start(adminUser, '/packages');
    await act(() => screen.router.navigate('/builds'));
    await act(async () => {
      screen.endAction();
      await finished;
    });
    expect(screen.router.state.location.pathname).toBe('/builds');
    // No navigation is the login's, and the page it would have opened is not kept for a later login.
    expect(screen.prevented).toHaveBeenCalledTimes(1);
    expect(takePostLoginPath(true)).toBeUndefined();
  });
});
