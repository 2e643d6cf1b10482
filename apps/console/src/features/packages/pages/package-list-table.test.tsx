import { metadataRoutes, versionDetailRoutes } from '@arca/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser } from '../../../test/fixtures.ts';
import { mockCall } from '../../../test/mock-call.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';
import { packageListFilter } from '../api/package-variables.ts';
import { aPackage, connection } from '../test-fixtures.ts';

interface Sent {
  variables: { filter?: unknown; orderBy?: unknown };
}

/** An administrator's list of two packages, recording each page asked for. */
function serveTwoPackages() {
  const sent: Sent[] = [];
  server.use(
    ...startupHandlers(adminUser),
    mockCall(versionDetailRoutes.availablePackages, () => ({
      packageTypes: [
        { packageType: 'npm', packagesCount: 2 },
        { packageType: 'maven', packagesCount: 1 },
      ],
    })),
    mockCall(metadataRoutes.packages, async ({ request }) => {
      sent.push((await request.json()) as Sent);
      return { data: { packages: connection([aPackage('1'), aPackage('2')]) } };
    }),
  );
  return sent;
}

const rowsOf = async () => within(await screen.findByRole('table')).findAllByRole('row');

describe('the package list table', () => {
  it('R10.27 sorts by name or by modified from the column headers, asking the server for that order', async () => {
    const sent = serveTwoPackages();
    const view = renderApp('/packages');
    await waitFor(async () => expect((await rowsOf()).length).toBe(3));
    const name = screen.getByRole('columnheader', { name: /Name/ });
    expect(name.getAttribute('aria-sort')).toBe('ascending');

    await view.user.click(screen.getByRole('columnheader', { name: /Modified/ }));
    await waitFor(() => expect(sent.at(-1)?.variables.orderBy).toEqual({ field: 'MODIFIED', direction: 'ASC' }));
    await view.user.click(screen.getByRole('columnheader', { name: /Modified/ }));
    await waitFor(() => expect(sent.at(-1)?.variables.orderBy).toEqual({ field: 'MODIFIED', direction: 'DESC' }));
    expect(screen.getByRole('columnheader', { name: /Modified/ }).getAttribute('aria-sort')).toBe('descending');
    await view.user.click(screen.getByRole('columnheader', { name: /Name/ }));
    await waitFor(() => expect(sent.at(-1)?.variables.orderBy).toEqual({ field: 'NAME', direction: 'ASC' }));
  });

  it('filters by name from the table search box and by package type, writing both into the URL', async () => {
    const sent = serveTwoPackages();
    const view = renderApp('/packages');
    await waitFor(async () => expect((await rowsOf()).length).toBe(3));

    await view.user.click(screen.getByRole('button', { name: 'Search' }));
    await view.user.type(screen.getByRole('textbox', { name: 'Search' }), 'lod');
    await waitFor(() => expect(sent.at(-1)?.variables.filter).toEqual(packageListFilter({ name: 'lod' })));
    expect(view.router.state.location.search).toContain('name=lod');

    await view.user.click(screen.getByRole('combobox', { name: 'Package type' }));
    await view.user.click(await screen.findByTitle('maven'));
    await waitFor(() =>
      expect(sent.at(-1)?.variables.filter).toEqual(packageListFilter({ name: 'lod', packageType: 'maven' })),
    );
    expect(view.router.state.location.search).toContain('pkgType=maven');
  });
});
