import type { PermissionTargetRow } from '@arca/contract';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../routing/paths.ts';
import { NamesCell } from '../names-cell.tsx';
import { LabelledTable } from './labelled-table.tsx';

/** R23.06 */
export const NO_PERMISSION_TARGETS_TEXT = 'No permission targets found.';

interface TargetsTableProps {
  rows: readonly PermissionTargetRow[];
  /** R23.05: only the artifact tab lists the repositories of each target. */
  artifactTab: boolean;
}

/** R23.04–R23.06, R23.12: the permission targets that apply, with whom they name. */
export function TargetsTable({ rows, artifactTab }: TargetsTableProps) {
  const columns: TableColumnsType<PermissionTargetRow> = [
    {
      key: 'permissionName',
      title: 'Permission Target Name',
      render: (_: unknown, row) => <Link to={paths.adminPermissionEdit(row.permissionName)}>{row.permissionName}</Link>,
    },
    ...(artifactTab
      ? [
          {
            key: 'repoKeys',
            title: 'Repositories',
            render: (_: unknown, row: PermissionTargetRow) => (
              <NamesCell items={row.repoKeys} columnTitle="Repositories" />
            ),
          },
        ]
      : []),
    {
      key: 'users',
      title: 'Users',
      render: (_: unknown, row) => <NamesCell items={row.users} columnTitle="Users" />,
    },
    {
      key: 'groups',
      title: 'Groups',
      render: (_: unknown, row) => <NamesCell items={row.groups} columnTitle="Groups" />,
    },
  ];
  return (
    <LabelledTable<PermissionTargetRow>
      label="Permission targets"
      emptyText={NO_PERMISSION_TARGETS_TEXT}
      rowKey={(row) => row.permissionName}
      columns={columns}
      dataSource={[...rows]}
    />
  );
}
