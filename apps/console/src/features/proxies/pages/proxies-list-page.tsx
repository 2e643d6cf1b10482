import { GlobalOutlined } from '@ant-design/icons';
import { EmptyState, PageHeader } from '@arca/ui';
import { Button, Card } from 'antd';
import { useNavigate } from 'react-router';
import { ManagementTable } from '../../../shared/management/management-table.tsx';
import { paths } from '../../../shared/routing/paths.ts';
import { useProxies } from '../api/proxy-queries.ts';
import { matchesProxySearch, proxyColumns } from '../components/proxy-columns.tsx';
import { useProxyRowActions } from '../components/use-proxy-row-actions.tsx';

/** /admin/proxies/configuration (R1.60, R22.01). */
export function ProxiesListPage() {
  const navigate = useNavigate();
  const proxies = useProxies();
  const { actions, holder } = useProxyRowActions();
  const create = () => void navigate(paths.adminProxyNew());
  const empty = proxies.data !== undefined && proxies.data.length === 0;
  return (
    <>
      {holder}
      <PageHeader
        title="Proxies"
        description="Forward proxies that remote repositories and webhooks reach the outside through."
        extra={
          empty ? null : (
            <Button type="primary" onClick={create}>
              New proxy
            </Button>
          )
        }
      />
      {empty ? (
        <Card>
          <EmptyState
            header="No proxies yet"
            image={{ kind: 'node', node: <GlobalOutlined style={{ fontSize: 48, opacity: 0.45 }} /> }}
            contentLines={['Without a proxy, remote repositories and webhooks connect to their targets directly.']}
            actions={[{ text: 'New proxy', onClick: create }]}
            canEdit
          />
        </Card>
      ) : (
        <ManagementTable
          label="Proxies"
          rows={proxies.data}
          loading={proxies.isPending}
          error={proxies.error}
          loadErrorTitle="The proxies could not be loaded"
          columns={proxyColumns}
          rowKey={(row) => row.key}
          matches={matchesProxySearch}
          initialSort={{ columnKey: 'key', order: 'asc' }}
          actions={actions}
        />
      )}
    </>
  );
}
