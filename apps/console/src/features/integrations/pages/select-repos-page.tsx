import { gitVendorByName } from '@arca/contract';
import { EmptyState, PageHeader } from '@arca/ui';
import { Card, Descriptions } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useInstalledServices } from '../../../shared/platform/services.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { useGitIntegrations } from '../api/integration-queries.ts';
import { installedNames } from '../git-availability.ts';

/**
 * gitRepoScan.selectRepos (R1.45): where the scanner's repositories of an integration are chosen.
 * The choice itself belongs to the security scanner; without it the page says so.
 */
export function SelectReposPage() {
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const vcsType = query.get('vcsType') ?? '';
  const integrationId = query.get('integrationId') ?? '';
  const vendor = gitVendorByName(vcsType);
  const integration = useGitIntegrations(true).data?.find((row) => row.integrationKey === integrationId);
  const scanner = installedNames(useInstalledServices().data?.services).includes('xray');
  const back = () => void navigate(vendor ? paths.integrationsVendor(vendor.name) : paths.integrations());
  return (
    <>
      <PageHeader title="Select repositories to scan" />
      <Card>
        <Descriptions
          column={1}
          size="small"
          style={{ marginBottom: 24 }}
          items={[
            { key: 'vendor', label: 'Source control', children: vendor?.displayName ?? vcsType },
            { key: 'integration', label: 'Integration', children: integration?.integrationName ?? integrationId },
          ]}
        />
        <EmptyState
          header={scanner ? 'Repositories are chosen in the security scanner' : 'The security scanner is not installed'}
          contentLines={[
            scanner
              ? 'Open the scanner’s Git Repositories page to choose which repositories of this account it scans.'
              : 'Install the security scanner to scan the repositories of this account.',
          ]}
          actions={[{ text: 'Back to integrations', onClick: back }]}
          canEdit
        />
      </Card>
    </>
  );
}
