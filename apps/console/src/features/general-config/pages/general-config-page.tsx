import { PageHeader } from '@arca/ui';
import { Alert, Skeleton } from 'antd';
import { useGeneralConfig } from '../api/general-config.ts';
import { GeneralConfigForm } from '../components/general-config-form.tsx';

const PAGE_WIDTH = 1000;

/** /admin/configuration/general (R1.54): how the server presents itself, and its console-wide limits. */
export function GeneralConfigPage() {
  const config = useGeneralConfig();
  const details = config.data && 'settings' in config.data ? config.data : undefined;
  return (
    <div style={{ maxWidth: PAGE_WIDTH }}>
      <PageHeader
        title="General configuration"
        description="How this server introduces itself, who may browse it without signing in, and how large a file the console uploads."
      />
      {config.isError ? (
        <Alert
          type="error"
          showIcon
          title="The general configuration could not be loaded"
          description={config.error.message}
        />
      ) : details ? (
        <GeneralConfigForm details={details} />
      ) : (
        <Skeleton active />
      )}
    </div>
  );
}
