import { apiPaths, type EffectivePermissions } from '@arca/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { regularUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';
import { allowEverything, fakeStorage, readOnly, someFiles } from '../artifacts-test-data.ts';

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
      http.get(apiPaths.effectivePermissions('artifact', 'libs-release'), () => HttpResponse.json(effective)),
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
    ).toEqual(['General', 'Properties', 'Builds', 'Pipelines']);
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
});
