import { Card, Empty, Flex, Table, Tag, Typography, theme } from 'antd';
import type { BuildFileChecksum, BuildModule, BuildModuleFile } from '../build-info-fields.ts';

function FilesTable({
  title,
  files,
  kind,
}: {
  title: string;
  files: BuildModuleFile[];
  kind: 'artifact' | 'dependency';
}) {
  return (
    <Table<BuildModuleFile>
      size="small"
      rowKey={(file) => `${file.name}:${file.checksum?.value ?? ''}:${file.path ?? ''}`}
      aria-label={title}
      title={() => (
        <Typography.Text strong>
          {title} <Typography.Text type="secondary">({files.length})</Typography.Text>
        </Typography.Text>
      )}
      dataSource={files}
      pagination={files.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`No ${title.toLowerCase()}`} /> }}
      columns={[
        { title: kind === 'artifact' ? 'Name' : 'Id', dataIndex: 'name', ellipsis: true },
        { title: 'Type', dataIndex: 'type', width: 100 },
        ...(kind === 'dependency'
          ? [
              {
                title: 'Scopes',
                key: 'scopes',
                width: 160,
                render: (_: unknown, file: BuildModuleFile) =>
                  file.scopes?.map((scope) => <Tag key={scope}>{scope}</Tag>),
              },
            ]
          : []),
        {
          title: 'Checksum',
          dataIndex: 'checksum',
          width: 200,
          render: (checksum: BuildFileChecksum | undefined) =>
            checksum ? (
              <Typography.Text code copyable={{ text: checksum.value }}>
                <Typography.Text type="secondary">{checksum.algorithm}</Typography.Text> {checksum.value.slice(0, 10)}
              </Typography.Text>
            ) : (
              '—'
            ),
        },
      ]}
    />
  );
}

/** Each module of a run with what it produced and what it was built from. */
export function BuildModules({ modules }: { modules: BuildModule[] }) {
  const { token } = theme.useToken();
  if (modules.length === 0) return <Empty description="This build info names no modules" />;
  return (
    <Flex vertical gap={token.margin}>
      {modules.map((module) => (
        <Card key={module.id} size="small" title={module.id}>
          <Flex vertical gap={token.marginSM}>
            <FilesTable title="Artifacts" files={module.artifacts} kind="artifact" />
            <FilesTable title="Dependencies" files={module.dependencies} kind="dependency" />
          </Flex>
        </Card>
      ))}
    </Flex>
  );
}
