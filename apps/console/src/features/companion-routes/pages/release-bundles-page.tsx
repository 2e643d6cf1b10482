import { PageHeader } from '@arca/ui';
import { Tabs } from 'antd';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';
import { CompanionArea } from '../../../shared/teasers/index.ts';
import { evaluate } from '../../../shared/visibility/index.ts';
import { useVisibilityContext } from '../../../shared/visibility/visibility-context.ts';
import { isReleaseBundleTab, releaseBundlesIndexRule, rewriteOldBundlesPath } from '../release-bundle-rules.ts';

const tabLabels = { source: 'Distributed', target: 'Received' } as const;

/** /release-bundles/{activeTab} (R17.01): without distribution each tab explains itself with its teaser. */
export function ReleaseBundlesPage() {
  const { activeTab } = useParams();
  const navigate = useNavigate();
  if (!isReleaseBundleTab(activeTab)) return <Navigate to={paths.releaseBundles()} replace />;
  return (
    <>
      <PageHeader title="Release Bundles" description="Signed, immutable sets of artifacts and where they went." />
      <Tabs
        activeKey={activeTab}
        onChange={(next) => void navigate(paths.releaseBundles(next))}
        items={(['source', 'target'] as const).map((tab) => ({ key: tab, label: tabLabels[tab] }))}
      />
      <CompanionArea teaser={activeTab === 'source' ? 'distributionMain' : 'distributionReceived'} headingLevel={2} />
    </>
  );
}

/**
 * /release-bundles: the guard follows the index rule before this renders (R17.02, R17.03); the
 * same rule answers here should the page render first.
 */
export function ReleaseBundlesIndex() {
  const outcome = evaluate(releaseBundlesIndexRule, useVisibilityContext());
  return outcome.kind === 'redirected' ? <Navigate to={outcome.to} replace /> : null;
}

/** /bundles/… (R17.04): the old paths lead to the release-bundles path. */
export function OldBundlesRedirect() {
  const { pathname, search } = useLocation();
  return <Navigate to={rewriteOldBundlesPath(pathname, search)} replace />;
}
