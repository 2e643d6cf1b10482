import type { MetadataPackage } from '@arca/contract';
import { DataTable, type DataTableColumn, formatDateTime, formatNumber, PageHeader } from '@arca/ui';
import { Card, Flex, Skeleton, Typography, theme } from 'antd';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';
import { fromSearchParams, packageSearchModel } from '../../../shared/search/search-model.ts';
import { useCurrentUser } from '../../../shared/session/current-user.ts';
import { type PackageListFilter, usePackages, usePackagesCount } from '../api/package-queries.ts';
import { CellLink } from '../components/cell-link.tsx';
import { LoadMore } from '../components/load-more.tsx';
import { PackageTypeTag } from '../components/package-type-tag.tsx';
import { QuietEmpty } from '../components/quiet-empty.tsx';
import { packageMessages, packagesAvailable } from '../package-messages.ts';

/** The list's filters from the URL the search wrote (R11.13); an empty filter is no search. */
function filterOf(params: URLSearchParams): PackageListFilter {
  const { model } = fromSearchParams(params);
  const { name, description, tags, scope, packageType } = packageSearchModel(model);
  const filter: PackageListFilter = { name, description, tags, scope, packageType };
  if (model.before) filter.before = model.before;
  if (model.after) filter.after = model.after;
  return filter;
}

function hasSearch(filter: PackageListFilter): boolean {
  return Object.values(filter).some((value) => (Array.isArray(value) ? value.length > 0 : Boolean(value)));
}

const columns: DataTableColumn<MetadataPackage>[] = [
  {
    key: 'name',
    title: 'Name',
    width: 'x-large',
    render: (row) => (
      <Flex gap="small" align="center">
        <CellLink to={paths.packageDetail(row.id)} text={row.name} />
        <PackageTypeTag type={row.packageType} />
      </Flex>
    ),
  },
  { key: 'latestVersion', title: 'Latest version', width: 'medium', render: (row) => row.latestVersion ?? '—' },
  {
    key: 'description',
    title: 'Description',
    render: (row) => (
      <Typography.Text type="secondary" ellipsis={{ tooltip: row.description }}>
        {row.description || '—'}
      </Typography.Text>
    ),
  },
  {
    key: 'versions',
    title: 'Versions',
    width: 'small',
    align: 'right',
    render: (row) => formatNumber(row.versionsCount),
  },
  {
    key: 'downloads',
    title: 'Downloads',
    width: 'small',
    align: 'right',
    render: (row) => formatNumber(row.stats.downloads),
  },
  { key: 'modified', title: 'Modified', width: 'medium', render: (row) => formatDateTime(row.modified) },
];

/**
 * R10.26: with no search, a user who is not an administrator is invited to search and told how many
 * packages there are (a count-only call), rather than sent every package they can read.
 */
function SearchInvitation() {
  const count = usePackagesCount();
  return (
    <>
      <PageHeader title="Packages" description="Every package stored in the repositories you can read." />
      <Card size="small">
        <QuietEmpty
          header={packageMessages.findYourPackages}
          detail={count.isSuccess ? packagesAvailable(count.data) : undefined}
        />
      </Card>
    </>
  );
}

/** /packages: what the search asked for; with no search, every package for an administrator (R10.26). */
export function PackagesPage() {
  const [params] = useSearchParams();
  const filter = useMemo(() => filterOf(params), [params]);
  const user = useCurrentUser();
  const searched = hasSearch(filter);
  if (!user.data) return <Skeleton active />;
  if (!searched && user.data.admin !== true) return <SearchInvitation />;
  return <PackageList filter={filter} searched={searched} />;
}

function PackageList({ filter, searched }: { filter: PackageListFilter; searched: boolean }) {
  const { token } = theme.useToken();
  const list = usePackages(filter);
  // R10.61: a failed list shows nothing rather than what an earlier page held.
  const rows = list.isError ? [] : (list.data?.pages.flatMap((page) => page.edges.map((edge) => edge.node)) ?? []);
  const total = list.isError ? 0 : (list.data?.pages[0]?.totalCount ?? 0);

  return (
    <>
      <PageHeader
        title="Packages"
        description={
          list.isSuccess && rows.length > 0
            ? `Showing ${formatNumber(rows.length)} of ${formatNumber(total)} packages`
            : 'Every package stored in the repositories you can read.'
        }
      />
      <Card size="small">
        {!list.isPending && rows.length === 0 ? (
          <QuietEmpty
            header={searched ? packageMessages.noPackagesFound : packageMessages.findYourPackages}
            detail={searched ? undefined : 'Packages appear here once they are deployed to a repository.'}
          />
        ) : (
          <Flex vertical gap={token.margin}>
            <DataTable<MetadataPackage>
              label="Packages"
              rows={rows}
              rowKey={(row) => row.id}
              columns={columns}
              loading={list.isPending}
            />
            <LoadMore pages={list} />
          </Flex>
        )}
      </Card>
    </>
  );
}
