import { isCappedPackageCount, type MetadataPackage, PACKAGE_SEARCH_COUNT_CAP } from '@arca/contract';
import { DataTable, formatNumber, LazyAlert, PageHeader, type TableSortState } from '@arca/ui';
import { Flex, Select, Skeleton, theme } from 'antd';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../shared/session/current-user.ts';
import {
  type PackageListFilter,
  type PackageListOrder,
  usePackages,
  usePackagesCount,
  usePackageTypes,
} from '../api/package-list-queries.ts';
import { DEFAULT_PACKAGE_ORDER } from '../api/package-order.ts';
import { packageListFilter } from '../api/package-variables.ts';
import { LoadMore } from '../components/load-more.tsx';
import { packageColumns, packageOrderFields } from '../components/package-columns.tsx';
import { QuietEmpty } from '../components/quiet-empty.tsx';
import { hasPackageSearch, packageListFilterOf, withPackageFilter } from '../package-list-search.ts';
import { packageMessages, packagesAvailable } from '../package-messages.ts';

/**
 * R10.26: with no search, a user who is not an administrator is invited to search and told how many
 * packages there are (a count-only call), rather than sent every package they can read.
 */
function SearchInvitation() {
  const { token } = theme.useToken();
  const count = usePackagesCount();
  return (
    <>
      <PageHeader title="Packages" description="Every package stored in the repositories you can read." />
      {/* A small bordered card, drawn plainly: antd's Card would bring its Tabs to the first screen. */}
      <div
        style={{
          background: token.colorBgContainer,
          border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
          padding: token.paddingSM,
        }}
      >
        <QuietEmpty
          header={packageMessages.findYourPackages}
          detail={count.isSuccess ? packagesAvailable(count.data) : undefined}
        />
      </div>
    </>
  );
}

/** /packages: what the search asked for; with no search, every package for an administrator (R10.26). */
export function PackagesPage() {
  const [params] = useSearchParams();
  const filter = useMemo(() => packageListFilterOf(params), [params]);
  const user = useCurrentUser();
  const searched = hasPackageSearch(filter);
  if (!user.data) return <Skeleton active />;
  if (!searched && user.data.admin !== true) return <SearchInvitation />;
  return <PackageList filter={filter} searched={searched} />;
}

/** R10.27: the list opens sorted by name ascending; clearing a header's sort falls back to it. */
const INITIAL_SORT: TableSortState = { columnKey: 'name', order: 'asc' };

function orderOf(sort: TableSortState): PackageListOrder {
  const field = packageOrderFields[sort.columnKey as keyof typeof packageOrderFields];
  if (!field || sort.order === 'none') return DEFAULT_PACKAGE_ORDER;
  return { field, direction: sort.order };
}

/** The type filter: the package types that hold packages the caller can read. */
function PackageTypeFilter({ value, onChange }: { value: string | undefined; onChange: (type: string) => void }) {
  const [opened, setOpened] = useState(false);
  const types = usePackageTypes(opened);
  return (
    <Select
      aria-label="Package type"
      allowClear
      placeholder="All package types"
      style={{ width: 180 }}
      value={value}
      onOpenChange={(open) => open && setOpened(true)}
      loading={opened && types.isPending}
      options={(types.data ?? []).map((type) => ({ value: type, label: type }))}
      onChange={(type: string | undefined) => onChange(type ?? '')}
    />
  );
}

/** The list's total: a search counts only up to the cap, and says so when more matched. */
function totalText(filter: PackageListFilter, total: number): string {
  const search = packageListFilter(filter).search;
  return search !== undefined && search !== null && isCappedPackageCount(total)
    ? `more than ${formatNumber(PACKAGE_SEARCH_COUNT_CAP)}`
    : formatNumber(total);
}

function PackageList({ filter, searched }: { filter: PackageListFilter; searched: boolean }) {
  const { token } = theme.useToken();
  const [params, setParams] = useSearchParams();
  const [sort, setSort] = useState(INITIAL_SORT);
  // The box holds what is typed; the URL follows it (a URL update lands a render later, too late
  // for the next key to build on).
  const [searchText, setSearchText] = useState(filter.name ?? '');
  const list = usePackages(filter, orderOf(sort));
  // R10.61: a failed list shows nothing rather than what an earlier page held.
  const rows = list.isError ? [] : (list.data?.pages.flatMap((page) => page.edges.map((edge) => edge.node)) ?? []);
  const total = list.isError ? 0 : (list.data?.pages[0]?.totalCount ?? 0);
  const setFilter = (key: 'name' | 'packageType', value: string) =>
    setParams(withPackageFilter(params, key, value), { replace: true });

  return (
    <>
      <PageHeader
        title="Packages"
        description={
          list.isSuccess && rows.length > 0
            ? `Showing ${formatNumber(rows.length)} of ${totalText(filter, total)} packages`
            : 'Every package stored in the repositories you can read.'
        }
      />
      <Flex vertical gap={token.margin}>
        {list.data?.pages[0]?.migrationRunning ? (
          <LazyAlert
            type="info"
            showIcon
            role="status"
            aria-label={packageMessages.migrationRunning}
            title={packageMessages.migrationRunning}
            description={packageMessages.partialResults}
          />
        ) : null}
        <DataTable<MetadataPackage>
          label="Packages"
          rows={rows}
          rowKey={(row) => row.id}
          columns={packageColumns}
          loading={list.isPending}
          sorting={{ mode: 'server', sort, onSortChange: setSort }}
          searchText={searchText}
          onSearchChange={(text) => {
            setSearchText(text);
            setFilter('name', text);
          }}
          toolbarExtra={
            <PackageTypeFilter value={filter.packageType} onChange={(type) => setFilter('packageType', type)} />
          }
          emptyContent={
            <QuietEmpty
              header={searched ? packageMessages.noPackagesFound : packageMessages.findYourPackages}
              detail={searched ? undefined : 'Packages appear here once they are deployed to a repository.'}
            />
          }
        />
        <LoadMore pages={list} />
      </Flex>
    </>
  );
}
