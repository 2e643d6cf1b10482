import { Navigate } from 'react-router';
import { CompanionArea, type TeaserId } from '../../../shared/teasers/index.ts';

/** An administration target of a companion service: its teaser while missing, else where the service shows it. */
export function CompanionAdminPage({ teaser, installedTo }: { teaser: TeaserId; installedTo?: string }) {
  return <CompanionArea teaser={teaser} installed={installedTo ? <Navigate to={installedTo} replace /> : undefined} />;
}
