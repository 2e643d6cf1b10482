import { PageHeader } from '@arca/ui';
import { CompanionArea } from '../../../shared/teasers/index.ts';

/** /admin/monitoring/pdn (R1.57): peer monitoring comes from the PDN service; without it, its teaser. */
export function PdnMonitoringPage() {
  return (
    <>
      <PageHeader title="Peer Distribution Network" description="Peers of this site and what they transfer." />
      <CompanionArea teaser="pdn" headingLevel={2} />
    </>
  );
}
