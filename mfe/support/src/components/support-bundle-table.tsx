import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { type SupportBundle, supportBundlePaths, testIds } from '@arca/contract';
import { formatDateTime, visuallyHidden } from '@arca/ui';
import { Button, Flex, Table, Tooltip, Typography } from 'antd';
import type { HTMLAttributes } from 'react';
import type { PlaceholderBundle } from '../bundle-creation-tracker.ts';
import { isDownloadable } from '../support-bundle-status.ts';
import { BundleStatusTag } from './bundle-status-tag.tsx';

export type BundleRow = SupportBundle | PlaceholderBundle;

const isPlaceholder = (row: BundleRow): row is PlaceholderBundle => 'placeholder' in row;

interface SupportBundleTableProps {
  /** Placeholders first, then the server's bundles, newest first. */
  rows: readonly BundleRow[];
  loading: boolean;
  onDelete: (bundle: SupportBundle) => void;
}

/** The bundles with their status; a finished one downloads, any real one can be deleted. */
export function SupportBundleTable({ rows, loading, onDelete }: SupportBundleTableProps) {
  return (
    <Table<BundleRow>
      aria-label="Support bundles"
      rowKey="id"
      size="middle"
      pagination={false}
      loading={loading}
      dataSource={[...rows]}
      onRow={(row) => ({ 'data-testid': `${testIds.supportZone.bundle}-${row.id}` }) as HTMLAttributes<HTMLElement>}
      columns={[
        {
          key: 'name',
          title: 'Name',
          render: (_, row) => <Typography.Text strong>{row.name || '—'}</Typography.Text>,
        },
        {
          key: 'description',
          title: 'Description',
          render: (_, row) => (
            <Typography.Text type="secondary" ellipsis={{ tooltip: row.description }} style={{ maxWidth: 420 }}>
              {row.description || '—'}
            </Typography.Text>
          ),
        },
        {
          key: 'created',
          title: 'Created',
          width: 200,
          render: (_, row) => formatDateTime(row.create_date),
        },
        {
          key: 'status',
          title: 'Status',
          width: 150,
          render: (_, row) => <BundleStatusTag status={row.status} />,
        },
        {
          key: 'actions',
          title: <span style={visuallyHidden}>Actions</span>,
          width: 104,
          align: 'right',
          render: (_, row) => (isPlaceholder(row) ? null : <BundleActions bundle={row} onDelete={onDelete} />),
        },
      ]}
    />
  );
}

function BundleActions({ bundle, onDelete }: { bundle: SupportBundle; onDelete: (bundle: SupportBundle) => void }) {
  const ready = isDownloadable(bundle.status);
  return (
    <Flex justify="flex-end" gap={4}>
      <Tooltip title={ready ? 'Download' : 'Available once the bundle is ready'}>
        {/* R15.13: a plain browser download, so large bundles stream straight to disk. */}
        <Button
          type="text"
          icon={<DownloadOutlined />}
          aria-label={`Download ${bundle.name || bundle.id}`}
          data-testid={testIds.supportZone.download}
          disabled={!ready}
          {...(ready ? { href: supportBundlePaths.download(bundle.id), download: true } : {})}
        />
      </Tooltip>
      <Tooltip title="Delete">
        <Button
          type="text"
          icon={<DeleteOutlined />}
          aria-label={`Delete ${bundle.name || bundle.id}`}
          data-testid={testIds.supportZone.delete}
          onClick={() => onDelete(bundle)}
        />
      </Tooltip>
    </Flex>
  );
}
