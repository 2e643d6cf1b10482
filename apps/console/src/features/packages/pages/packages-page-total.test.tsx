import { metadataRoutes, PACKAGE_SEARCH_COUNT_CAP } from '@arca/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser } from '../../../test/fixtures.ts';
import { mockCall } from '../../../test/mock-call.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';
import { aPackage, connection } from '../test-fixtures.ts';

/** The list answers two packages and says it holds `totalCount`. */
function servePackages(totalCount: number) {
  server.use(
    ...startupHandlers(adminUser),
    mockCall(metadataRoutes.packages, () => ({
      data: { packages: { ...connection([aPackage('1'), aPackage('2')]), totalCount } },
    })),
  );
}

describe('package list total', () => {
  it('says "more than" the cap when a search counted only up to it', async () => {
    servePackages(PACKAGE_SEARCH_COUNT_CAP + 1);
    renderApp('/packages?name=util');
    expect(await screen.findByText('Showing 2 of more than 1,000 packages')).toBeDefined();
  });

  it('shows an exact total for a name pattern, which is counted whole', async () => {
    servePackages(PACKAGE_SEARCH_COUNT_CAP + 1);
    renderApp('/packages?name=util*');
    expect(await screen.findByText('Showing 2 of 1,001 packages')).toBeDefined();
  });
});
