import { Flex, type TableColumnsType, theme } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../routing/paths.ts';
import {
  type EffectiveFlavour,
  type PrincipalDisplayRow,
  principalPermissionColumns,
} from './effective-permissions.ts';
import { LabelledTable } from './labelled-table.tsx';
import { PermissionBitCell } from './permission-bit-cell.tsx';

/** R23.11 */
export const NO_PERMISSIONS_TEXT = 'No permissions found.';

interface PrincipalsTableProps {
  rows: readonly PrincipalDisplayRow[];
  kind: 'user' | 'group';
  flavour: EffectiveFlavour;
}

function TargetLinks({ names }: { names: readonly string[] }) {
  const { token } = theme.useToken();
  return (
    <Flex wrap gap={token.marginXS}>
      {names.map((name) => (
        <Link key={name} to={paths.adminPermissionEdit(name)}>
          {name}
        </Link>
      ))}
    </Flex>
  );
}

/** R23.07–R23.14: what each user or group may do, and through which permissions. */
export function PrincipalsTable({ rows, kind, flavour }: PrincipalsTableProps) {
  const principalPath = kind === 'user' ? paths.adminUserEdit : paths.adminGroupEdit;
  const columns: TableColumnsType<PrincipalDisplayRow> = [
    {
      key: 'principal',
      title: 'Principal',
      render: (_: unknown, row) => <Link to={principalPath(row.principal)}>{row.principal}</Link>,
    },
    {
      key: 'permissionTargets',
      title: 'Permission Targets',
      render: (_: unknown, row) => <TargetLinks names={row.permissionTargets} />,
    },
    ...principalPermissionColumns(flavour).map((column) => ({
      key: column.flag,
      title: column.title,
      align: 'center' as const,
      render: (_: unknown, row: PrincipalDisplayRow) => <PermissionBitCell bit={row.bits[column.flag]} />,
    })),
  ];
  return (
    <LabelledTable<PrincipalDisplayRow>
      label={kind === 'user' ? 'User permissions' : 'Group permissions'}
      emptyText={NO_PERMISSIONS_TEXT}
      rowKey={(row) => row.principal}
      columns={columns}
      dataSource={[...rows]}
    />
  );
}
