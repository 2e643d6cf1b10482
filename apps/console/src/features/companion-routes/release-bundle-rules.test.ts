import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/visibility/index.ts';
import { contextOf } from '../../shared/visibility/visibility-test-data.ts';
import { releaseBundlesIndexRule, rewriteOldBundlesPath } from './release-bundle-rules.ts';

describe('release bundles path', () => {
  const target = (sketch: Parameters<typeof contextOf>[0]) => evaluate(releaseBundlesIndexRule, contextOf(sketch));

  it('R17.02 leads an enterprise-plus licence with distribution to the source tab', () => {
    expect(target({ license: 'ENTERPRISE_PLUS', services: { artifactory: '7.77.0', distribution: '2.0.0' } })).toEqual({
      kind: 'redirected',
      to: '/release-bundles/source',
    });
    expect(
      target({ license: 'ENTERPRISE_PLUS_TRIAL', services: { artifactory: '7.77.0', distribution: '2.0.0' } }),
    ).toEqual({ kind: 'redirected', to: '/release-bundles/source' });
  });

  it('R17.03 leads everyone else to the target tab', () => {
    expect(target({ license: 'ENTERPRISE_PLUS' })).toEqual({ kind: 'redirected', to: '/release-bundles/target' });
    expect(target({ license: 'EDGE', services: { artifactory: '7.77.0', distribution: '2.0.0' } })).toEqual({
      kind: 'redirected',
      to: '/release-bundles/target',
    });
  });

  it('R17.04 rewrites old bundles paths to the release-bundles path, query and all', () => {
    expect(rewriteOldBundlesPath('/bundles', '')).toBe('/release-bundles');
    expect(rewriteOldBundlesPath('/bundles/source', '?name=app')).toBe('/release-bundles/source?name=app');
    expect(rewriteOldBundlesPath('/bundles/target/app/1.0', '')).toBe('/release-bundles/target/app/1.0');
  });
});
