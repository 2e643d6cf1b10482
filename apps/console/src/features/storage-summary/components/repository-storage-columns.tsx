import type { RepositoryStorageSummary } from '@arca/contract';
import type { DataTableColumn } from '@arca/ui';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';

/** The line the server adds after the repositories, with the sums. */
export const TOTAL_LINE = 'TOTAL';

const byText = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' });
const count = (value: number) => value.toLocaleString();

export const repositoryStorageColumns: readonly DataTableColumn<RepositoryStorageSummary>[] = [
  {
    key: 'repoKey',
    title: 'Repository',
    width: 'medium',
    cellText: (row) => row.repoKey,
    render: (row) => <Link to={paths.artifactTree('General', row.repoKey)}>{row.repoKey}</Link>,
    compare: (a, b) => byText(a.repoKey, b.repoKey),
  },
  {
    key: 'repoType',
    title: 'Type',
    width: 'small',
    render: (row) => row.repoType,
    compare: (a, b) => byText(a.repoType, b.repoType),
  },
  {
    key: 'packageType',
    title: 'Package type',
    width: 130,
    render: (row) => row.packageType,
    compare: (a, b) => byText(a.packageType, b.packageType),
  },
  {
    key: 'filesCount',
    title: 'Files',
    width: 'small',
    align: 'right',
    render: (row) => count(row.filesCount),
    compare: (a, b) => a.filesCount - b.filesCount,
  },
  {
    key: 'foldersCount',
    title: 'Folders',
    width: 'small',
    align: 'right',
    render: (row) => count(row.foldersCount),
    compare: (a, b) => a.foldersCount - b.foldersCount,
  },
  {
    key: 'usedSpace',
    title: 'Used space',
    width: 'small',
    align: 'right',
    render: (row) => row.usedSpace,
    compare: (a, b) => a.usedSpaceInBytes - b.usedSpaceInBytes,
  },
  {
    key: 'percentage',
    title: 'Share',
    width: 'small',
    align: 'right',
    render: (row) => row.percentage,
    compare: (a, b) => a.usedSpaceInBytes - b.usedSpaceInBytes,
  },
];

/** The list's search: key, type and package type. */
export function matchesRepositoryStorage(row: RepositoryStorageSummary, search: string): boolean {
  return [row.repoKey, row.repoType, row.packageType].some((text) => text.toLowerCase().includes(search));
}
