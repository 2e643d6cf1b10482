import { authRoutes, groupRoutes, type OnboardingData, onboardingRoutes, userRoutes } from '@arca/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { onboardingDataQueryOptions } from '../features/onboarding/api/onboarding-data.ts';
import { ONBOARDING_OFFERED_KEY } from '../features/onboarding/onboarding-facts.ts';
import { paths } from '../shared/routing/paths.ts';
import { adminUser } from '../test/fixtures.ts';
import { mockCall } from '../test/mock-call.ts';
import { renderApp } from '../test/render-app.tsx';
import { onboardingDone, server, startupHandlers } from '../test/server.ts';

/** A fresh server: guard 10 has an administrator to onboard. */
const freshInstance: OnboardingData = { ...onboardingDone, needsOnboarding: true };

/** The login form answers for the admin, who from then on is the current user. */
const adminLogin = mockCall(authRoutes.login, () => {
  server.use(...startupHandlers(adminUser));
  return adminUser;
});

const emptyUserScreens = [
  mockCall(userRoutes.table, () => ({ users: [] })),
  mockCall(groupRoutes.table, () => ({ groups: [] })),
];

/** Every path the router is asked for or lands on, so a redirect that passes by is seen too. */
function recordPaths(view: ReturnType<typeof renderApp>): string[] {
  const seen: string[] = [];
  const relative = (pathname: string) => pathname.replace(/^\/ui/, '') || '/';
  view.router.subscribe((state) => {
    if (state.navigation.location) seen.push(relative(state.navigation.location.pathname));
    seen.push(relative(state.location.pathname));
  });
  return seen;
}

async function logIn(view: ReturnType<typeof renderApp>): Promise<void> {
  await view.user.type(await screen.findByRole('textbox', { name: 'User name' }), 'admin');
  await view.user.type(screen.getByLabelText('Password'), 'Passw0rd!');
  await view.user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('guard 10 acts on the login alone', () => {
  it('R3.18 the login of an administrator of a fresh server lands on quick setup', async () => {
    server.use(
      adminLogin,
      mockCall(onboardingRoutes.data, () => freshInstance),
    );
    const view = renderApp('/login');
    await logIn(view);
    await waitFor(() => expect(view.currentPath()).toBe(paths.quickSetup()));
  });

  it('R3.18 a navigation to /admin made while the login still waits for the onboarding facts stays there', async () => {
    // The onboarding answer is held, so the visitor's navigation surely overtakes the login's.
    let answerOnboarding = (): void => undefined;
    const held = new Promise<void>((resolve) => {
      answerOnboarding = resolve;
    });
    let onboardingAsked = (): void => undefined;
    const asked = new Promise<void>((resolve) => {
      onboardingAsked = resolve;
    });
    server.use(
      adminLogin,
      ...emptyUserScreens,
      mockCall(onboardingRoutes.data, async () => {
        onboardingAsked();
        await held;
        return freshInstance;
      }),
    );
    const view = renderApp('/login');
    const seen = recordPaths(view);
    await logIn(view);
    await asked;

    void view.router.navigate(paths.admin());
    answerOnboarding();
    await waitFor(() =>
      expect(view.queryClient.getQueryState(onboardingDataQueryOptions().queryKey)?.status).toBe('success'),
    );

    await waitFor(() => expect(view.currentPath()).toBe(paths.adminUsers()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeTruthy();
    expect(seen).not.toContain(paths.quickSetup());
  });

  it('R3.18 after the login landed on quick setup, a navigation to /admin is not sent back there, even before quick setup has shown', async () => {
    server.use(
      adminLogin,
      ...emptyUserScreens,
      mockCall(onboardingRoutes.data, () => freshInstance),
    );
    const view = renderApp('/login');
    await logIn(view);
    await waitFor(() => expect(view.currentPath()).toBe(paths.quickSetup()));
    // As if the quick setup screen had not mounted yet: it has not marked the offer as made.
    window.sessionStorage.removeItem(ONBOARDING_OFFERED_KEY);

    await view.router.navigate(paths.admin());
    await waitFor(() => expect(view.currentPath()).toBe(paths.adminUsers()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeTruthy();
    expect(view.currentPath()).toBe(paths.adminUsers());
  });

  it('R3.18 opening the console again with a session is no login: the administrator goes where they asked', async () => {
    server.use(
      ...startupHandlers(adminUser),
      ...emptyUserScreens,
      mockCall(onboardingRoutes.data, () => freshInstance),
    );
    const view = renderApp(paths.admin());
    await waitFor(() => expect(view.currentPath()).toBe(paths.adminUsers()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeTruthy();
  });
});
