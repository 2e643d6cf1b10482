import type { RepositoryClass, RepositorySummary } from '@arca/contract';
import type { DataTableColumn } from '@arca/ui';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';
import { packageTypeText } from '../repository-catalogue.ts';

const byText = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' });

/** The columns of one kind's list; only remote repositories have a URL. */
export function repositoryColumns(kind: RepositoryClass): DataTableColumn<RepositorySummary>[] {
  const columns: DataTableColumn<RepositorySummary>[] = [
    {
      key: 'key',
      title: 'Key',
      width: 'medium',
      cellText: (row) => row.key,
      render: (row) => <Link to={paths.adminRepositoryEdit(kind, row.key)}>{row.key}</Link>,
      compare: (a, b) => byText(a.key, b.key),
    },
    {
      key: 'packageType',
      title: 'Package type',
      width: 'small',
      render: (row) => packageTypeText(row.packageType),
      compare: (a, b) => byText(packageTypeText(a.packageType), packageTypeText(b.packageType)),
    },
    {
      key: 'description',
      title: 'Description',
      dataIndex: 'description',
      width: 'large',
      compare: (a, b) => byText(a.description, b.description),
    },
  ];
  if (kind === 'remote') {
    columns.push({
      key: 'url',
      title: 'URL',
      width: 'large',
      cellText: (row) => row.url ?? '',
      compare: (a, b) => byText(a.url ?? '', b.url ?? ''),
    });
  }
  return columns;
}

/** The list's search: key, package type and description. */
export function matchesRepositorySearch(row: RepositorySummary, search: string): boolean {
  return [row.key, packageTypeText(row.packageType), row.description, row.url ?? ''].some((text) =>
    text.toLowerCase().includes(search),
  );
}
