import type { MetadataPackage } from '@arca/contract';
import { type DataTableColumn, formatDateTime, formatNumber, PlainText } from '@arca/ui';
import { Flex } from 'antd';
import { paths } from '../../../shared/routing/paths.ts';
import { CellLink } from './cell-link.tsx';
import { PackageTypeTag } from './package-type-tag.tsx';

/**
 * The package list's columns. Name and Modified sort on the server (the list is cursor paged, so
 * the server must order it); the description takes the room left and the widths leave it room
 * beside the sidebar at 1280 px.
 */
export const packageColumns: readonly DataTableColumn<MetadataPackage>[] = [
  {
    key: 'name',
    title: 'Name',
    width: 'large',
    sortable: true,
    render: (row) => (
      <Flex gap="small" align="center" style={{ minWidth: 0 }}>
        <CellLink to={paths.packageDetail(row.id)} text={row.name} />
        <PackageTypeTag type={row.packageType} />
      </Flex>
    ),
  },
  { key: 'latestVersion', title: 'Latest version', width: 140, cellText: (row) => row.latestVersion ?? '—' },
  {
    key: 'description',
    title: 'Description',
    // Cut to the column by the table's own cell text, whole in a tooltip on hover.
    cellText: (row) => row.description || '—',
    render: (row) => <PlainText tone="secondary">{row.description || '—'}</PlainText>,
  },
  { key: 'versions', title: 'Versions', width: 90, align: 'right', render: (row) => formatNumber(row.versionsCount) },
  {
    key: 'downloads',
    title: 'Downloads',
    width: 110,
    align: 'right',
    render: (row) => formatNumber(row.stats.downloads),
  },
  {
    key: 'modified',
    title: 'Modified',
    width: 'medium',
    sortable: true,
    cellText: (row) => formatDateTime(row.modified),
  },
];

/** The server's order field of each sortable column. */
export const packageOrderFields = { name: 'NAME', modified: 'MODIFIED' } as const;
