import { DataTable, type DataTableColumn, NO_SORT } from '@arca/ui';
import { Card, Empty, Flex, Tag, Typography, theme } from 'antd';
import { useClientTable } from '../../../shared/tables/use-client-table.ts';
import type { BuildModule, BuildModuleFile } from '../build-info-fields.ts';

const typeColumn: DataTableColumn<BuildModuleFile> = {
  key: 'type',
  title: 'Type',
  dataIndex: 'type',
  width: 'small',
  compare: (a, b) => a.type.localeCompare(b.type),
};

const scopesColumn: DataTableColumn<BuildModuleFile> = {
  key: 'scopes',
  title: 'Scopes',
  width: 'medium',
  render: (file) => file.scopes?.map((scope) => <Tag key={scope}>{scope}</Tag>),
};

const checksumColumn: DataTableColumn<BuildModuleFile> = {
  key: 'checksum',
  title: 'Checksum',
  width: 'large',
  render: ({ checksum }) =>
    checksum ? (
      <Typography.Text code copyable={{ text: checksum.value }}>
        <Typography.Text type="secondary">{checksum.algorithm}</Typography.Text> {checksum.value.slice(0, 10)}
      </Typography.Text>
    ) : (
      '—'
    ),
};

function fileColumns(kind: 'artifact' | 'dependency'): readonly DataTableColumn<BuildModuleFile>[] {
  const name: DataTableColumn<BuildModuleFile> = {
    key: 'name',
    title: kind === 'artifact' ? 'Name' : 'Id',
    dataIndex: 'name',
    compare: (a, b) => a.name.localeCompare(b.name),
  };
  return kind === 'artifact' ? [name, typeColumn, checksumColumn] : [name, typeColumn, scopesColumn, checksumColumn];
}

const artifactColumns = fileColumns('artifact');
const dependencyColumns = fileColumns('dependency');
const FILES_PAGE_SIZE = 20;

function FilesTable({
  title,
  files,
  kind,
}: {
  title: string;
  files: BuildModuleFile[];
  kind: 'artifact' | 'dependency';
}) {
  const { token } = theme.useToken();
  const table = useClientTable(NO_SORT, FILES_PAGE_SIZE);
  return (
    <Flex vertical gap={token.marginXXS}>
      <Typography.Text strong>
        {title} <Typography.Text type="secondary">({files.length})</Typography.Text>
      </Typography.Text>
      <DataTable<BuildModuleFile>
        label={title}
        rowKey={(file) => `${file.name}:${file.checksum?.value ?? ''}:${file.path ?? ''}`}
        rows={files}
        columns={kind === 'artifact' ? artifactColumns : dependencyColumns}
        sorting={table.sorting}
        // A module's short lists stay a plain list; only a long one gets a pager.
        pagination={files.length > FILES_PAGE_SIZE ? table.pagination : false}
        emptyContent={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`No ${title.toLowerCase()}`} />}
      />
    </Flex>
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
