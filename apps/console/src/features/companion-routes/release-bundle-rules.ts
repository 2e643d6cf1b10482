import { paths } from '../../shared/routing/paths.ts';
import type { VisibilityRule } from '../../shared/visibility/index.ts';

/** The tabs of the release bundles path (R17.01): bundles this platform sends, and bundles it received. */
export const releaseBundleTabs = ['source', 'target'] as const;
export type ReleaseBundleTab = (typeof releaseBundleTabs)[number];

export function isReleaseBundleTab(value: string | undefined): value is ReleaseBundleTab {
  return (releaseBundleTabs as readonly (string | undefined)[]).includes(value);
}

/**
 * R17.02, R17.03: with no tab given, an enterprise-plus licence with distribution goes to the
 * source tab, everyone else to the target tab. The first redirect that applies stands.
 */
export const releaseBundlesIndexRule = {
  id: 'releaseBundlesIndex',
  feature: 'Release Bundles',
  steps: [
    {
      kind: 'redirect',
      to: paths.releaseBundles('source'),
      when: [
        { kind: 'trait', trait: 'enterprisePlus', present: true },
        { kind: 'service', service: 'distribution', need: 'installed' },
      ],
    },
    { kind: 'redirect', to: paths.releaseBundles('target'), when: [] },
  ],
} as const satisfies VisibilityRule;

/**
 * R17.04: an old bundles path (/bundles/…) names the same screen under the release-bundles path,
 * query and all. Arca's console is always served by the artifact service, the "runtime repository
 * service" of the spec, so the rewrite always applies.
 */
export function rewriteOldBundlesPath(pathname: string, search: string): string {
  const rest = pathname === paths.oldBundles() ? '' : pathname.slice(paths.oldBundles().length);
  return `${paths.releaseBundles()}${rest}${search}`;
}
