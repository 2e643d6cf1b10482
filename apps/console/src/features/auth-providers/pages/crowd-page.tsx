import { PageHeader } from '@arca/ui';
import { Alert, Skeleton } from 'antd';
import { useCrowdConfig } from '../api/provider-settings.ts';
import { CrowdSettingsForm } from '../components/crowd-settings-form.tsx';

/** /admin/authentication_providers/crowd (R8.20): the Crowd provider's settings. */
export function CrowdPage() {
  const config = useCrowdConfig();
  return (
    <div style={{ maxWidth: 1000 }}>
      <PageHeader
        title="Crowd"
        description="Let people sign in with their Atlassian Crowd account, on the login screen's Crowd tab."
      />
      {config.isError ? (
        <Alert
          type="error"
          showIcon
          title="The Crowd settings could not be loaded"
          description={config.error.message}
        />
      ) : config.data ? (
        <CrowdSettingsForm config={config.data} />
      ) : (
        <Skeleton active />
      )}
    </div>
  );
}
