import { Empty, Table, Typography } from 'antd';
import { useNpmProperties } from '../api/package-queries.ts';

/** The properties set on an npm version's tarball, one row a key (R10.63: a failed call shows none). */
export function NpmProperties({ repoKey, path }: { repoKey: string; path: string }) {
  const properties = useNpmProperties(repoKey, path, path !== '');
  return (
    <Table
      size="small"
      aria-label="Version properties"
      rowKey="key"
      loading={properties.isPending && path !== ''}
      dataSource={properties.data ?? []}
      pagination={false}
      locale={{
        emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="This version has no properties" />,
      }}
      columns={[
        {
          title: 'Key',
          key: 'key',
          width: '35%',
          render: (_, row) => <Typography.Text>{row.key}</Typography.Text>,
        },
        {
          title: 'Value',
          key: 'values',
          render: (_, row) => (
            <Typography.Text copyable={{ text: row.values.join(', ') }}>{row.values.join(', ')}</Typography.Text>
          ),
        },
      ]}
    />
  );
}
