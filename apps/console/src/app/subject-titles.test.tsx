import { buildRoutes, metadataRoutes, versionDetailRoutes } from '@arca/contract';
import { cleanup, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildsRoutes } from '../features/builds/builds.routes.tsx';
import { groupsRoutes } from '../features/groups/groups.routes.tsx';
import { packagesRoutes } from '../features/packages/packages.routes.tsx';
import { aPackage, aVersion, connection } from '../features/packages/test-fixtures.ts';
import { permissionsRoutes } from '../features/permissions/permissions.routes.tsx';
import { repositoriesRoutes } from '../features/repositories/repositories.routes.tsx';
import { usersRoutes } from '../features/users/users.routes.tsx';
import { webhooksRoutes } from '../features/webhooks/webhooks.routes.tsx';
import { footer, regularUser } from '../test/fixtures.ts';
import { mockCall } from '../test/mock-call.ts';
import { createTestQueryClient, renderRoutesAlone } from '../test/render-app.tsx';
import { server, startupHandlers } from '../test/server.ts';
import { RootRoute } from './root-route.tsx';

function servePackage() {
  server.use(
    ...startupHandlers(regularUser),
    mockCall(metadataRoutes.package, () => ({ data: { package: aPackage('1', { name: 'lodash' }) } })),
    mockCall(metadataRoutes.versions, () => ({ data: { versions: connection([aVersion('7', '4.17.21')]) } })),
    mockCall(versionDetailRoutes.readme, () => ({ readme: null })),
  );
}

/** The feature's routes under the real root route, which keeps document.title. */
function renderUnderRoot(children: RouteObject[], path: string) {
  return renderRoutesAlone([{ Component: RootRoute, children }], path);
}

describe('package page titles', () => {
  it('R1.03 names a package page after the package, then its section and the server name', async () => {
    servePackage();
    renderUnderRoot(packagesRoutes(createTestQueryClient()), '/packages/1');
    await waitFor(() => expect(document.title).toBe(`lodash | Packages | ${footer.serverName}`));
  });

  it('R1.03 names a version page after the package and the version', async () => {
    servePackage();
    renderUnderRoot(packagesRoutes(createTestQueryClient()), '/packages/1/4.17.21');
    await waitFor(() => expect(document.title).toBe(`lodash 4.17.21 | Packages | ${footer.serverName}`));
  });
});

describe('build page titles', () => {
  it('R1.03 names a build page after the build, and a run page after the build and its number', async () => {
    server.use(
      ...startupHandlers(regularUser),
      mockCall(buildRoutes.runs, () => ({ uri: 'http://x/api/build/web', buildsNumbers: [] })),
      mockCall(buildRoutes.get, () =>
        HttpResponse.json({ errors: [{ status: 404, message: 'gone' }] }, { status: 404 }),
      ),
    );
    renderUnderRoot(buildsRoutes(), '/builds/web');
    await waitFor(() => expect(document.title).toBe(`web | Builds | ${footer.serverName}`));
    cleanup();
    renderUnderRoot(buildsRoutes(), '/builds/web/42');
    await waitFor(() => expect(document.title).toBe(`web #42 | Builds | ${footer.serverName}`));
  });
});

describe('administration editor titles', () => {
  const editors: [routes: RouteObject[], path: string, title: string][] = [
    [repositoriesRoutes(), '/admin/repositories/local/libs-release/edit', 'libs-release | Repositories'],
    [usersRoutes(), '/admin/management/users/ada/edit', 'ada | Users'],
    [groupsRoutes(), '/admin/management/groups/readers/edit', 'readers | Groups'],
    [permissionsRoutes(), '/admin/management/permissions/edit/deploy-all', 'deploy-all | Permissions'],
    [webhooksRoutes(), '/admin/configuration/webhooks/edit/on-deploy', 'on-deploy | Webhooks'],
  ];

  it('R1.03 names each editor after the repository, user, group, permission or webhook it edits', async () => {
    // The title comes from the address alone, so the editors' own data may stay unanswered.
    server.use(
      ...startupHandlers(regularUser),
      http.all('*', () => HttpResponse.json({ errors: [{ status: 404, message: 'Not found' }] }, { status: 404 })),
    );
    for (const [routes, path, title] of editors) {
      renderUnderRoot(routes, path);
      await waitFor(() => expect(document.title).toBe(`${title} | ${footer.serverName}`));
      cleanup();
    }
  });
});
