import { type OnboardingInitStatus, onboardingRoutes, setMeUpRoutes, versionDetailRoutes } from '@arca/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, regularUser } from '../../../test/fixtures.ts';
import { mockCall } from '../../../test/mock-call.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { onboardingDone, server, startupHandlers } from '../../../test/server.ts';

const status: OnboardingInitStatus = {
  completed: true,
  counts: { repositories: 4, packages: 12, users: 3 },
  repositoriesByType: [
    { packageType: 'docker', count: 2 },
    { packageType: 'npm', count: 2 },
  ],
  hasOnlyDefaultRepos: true,
};

function serve(user = adminUser, answer: OnboardingInitStatus = status) {
  const loaderFlags: (string | null)[] = [];
  server.use(
    ...startupHandlers(user),
    mockCall(onboardingRoutes.initStatus, ({ request }) => {
      loaderFlags.push(new URL(request.url).searchParams.get('jfLoader'));
      return answer;
    }),
    mockCall(versionDetailRoutes.repoData, () => ({
      repositories: [
        { key: 'docker-virtual', type: 'VIRTUAL', packageType: 'docker', projectKey: '' },
        { key: 'docker-local', type: 'LOCAL', packageType: 'docker', projectKey: '' },
      ],
    })),
    mockCall(setMeUpRoutes.repository, () => ({
      repoKey: 'docker-local',
      packageType: 'docker',
      rclass: 'local',
      tokenIssued: false,
      snippets: [{ id: 'docker-login', title: 'Log in', text: 'docker login x' }],
    })),
  );
  return { loaderFlags };
}

describe('get started and overview', () => {
  it('R1.33 R13.07 get started shows the counts, each a link to its list, fetched with the loader flag', async () => {
    const { loaderFlags } = serve();
    renderApp('/get_started');
    await screen.findByRole('heading', { level: 1, name: 'Get started' });
    expect((await screen.findByRole('link', { name: /^Repositories\s*4$/ })).getAttribute('href')).toBe(
      '/ui/admin/repositories/local',
    );
    expect(screen.getByRole('link', { name: /^Packages\s*12$/ }).getAttribute('href')).toBe('/ui/packages');
    expect(screen.getByRole('link', { name: /^Users\s*3$/ }).getAttribute('href')).toBe('/ui/admin/management/users');
    expect(loaderFlags).toEqual(['true']);
  });

  it('opens set-me-up of a package type from what is set up, on its local repository', async () => {
    serve();
    const view = renderApp('/get_started');
    const setUp = await screen.findByText('What is set up');
    const card = setUp.closest('.ant-card') as HTMLElement;
    const docker = within(card).getByText('Docker').closest('li') as HTMLElement;
    await view.user.click(within(docker).getByRole('button', { name: 'Set Me Up' }));
    await waitFor(() => expect(view.currentPath()).toBe('/get_started?setMeUp=docker'));
    const drawer = await screen.findByRole('dialog', { name: 'Set Me Up: docker' });
    expect((await within(drawer).findByRole('region', { name: 'Log in' })).textContent).toContain('docker login x');
    expect(within(drawer).getByText('docker-local')).toBeDefined();
  });

  it('R13.03 with the quick-deploy landing on, quick setup opens as the /quick-setup page, not a dialog', async () => {
    serve(adminUser, { ...status, completed: false, counts: { repositories: 0, packages: 0, users: 1 } });
    server.use(mockCall(onboardingRoutes.data, () => ({ ...onboardingDone, quickDeploy: true })));
    const view = renderApp('/get_started');
    await view.user.click(await screen.findByText('Open quick setup'));
    await waitFor(() => expect(view.currentPath()).toBe('/quick-setup'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Arca' })).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('R1.35 the overview shows a user what they may see, without the user count or quick setup', async () => {
    serve(regularUser, { ...status, completed: false, counts: { repositories: 1, packages: 0, users: null } });
    renderApp('/overview');
    await screen.findByRole('heading', { level: 1, name: 'Overview' });
    expect((await screen.findByRole('link', { name: /^Repositories\s*1$/ })).getAttribute('href')).toBe(
      '/ui/repos/tree/General',
    );
    expect(screen.queryByRole('link', { name: /^Users/ })).toBeNull();
    expect(screen.queryByText('Open quick setup')).toBeNull();
    expect(screen.getByText('Publish and find packages')).toBeDefined();
  });
});
