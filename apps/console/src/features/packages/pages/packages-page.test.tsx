import type { UserData } from '@arca/contract';
import { metadataRoutes } from '@arca/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminUser, regularUser } from '../../../test/fixtures.ts';
import { mockCall } from '../../../test/mock-call.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';
import { PACKAGES_COUNT_QUERY } from '../api/package-documents.ts';
import { packageMessages } from '../package-messages.ts';
import { aPackage, connection } from '../test-fixtures.ts';

interface Sent {
  graphQL: string;
  variables: Record<string, unknown>;
}

type Answer = ReturnType<typeof connection> | 'fail';

/** Serves `mds/packages` to the given user from the answers in turn, recording what was asked. */
function servePackagesTo(user: UserData, ...answers: Answer[]) {
  const sent: Sent[] = [];
  server.use(
    ...startupHandlers(user),
    mockCall(metadataRoutes.packages, async ({ request }) => {
      const body = (await request.json()) as Sent;
      sent.push(body);
      // The count document selects the total alone, less than the page the call's type names.
      if (body.graphQL === PACKAGES_COUNT_QUERY) return HttpResponse.json({ data: { packages: { totalCount: 1234 } } });
      const answer = answers[Math.min(sent.length - 1, answers.length - 1)];
      if (answer === 'fail')
        return HttpResponse.json({ errors: [{ status: 400, message: 'Bad filter' }] }, { status: 400 });
      return HttpResponse.json({ data: { packages: answer } });
    }),
  );
  return sent;
}

const servePackages = (...answers: Answer[]) => servePackagesTo(regularUser, ...answers);

/** The header row and the package rows: an empty or loading table's 'No Data' row is not a package. */
const rowsOf = async () =>
  (await within(await screen.findByRole('table')).findAllByRole('row')).filter(
    (row) => !row.classList.contains('ant-table-placeholder'),
  );

describe('package list', () => {
  it('R10.02 R10.27 R10.30 R10.31 lists packages by name ascending, 100 a page, and loads the next page after the end cursor', async () => {
    const first = Array.from({ length: 2 }, (_, i) => aPackage(String(i + 1)));
    const sent = servePackagesTo(adminUser, connection(first, 'cursor-2'), connection([aPackage('3')]));
    const view = renderApp('/packages');
    await waitFor(async () => expect((await rowsOf()).length).toBe(3));
    expect(sent[0]?.graphQL).toContain('packages(');
    expect(sent[0]?.variables).toMatchObject({ first: 100, orderBy: { field: 'NAME', direction: 'ASC' }, after: null });
    expect(sent[0]?.variables.filter).toEqual({ name: '*' });
    const [, row] = await rowsOf();
    expect(row?.textContent).toContain('pkg-1');
    expect(row?.textContent).toContain('npm');
    expect(row?.textContent).toContain('The package 1');

    await view.user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect((await rowsOf()).length).toBe(4));
    expect(sent[1]?.variables.after).toBe('cursor-2');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    server.use(
      mockCall(metadataRoutes.package, () => ({ data: { package: aPackage('3') } })),
      mockCall(metadataRoutes.versions, () => ({ data: { versions: connection([]) } })),
    );
    await view.user.click(screen.getByRole('link', { name: 'pkg-3' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'pkg-3' })).toBeDefined();
    expect(view.currentPath()).toBe('/packages/3');
  });

  it('R10.34 R10.48 R10.15 reads the search from the URL and says when it found nothing', async () => {
    const sent = servePackages(connection([]));
    // A name with a wildcard is a pattern, which gets its trailing * (plain text is searched within names).
    renderApp('/packages?name=lod%3Fsh&pkgType=npm&tags=util,fp&type=package');
    expect(await screen.findByText(packageMessages.noPackagesFound)).toBeDefined();
    expect(sent[0]?.variables.filter).toEqual({ name: 'lod?sh*', packageType: 'npm', tags: ['util', 'fp'] });
    expect(screen.queryByText(packageMessages.findYourPackages)).toBeNull();
  });

  it('R10.16 invites an administrator to search when nothing was searched and nothing is stored', async () => {
    servePackagesTo(adminUser, connection([]));
    renderApp('/packages');
    expect(await screen.findByText(packageMessages.findYourPackages)).toBeDefined();
    expect(screen.queryByText(packageMessages.noPackagesFound)).toBeNull();
  });

  it('R10.61 empties the list when a page fails to load', async () => {
    servePackages(connection([aPackage('1')], 'next'), 'fail');
    const view = renderApp('/packages?name=pkg');
    await waitFor(async () => expect((await rowsOf()).length).toBe(2));
    await view.user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText(packageMessages.noPackagesFound)).toBeDefined();
    expect(screen.queryByText('pkg-1')).toBeNull();
  });

  it('R10.26 R10.16 fetches only the count for a user who is not an administrator, and invites a search', async () => {
    const sent = servePackages(connection([aPackage('1')]));
    renderApp('/packages');
    expect(await screen.findByText(packageMessages.findYourPackages)).toBeDefined();
    expect(await screen.findByText('1,234 packages are available.')).toBeDefined();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.graphQL).toMatch(/packages\(filter: \$filter, first: \$first\) \{ totalCount \}/);
    expect(sent[0]?.graphQL).not.toContain('edges');
    expect(sent[0]?.variables).toEqual({ filter: { name: '*' }, first: 0 });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText('pkg-1')).toBeNull();
  });

  it('R10.26 gives an administrator the list itself, with no separate count', async () => {
    const sent = servePackagesTo(adminUser, connection([aPackage('1')]));
    renderApp('/packages');
    await waitFor(async () => expect((await rowsOf()).length).toBe(2));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.graphQL).toContain('edges');
    expect(sent[0]?.variables).toMatchObject({ first: 100, filter: { name: '*' } });
    expect(screen.queryByText(packageMessages.findYourPackages)).toBeNull();
  });

  it('R10.26 lists what a user who is not an administrator searched for', async () => {
    const sent = servePackages(connection([aPackage('1')]));
    renderApp('/packages?name=pkg&type=packages');
    await waitFor(async () => expect((await rowsOf()).length).toBe(2));
    expect(sent.map((body) => body.variables.first)).toEqual([100]);
  });

  it('R10.18 R10.19 says a migration is running and results may be partial while the index reports one', async () => {
    server.use(
      ...startupHandlers(regularUser),
      mockCall(metadataRoutes.packages, () =>
        HttpResponse.json({
          data: { packages: connection([aPackage('1', { name: 'left-pad' })]) },
          extensions: { migrationRunning: true },
        }),
      ),
    );
    const view = renderApp('/packages?name=left&type=packages');
    const notice = await screen.findByRole('status', { name: packageMessages.migrationRunning });
    expect(notice.textContent).toContain(packageMessages.partialResults);
    expect(packageMessages.migrationRunning).toBe('Migration process is currently running due to an upgrade');
    expect(packageMessages.partialResults).toBe('You may see partial search results until the process is complete');
    expect(within(await screen.findByRole('table')).getByText('left-pad')).toBeDefined();
    view.unmount();

    servePackages(connection([aPackage('1', { name: 'left-pad' })]));
    renderApp('/packages?name=left&type=packages');
    await within(await screen.findByRole('table')).findByText('left-pad');
    expect(screen.queryByText(packageMessages.migrationRunning)).toBeNull();
  });
});
