import { type GitIntegration, gitVendorByName } from '@arca/contract';
import { EmptyState, PageHeader } from '@arca/ui';
import { Button, Card, Typography, theme } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ManagementTable } from '../../../shared/management/management-table.tsx';
import { useInstalledServices } from '../../../shared/platform/services.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { useGitIntegrations } from '../api/integration-queries.ts';
import { GitIntegrationModal, type GitIntegrationModalTarget } from '../components/git-integration-modal.tsx';
import { IntegrationIcon } from '../components/integration-icon.tsx';
import { useVendorRowActions } from '../components/use-vendor-row-actions.tsx';
import { matchesIntegrationSearch, vendorColumns } from '../components/vendor-columns.tsx';
import { installedNames } from '../git-availability.ts';

/** /integrations/{vendorName} (R1.43): the vendor's integrations, with a quick filter and their count. */
export function VendorIntegrationsPage() {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const { vendorName = '' } = useParams();
  const vendor = gitVendorByName(vendorName);
  const integrations = useGitIntegrations(vendor !== undefined);
  const installed = installedNames(useInstalledServices().data?.services);
  const [modal, setModal] = useState<GitIntegrationModalTarget | undefined>();
  const { actions, holder } = useVendorRowActions((integration) =>
    setModal(vendor ? { mode: 'edit', vendor, integration } : undefined),
  );

  if (!vendor) {
    return (
      <Card>
        <EmptyState
          header="Unknown source-control vendor"
          contentLines={[`'${vendorName}' is not one of GitHub, GitLab, Bitbucket Cloud or Bitbucket Server.`]}
          actions={[{ text: 'Back to integrations', onClick: () => void navigate(paths.integrations()) }]}
          canEdit
        />
      </Card>
    );
  }
  const rows = (integrations.data ?? []).filter((row) => row.vendor === vendor.name);
  const count = rows.length;
  const selectProduct = (integration: GitIntegration) => setModal({ mode: 'selectService', vendor, integration });
  return (
    <>
      {holder}
      <PageHeader
        title={`${vendor.displayName} integrations`}
        description={
          <>
            <span style={{ marginInlineEnd: token.marginXS }}>
              <IntegrationIcon id={vendor.name} />
            </span>
            Accounts this platform reaches {vendor.displayName} with.
          </>
        }
        extra={
          <Button type="primary" onClick={() => setModal({ mode: 'create', vendor })}>
            New integration
          </Button>
        }
      />
      <Typography.Title level={2} style={{ fontSize: token.fontSizeHeading5, marginTop: 0 }}>
        {count === 1 ? '1 instance' : `${count} instances`}
      </Typography.Title>
      <ManagementTable
        label={`${vendor.displayName} integrations`}
        rows={integrations.data === undefined ? undefined : rows}
        loading={integrations.isPending}
        error={null}
        loadErrorTitle="The integrations could not be loaded"
        columns={vendorColumns(selectProduct)}
        rowKey={(row) => row.integrationKey}
        matches={matchesIntegrationSearch}
        initialSort={{ columnKey: 'integrationName', order: 'asc' }}
        actions={actions}
      />
      <GitIntegrationModal target={modal} installed={installed} onClose={() => setModal(undefined)} />
    </>
  );
}
