import { PageHeader } from '@arca/ui';
import type { ReactNode } from 'react';
import { ScannerComponents } from '../../../shared/scanner/scanner-components.tsx';
import { CompanionArea, type TeaserId } from '../../../shared/teasers/index.ts';

interface CompanionSearchResultsPageProps {
  title: string;
  /** The teaser of the companion service that answers this category's searches. */
  teaser: TeaserId;
  /** What the page shows with the service installed. */
  installed?: ReactNode;
}

/**
 * The results page of a category a companion service answers (R11.12): Arca does not include
 * pipelines or the security scanner, so the page says so with the service's teaser (R16.02)
 * rather than a not-found page.
 */
function CompanionSearchResultsPage({ title, teaser, installed }: CompanionSearchResultsPageProps) {
  return (
    <>
      <PageHeader title={title} />
      <CompanionArea teaser={teaser} headingLevel={2} installed={installed} />
    </>
  );
}

/** /pipelinesSearchResults. */
export function PipelinesSearchResultsPage() {
  return <CompanionSearchResultsPage title="Pipelines search results" teaser="pipelines" />;
}

/** /securityComplianceSearchResults: with the scanner installed, its component search page (R27.23). */
export function SecurityComplianceSearchResultsPage() {
  return (
    <CompanionSearchResultsPage
      title="Security & Compliance search results"
      teaser="securityAndCompliance"
      installed={<ScannerComponents />}
    />
  );
}
