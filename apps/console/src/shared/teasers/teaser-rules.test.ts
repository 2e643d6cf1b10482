import { describe, expect, it } from 'vitest';
import { evaluate } from '../visibility/index.ts';
import { contextOf } from '../visibility/visibility-test-data.ts';
import { readMoreUrl, TEASER_DOCS_BASE } from './read-more.ts';
import { type TeaserId, teaserIds, teasers } from './teaser-catalogue.ts';
import { showsTeaser, teaserAudienceRule, teaserVariant } from './teaser-rules.ts';

const REFERENCED_LICENSES = [
  'OSS',
  'JCR',
  'CONAN',
  'COMMERCIAL',
  'TRIAL',
  'COMMERCIAL_X',
  'ENTERPRISE',
  'ENTERPRISE_X',
  'EDGE',
  'EDGE_TRIAL',
];

describe('teaser catalogue', () => {
  it('R16.02 holds the route teasers and the embedded ones of the spec', () => {
    expect(teaserIds).toEqual([
      'topology',
      'pdn',
      'pipelines',
      'securityAndCompliance',
      'releaseBundles',
      'dashboardTrends',
      'packagesXrayGraph',
      'packagesXrayData',
      'buildsXrayData',
      'distributionMain',
      'distributionReceived',
      'distributionTab',
      'artifacts',
      'licenseBuckets',
    ]);
    for (const id of teaserIds) {
      expect(teasers[id].id).toBe(id);
      expect(teasers[id].header.length).toBeGreaterThan(0);
    }
  });

  it('R16.08 stands vertically for pipelines and for security and compliance only', () => {
    const vertical = teaserIds.filter((id) => teasers[id].layout === 'vertical');
    expect(vertical).toEqual(['pipelines', 'securityAndCompliance']);
  });

  it('R16.10 makes the topology, trends and licence buckets teasers admin-only, and no other', () => {
    expect(teaserIds.filter((id) => teasers[id].adminOnly)).toEqual(['topology', 'dashboardTrends', 'licenseBuckets']);
  });

  it('R16.11 keeps the pipelines teaser to on-premise instances', () => {
    expect(teaserIds.filter((id) => teasers[id].onPremiseOnly)).toEqual(['pipelines']);
  });
});

describe('teaser display rule', () => {
  const show = (id: TeaserId, sketch: Parameters<typeof contextOf>[0]) => showsTeaser(teasers[id], contextOf(sketch));

  it('R16.01 R16.09 shows a teaser only while its service is not installed', () => {
    expect(show('pipelines', {})).toBe(true);
    expect(show('pipelines', { services: { artifactory: '7.77.0', pipelines: '1.0.0' } })).toBe(false);
    // Installed but not answering still counts as installed: the teaser would mislead.
    expect(
      show('pipelines', { services: { artifactory: '7.77.0', pipelines: '1.0.0' }, unavailable: ['pipelines'] }),
    ).toBe(false);
    expect(show('securityAndCompliance', { services: { artifactory: '7.77.0', xray: '3.0.0' } })).toBe(false);
  });

  it('R16.09 R16.10 shows admin-only teasers to administrators only', () => {
    for (const id of ['topology', 'dashboardTrends', 'licenseBuckets'] as const) {
      expect(show(id, { admin: true })).toBe(true);
      expect(show(id, { admin: false })).toBe(false);
    }
    expect(show('releaseBundles', { admin: false })).toBe(true);
  });

  it('R16.09 R16.11 hides the pipelines teaser on cloud, and no other teaser for that', () => {
    expect(show('pipelines', { cloud: true })).toBe(false);
    expect(show('pipelines', { cloud: false })).toBe(true);
    expect(show('releaseBundles', { cloud: true })).toBe(true);
  });

  it('R16.09 R16.12 shows each teaser only to the licences on its own list', () => {
    expect(show('securityAndCompliance', { license: 'COMMERCIAL' })).toBe(true);
    expect(show('securityAndCompliance', { license: 'EDGE' })).toBe(false);
    expect(show('distributionReceived', { license: 'EDGE' })).toBe(true);
    expect(show('distributionReceived', { license: 'COMMERCIAL' })).toBe(false);
    expect(show('distributionMain', { license: 'EDGE' })).toBe(false);
    expect(show('releaseBundles', { license: 'N/A' })).toBe(false);
    // The lists differ per teaser, and draw on the spec's licence types.
    const lists = new Set(teaserIds.map((id) => [...teasers[id].licenses].sort().join(',')));
    expect(lists.size).toBeGreaterThan(1);
    const used = new Set(teaserIds.flatMap((id) => teasers[id].licenses));
    for (const license of REFERENCED_LICENSES) expect(used).toContain(license);
  });

  it('R16.09 a licence off the list hides the route teaser rather than disabling it', () => {
    const outcome = evaluate(teaserAudienceRule(teasers.pdn), contextOf({ license: 'COMMERCIAL' }));
    expect(outcome.kind).toBe('hidden');
    expect(evaluate(teaserAudienceRule(teasers.pdn), contextOf({ license: 'EDGE' })).kind).toBe('visible');
  });

  it('R16.07 gives the Artifactory-only editions the upgrade variant', () => {
    expect(teaserVariant('OSS')).toBe('upgrade');
    expect(teaserVariant('JCR')).toBe('upgrade');
    expect(teaserVariant('CONAN')).toBe('upgrade');
    expect(teaserVariant('ENTERPRISE_PLUS')).toBe('readMore');
    expect(teaserVariant('COMMERCIAL')).toBe('readMore');
  });
});

describe('Read More link', () => {
  it('R16.06 carries build number and version, and the custom URL base on cloud only', () => {
    const facts = { buildNumber: '1042', version: '7.77.0', customUrlBase: 'https://arca.acme.io' };
    const selfHosted = new URL(readMoreUrl(teasers.pdn, { ...facts, cloud: false }));
    expect(`${selfHosted.origin}${selfHosted.pathname}`).toBe(`${TEASER_DOCS_BASE}/peer-distribution-network`);
    expect(selfHosted.searchParams.get('buildNumber')).toBe('1042');
    expect(selfHosted.searchParams.get('version')).toBe('7.77.0');
    expect(selfHosted.searchParams.has('baseUrl')).toBe(false);
    const cloud = new URL(readMoreUrl(teasers.pdn, { ...facts, cloud: true }));
    expect(cloud.searchParams.get('baseUrl')).toBe('https://arca.acme.io');
  });
});
