import { metadataRoutes, versionDetailRoutes } from '@arca/contract';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { packagesRoutes } from '../features/packages/packages.routes.tsx';
import { aPackage, aVersion, connection } from '../features/packages/test-fixtures.ts';
import { footer, regularUser } from '../test/fixtures.ts';
import { mockCall } from '../test/mock-call.ts';
import { renderRoutesAlone } from '../test/render-app.tsx';
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

function renderPackageRoute(path: string) {
  return renderRoutesAlone([{ Component: RootRoute, children: packagesRoutes() }], path);
}

describe('package page titles', () => {
  it('R1.03 names a package page after the package, then its section and the server name', async () => {
    servePackage();
    renderPackageRoute('/packages/1');
    await waitFor(() => expect(document.title).toBe(`lodash | Packages | ${footer.serverName}`));
  });

  it('R1.03 names a version page after the package and the version', async () => {
    servePackage();
    renderPackageRoute('/packages/1/4.17.21');
    await waitFor(() => expect(document.title).toBe(`lodash 4.17.21 | Packages | ${footer.serverName}`));
  });
});
