import { type OnboardingInitStatus, onboardingPaths, testIds } from '@arca/contract';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminUser, regularUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { server, startupHandlers } from '../../test/server.ts';

const emptyServer: OnboardingInitStatus = {
  completed: true,
  counts: { repositories: 0, packages: 0, users: 1 },
  repositoriesByType: [],
  hasOnlyDefaultRepos: true,
};

describe('the user menu', () => {
  it('leads an administrator to get started from its Getting Started entry', async () => {
    server.use(
      ...startupHandlers(adminUser),
      http.get(onboardingPaths.initStatus, () => HttpResponse.json(emptyServer)),
    );
    const view = renderApp('/404');

    await view.user.click(await screen.findByTestId(testIds.layout.userMenu));
    await view.user.click(await screen.findByRole('menuitem', { name: /Getting Started/ }));

    await waitFor(() => expect(view.currentPath()).toBe('/get_started'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Get started' })).toBeTruthy();
  });

  it('R8.07 leaves Getting Started out for a user who is not an administrator', async () => {
    server.use(...startupHandlers(regularUser));
    const view = renderApp('/404');

    await view.user.click(await screen.findByTestId(testIds.layout.userMenu));
    expect(await screen.findByRole('menuitem', { name: /Logout/ })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: /Getting Started/ })).toBeNull();
  });
});
