import { type PrincipalGrant, permissionRoutes } from '@arca/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Skeleton, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { call } from '../http/index.ts';
import { paths } from '../routing/paths.ts';
import { grantKeys } from './keys.ts';
import { actionLabels, resourceLabels } from './labels.ts';

interface PrincipalGrantsProps {
  kind: 'user' | 'group';
  name: string;
}

/**
 * What a user or group may do, permission by permission, and for a user which group each grant
 * comes through: the effective permissions of one principal.
 */
export function PrincipalGrants({ kind, name }: PrincipalGrantsProps) {
  const grants = useQuery({
    queryKey: grantKeys.ofPrincipal(kind, name),
    queryFn: () => call(permissionRoutes.principal, { params: { kind, name } }),
  });
  return (
    <Card title="Effective permissions" size="small">
      {grants.isPending ? <Skeleton active paragraph={{ rows: 2 }} /> : null}
      {grants.isError ? <Alert type="error" showIcon title={grants.error.message} /> : null}
      {grants.data ? (
        <Table<PrincipalGrant>
          size="small"
          pagination={false}
          rowKey={(grant) => `${grant.permissionName}/${grant.resourceType}/${grant.viaGroup ?? ''}`}
          dataSource={grants.data.grants}
          locale={{ emptyText: 'No permissions found.' }}
          columns={[
            {
              title: 'Permission',
              key: 'permission',
              render: (_, grant) => (
                <Link to={paths.adminPermissionEdit(grant.permissionName)}>{grant.permissionName}</Link>
              ),
            },
            { title: 'Resource', key: 'resource', render: (_, grant) => resourceLabels[grant.resourceType] },
            {
              title: 'Targets',
              key: 'targets',
              render: (_, grant) => (grant.targets.length > 0 ? grant.targets.join(', ') : '—'),
            },
            {
              title: 'Actions',
              key: 'actions',
              render: (_, grant) => grant.actions.map((action) => <Tag key={action}>{actionLabels[action]}</Tag>),
            },
            ...(kind === 'user'
              ? [
                  {
                    title: 'Through',
                    key: 'through',
                    render: (_: unknown, grant: PrincipalGrant) =>
                      grant.viaGroup ? (
                        <Link to={paths.adminGroupEdit(grant.viaGroup)}>{grant.viaGroup}</Link>
                      ) : (
                        <Typography.Text type="secondary">Directly</Typography.Text>
                      ),
                  },
                ]
              : []),
          ]}
        />
      ) : null}
    </Card>
  );
}
