import { type GitVendor, gitVendorByName, OAUTH_REALM } from '@arca/contract';
import { PageHeader } from '@arca/ui';
import { Flex, Tag, Tooltip, Typography, theme } from 'antd';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { useInstalledServices } from '../../../shared/platform/services.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { useCurrentUser } from '../../../shared/session/current-user.ts';
import { useGitIntegrations, useScannerConnectedKeys, useServerBaseUrl } from '../api/integration-queries.ts';
import { useOAuthApiKey } from '../api/user-api-key.ts';
import { type CommonIntegration, commonIntegrationById } from '../common-integrations.ts';
import { CommonIntegrationCard } from '../components/common-integration-card.tsx';
import { type CommonDrawerSection, CommonIntegrationDrawer } from '../components/common-integration-drawer.tsx';
import { GitIntegrationModal } from '../components/git-integration-modal.tsx';
import { GitVendorCard } from '../components/git-vendor-card.tsx';
import { gitAvailable, installedNames } from '../git-availability.ts';
import { type IntegrationGroup, integrationGroups } from '../integration-groups.ts';
import { withScannerConnections } from '../scanner-connections.ts';

function CardGroup({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <section aria-label={title} style={{ marginBottom: token.marginXL }}>
      <Flex align="center" gap={token.marginXS} style={{ marginBottom: token.margin }}>
        <Typography.Title level={2} style={{ fontSize: token.fontSizeHeading5, margin: 0 }}>
          {title}
        </Typography.Title>
        {extra}
      </Flex>
      <Flex wrap gap={token.margin}>
        {children}
      </Flex>
    </section>
  );
}

/** /integrations (R1.42): source control, developer tools and continuous integration, as cards. */
export function IntegrationsPage() {
  const navigate = useNavigate();
  const user = useCurrentUser();
  const services = useInstalledServices();
  const available = gitAvailable(user.data);
  const integrations = useGitIntegrations(available);
  const installed = installedNames(services.data?.services);
  // The scanner's connections come after the git integrations they refer to (R14.48).
  const scannerKeys = useScannerConnectedKeys(available && installed.includes('xray') && integrations.isSuccess);
  const baseUrl = useServerBaseUrl();
  const [connecting, setConnecting] = useState<GitVendor | undefined>();
  const [drawer, setDrawer] = useState<{ integration: CommonIntegration; section: CommonDrawerSection } | undefined>();
  const userName = user.data?.name ?? '';
  const oauth = user.data?.realm === OAUTH_REALM;
  const apiKey = useOAuthApiKey(userName, oauth && drawer !== undefined);

  const groups = integrationGroups({
    gitAvailable: available,
    integrations: withScannerConnections(integrations.data ?? [], scannerKeys.data ?? []),
    installed,
  });

  const gitCards = (group: IntegrationGroup) =>
    group.items.map((item) => {
      const vendor = gitVendorByName(item.name);
      return vendor ? (
        <GitVendorCard
          key={vendor.name}
          vendor={vendor}
          integrations={group.integrations}
          installed={installed}
          available={group.available}
          onConnect={() => setConnecting(vendor)}
          onOpen={() => void navigate(paths.integrationsVendor(vendor.name))}
        />
      ) : null;
    });

  const commonCards = (group: IntegrationGroup) =>
    group.items.map((item) => {
      const integration = commonIntegrationById(item.name);
      return integration ? (
        <CommonIntegrationCard
          key={integration.id}
          integration={integration}
          onConnect={() => setDrawer({ integration, section: 'install' })}
          onConfigure={() => setDrawer({ integration, section: 'configure' })}
        />
      ) : null;
    });

  return (
    <>
      <PageHeader
        title="Integrations"
        description="Connect source control, developer tools and CI servers to this platform."
      />
      {groups.map((group) => (
        <CardGroup
          key={group.title}
          title={group.title}
          extra={
            group.available ? null : (
              <Tooltip title="Only administrators connect source-control accounts.">
                <Tag>Unavailable</Tag>
              </Tooltip>
            )
          }
        >
          {group.type === 'git' ? gitCards(group) : commonCards(group)}
        </CardGroup>
      ))}
      <GitIntegrationModal
        target={connecting ? { mode: 'create', vendor: connecting } : undefined}
        installed={installed}
        onClose={() => setConnecting(undefined)}
      />
      <CommonIntegrationDrawer
        integration={drawer?.integration}
        section={drawer?.section ?? 'install'}
        serverUrl={baseUrl.data ?? ''}
        userName={userName}
        issuedKey={oauth ? { apiKey: apiKey.data, loading: apiKey.isPending, error: apiKey.error?.message } : undefined}
        onClose={() => setDrawer(undefined)}
      />
    </>
  );
}
