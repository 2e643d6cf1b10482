import { artifactBrowserRoutes, type RepositoryStorageSummary, type StorageSummary } from '@arca/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser } from '../../../test/fixtures.ts';
import { mockCall } from '../../../test/mock-call.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';

const line = (repoKey: string, filesCount: number, usedSpace: string, bytes: number): RepositoryStorageSummary => ({
  repoKey,
  repoType: 'LOCAL',
  packageType: 'npm',
  projectKey: '',
  foldersCount: 2,
  filesCount,
  itemsCount: filesCount + 2,
  usedSpace,
  usedSpaceInBytes: bytes,
  percentage: '50.00%',
});

const summary = (): StorageSummary => ({
  binariesSummary: {
    binariesCount: '7',
    binariesSize: '1.50 MB',
    artifactsSize: '3.00 MB',
    optimization: '50.00%',
    itemsCount: '14',
    artifactsCount: '10',
  },
  repositoriesSummaryList: [
    line('npm-local', 6, '1.80 MB', 1_800_000),
    line('libs-release', 4, '1.20 MB', 1_200_000),
    { ...line('TOTAL', 10, '3.00 MB', 3_000_000), repoType: 'NA', packageType: 'NA' },
  ],
  fileStoreSummary: {
    storageType: 'filesystem',
    storageDirectory: '/data/blobs',
    totalSpace: '100 GB',
    usedSpace: '40 GB',
    freeSpace: '60 GB',
  },
});

describe('storage summary', () => {
  it("R8.28 shows the binaries, the file store and each repository's space from ui/storagesummary", async () => {
    server.use(
      ...startupHandlers(adminUser),
      mockCall(artifactBrowserRoutes.storageSummary, () => summary()),
    );
    renderApp('/admin/monitoring/storage-summary');
    expect(await screen.findByRole('heading', { level: 1, name: 'Storage Summary' })).toBeTruthy();
    expect(await screen.findByText('Optimization')).toBeTruthy();
    expect(
      screen.getByText('50.00%', { selector: '.ant-statistic-content-value *, .ant-statistic-content-value' }),
    ).toBeTruthy();
    expect(screen.getByText('60 GB')).toBeTruthy();
    const table = screen.getByRole('region', { name: 'Repositories' });
    const rows = within(table)
      .getAllByRole('link')
      .map((link) => link.textContent);
    // Largest first; the server's TOTAL line is not a repository.
    expect(rows).toEqual(['npm-local', 'libs-release']);
    const npm = within(table).getByRole('link', { name: 'npm-local' }).closest('tr') as HTMLElement;
    expect(within(npm).getByText('1.80 MB')).toBeTruthy();
  });

  it('gives its read-only list no empty actions column taking room from the figures', async () => {
    server.use(
      ...startupHandlers(adminUser),
      mockCall(artifactBrowserRoutes.storageSummary, () => summary()),
    );
    renderApp('/admin/monitoring/storage-summary');
    const table = await screen.findByRole('table', { name: 'Repositories' });
    await within(table).findByRole('link', { name: 'npm-local' });

    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'Repository',
      'Type',
      'Package type',
      'Files',
      'Folders',
      'Used space',
      'Share',
    ]);
  });
});
