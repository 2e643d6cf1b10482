import {
  API_LEVEL,
  CORE_SERVICE,
  type EffectivePermissions,
  permissionRoutes,
  serviceRoutes,
  systemRoutes,
} from '@arca/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { teasers } from '../../../shared/teasers/index.ts';
import { footer, regularUser } from '../../../test/fixtures.ts';
import { mockCall } from '../../../test/mock-call.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';
import { allowEverything, fakeStorage, readOnly, refusal, someFiles } from '../artifacts-test-data.ts';

const effective: EffectivePermissions = {
  userEffectivePermissions: [
    {
      principal: 'dev',
      permissionTargets: ['release-deployers'],
      permission: {
        read: true,
        annotate: true,
        deploy: true,
        delete: false,
        distribute: false,
        managedXrayMeta: false,
      },
    },
  ],
  groupEffectivePermissions: [],
  permissionTargets: [],
};

describe('artifact details', () => {
  it('shows who may do what on the repository to a caller who manages it', async () => {
    server.use(
      ...startupHandlers(regularUser),
      ...fakeStorage(someFiles, { actions: allowEverything }).handlers,
      mockCall(permissionRoutes.effective, ({ params }) =>
        params.type === 'artifact' && params.repoKey === 'libs-release' ? effective : refusal(404, 'not found'),
      ),
    );
    const view = renderApp('/repos/tree/General/libs-release/org/acme/app-1.0.jar');
    await view.user.click(await screen.findByRole('tab', { name: 'Effective Permissions' }));
    await waitFor(() =>
      expect(view.currentPath()).toBe('/repos/tree/EffectivePermission/libs-release/org/acme/app-1.0.jar'),
    );
    const users = await screen.findByRole('table', { name: 'User permissions' });
    expect(within(users).getByRole('link', { name: 'dev' })).toBeTruthy();
    expect(within(users).getByRole('link', { name: 'release-deployers' })).toBeTruthy();
  });

  it('offers no effective permissions to a caller who may not manage, and opens General instead', async () => {
    server.use(...startupHandlers(regularUser), ...fakeStorage(someFiles, { actions: readOnly }).handlers);
    const view = renderApp('/repos/tree/EffectivePermission/libs-release/org/acme/app-1.0.jar');
    await waitFor(() => expect(view.currentPath()).toBe('/repos/tree/General/libs-release/org/acme/app-1.0.jar'));
    const tabs = await screen.findByRole('tablist');
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['General', 'Properties', 'Builds', 'Pipelines', 'Security', 'Distribution']);
  });

  it('keeps the tab when another node is chosen', async () => {
    server.use(...startupHandlers(regularUser), ...fakeStorage().handlers);
    const view = renderApp('/repos/tree/General/libs-release/org/acme/app-1.0.jar');
    await view.user.click(await screen.findByRole('tab', { name: 'Properties' }));
    await waitFor(() => expect(view.currentPath()).toBe('/repos/tree/Properties/libs-release/org/acme/app-1.0.jar'));
    await view.user.click(await screen.findByRole('treeitem', { name: 'app-1.0.pom' }));
    await waitFor(() => expect(view.currentPath()).toBe('/repos/tree/Properties/libs-release/org/acme/app-1.0.pom'));
    expect((await screen.findByRole('tab', { name: 'Properties' })).getAttribute('aria-selected')).toBe('true');
  });

  describe('teaser tabs', () => {
    const file = 'libs-release/org/acme/app-1.0.jar';
    const tabNames = async () =>
      within(await screen.findByRole('tablist'))
        .getAllByRole('tab')
        .map((tab) => tab.textContent);
    const withServices = (names: string[]) =>
      mockCall(serviceRoutes.services, () => ({
        services: [{ name: CORE_SERVICE, version: API_LEVEL }, ...names.map((name) => ({ name, version: '3.0.0' }))],
      }));

    it('R16.02 gives a file a Security tab with the artifacts teaser and a Distribution tab with its teaser', async () => {
      server.use(...startupHandlers(regularUser), ...fakeStorage(someFiles, { actions: readOnly }).handlers);
      const view = renderApp(`/repos/tree/General/${file}`);
      await view.user.click(await screen.findByRole('tab', { name: 'Security' }));
      await waitFor(() => expect(view.currentPath()).toBe(`/repos/tree/Xray/${file}`));
      expect(await screen.findByRole('region', { name: teasers.artifacts.header })).toBeTruthy();
      await view.user.click(screen.getByRole('tab', { name: 'Distribution' }));
      await waitFor(() => expect(view.currentPath()).toBe(`/repos/tree/Distribution/${file}`));
      expect(await screen.findByRole('region', { name: teasers.distributionTab.header })).toBeTruthy();
    });

    it('R16.09 opens a teaser tab from its address, and offers none on a folder', async () => {
      server.use(...startupHandlers(regularUser), ...fakeStorage(someFiles, { actions: readOnly }).handlers);
      const view = renderApp(`/repos/tree/Distribution/${file}`);
      expect(await screen.findByRole('region', { name: teasers.distributionTab.header })).toBeTruthy();
      view.unmount();
      renderApp('/repos/tree/General/libs-release/org/acme');
      await waitFor(async () => expect(await tabNames()).toEqual(['General', 'Properties']));
    });

    it('R16.01 R16.09 drops the tab of an installed service, and one whose teaser the licence does not get', async () => {
      server.use(...startupHandlers(regularUser), ...fakeStorage(someFiles, { actions: readOnly }).handlers);
      server.use(withServices(['xray']));
      const view = renderApp(`/repos/tree/Xray/${file}`);
      // The address of a tab that is not there opens General.
      await waitFor(() => expect(view.currentPath()).toBe(`/repos/tree/General/${file}`));
      await waitFor(async () =>
        expect(await tabNames()).toEqual(['General', 'Properties', 'Builds', 'Pipelines', 'Distribution']),
      );
      view.unmount();
      // An edge runs no scanner: its licence is off the artifacts teaser's list.
      server.use(
        withServices(['distribution']),
        mockCall(systemRoutes.footer, () => ({ ...footer, license: 'EDGE' })),
      );
      renderApp(`/repos/tree/General/${file}`);
      await screen.findByRole('tab', { name: 'Builds' });
      expect(await tabNames()).toEqual(['General', 'Properties', 'Builds', 'Pipelines']);
    });
  });
});
