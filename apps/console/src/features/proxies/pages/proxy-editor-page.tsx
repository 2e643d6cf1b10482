import { PageHeader } from '@arca/ui';
import { Alert, Skeleton } from 'antd';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useProxies, useProxy } from '../api/proxy-queries.ts';
import { ProxyEditor } from '../components/proxy-editor.tsx';
import { proxyFormValues } from '../proxy-form-values.ts';

const FORM_WIDTH = 1000;

/** /admin/proxies/configuration/new and …/edit/:proxyName (R1.61, R1.62). */
export function ProxyEditorPage() {
  const { proxyName } = useParams();
  return (
    <div style={{ maxWidth: FORM_WIDTH }}>
      {proxyName === undefined ? (
        <>
          <PageHeader title="New proxy" description="A forward proxy outbound requests can go through." />
          <NewProxy />
        </>
      ) : (
        <>
          <PageHeader title={`Edit proxy '${proxyName}'`} />
          <EditProxy key={proxyName} proxyName={proxyName} />
        </>
      )}
    </div>
  );
}

function NewProxy() {
  const proxies = useProxies();
  const takenKeys = useMemo(() => (proxies.data ?? []).map((proxy) => proxy.key), [proxies.data]);
  return <ProxyEditor takenKeys={takenKeys} />;
}

function EditProxy({ proxyName }: { proxyName: string }) {
  const proxy = useProxy(proxyName);
  const loaded = useMemo(
    () =>
      proxy.data ? { values: proxyFormValues(proxy.data), passwordSet: proxy.data.passwordSet === true } : undefined,
    [proxy.data],
  );
  if (proxy.isError) {
    return <Alert type="error" showIcon title="The proxy could not be loaded" description={proxy.error.message} />;
  }
  if (loaded === undefined) return <Skeleton active />;
  return <ProxyEditor takenKeys={[]} loaded={loaded} />;
}
