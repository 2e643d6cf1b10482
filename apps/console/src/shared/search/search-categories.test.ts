import { describe, expect, it } from 'vitest';
import type { VisibilityKind } from '../visibility/index.ts';
import { type ContextSketch, contextOf } from '../visibility/visibility-test-data.ts';
import {
  DEFAULT_PACKAGE_SEARCH_TYPE,
  DEFAULT_SEARCH_TYPE,
  hiddenPackageSearchTypes,
  isPackageSearchType,
  packageSearchTypes,
  type SearchCategoryKey,
  searchCategories,
  searchCategoryKeys,
  searchCategoryOutcome,
  searchTypes,
} from './search-categories.ts';

const kind = (key: SearchCategoryKey, sketch: ContextSketch): VisibilityKind =>
  searchCategoryOutcome(searchCategories[key], contextOf(sketch)).kind;

/** Every service a category may need, so only the row's own condition decides. */
const allServices = { artifactory: '7.77.0', distribution: '2.0.0', xray: '3.0.0', pipelines: '1.0.0' };
const everything: ContextSketch = {
  services: allServices,
  features: ['coldStorage', 'pipelinesToolbarSearch'],
  license: 'ENTERPRISE_PLUS',
};

describe('search categories', () => {
  it('lists the toolbar categories in order, each filed under its own key', () => {
    expect(searchCategoryKeys).toEqual([
      'packages',
      'artifacts',
      'builds',
      'releaseBundles',
      'securityCompliance',
      'artifactoryRetention',
      'pipelines',
    ]);
    for (const key of searchCategoryKeys) expect(searchCategories[key].key).toBe(key);
  });

  it.each<[SearchCategoryKey, string, string | undefined, string | undefined]>([
    ['packages', 'Packages', undefined, undefined],
    ['artifacts', 'Artifacts', 'repos', '/artifactSearchResults'],
    ['builds', 'Builds', undefined, '/builds'],
    ['releaseBundles', 'Release Bundles', undefined, '/bundles/source'],
    ['securityCompliance', 'Security & Compliance', undefined, '/securityComplianceSearchResults'],
    ['artifactoryRetention', 'Archive', undefined, '/artifactoryRetention/search'],
    ['pipelines', 'Pipelines', undefined, '/pipelinesSearchResults'],
  ])('%s is labelled %s with route %s and results path %s', (key, label, route, resultsPath) => {
    const category = searchCategories[key];
    expect(category.label).toBe(label);
    expect(category.route).toBe(route);
    expect(category.resultsPath).toBe(resultsPath);
  });

  it('shows every category when every gate is open', () => {
    for (const key of searchCategoryKeys) expect(kind(key, everything)).toBe('visible');
  });

  it.each<[SearchCategoryKey, ContextSketch, VisibilityKind]>([
    // The matching service.
    ['packages', { ...everything, services: { distribution: '2.0.0', xray: '3.0.0', pipelines: '1.0.0' } }, 'hidden'],
    ['artifacts', { ...everything, services: { xray: '3.0.0' } }, 'hidden'],
    ['releaseBundles', { ...everything, services: { artifactory: '7.77.0' } }, 'hidden'],
    ['securityCompliance', { ...everything, services: { artifactory: '7.77.0' } }, 'hidden'],
    ['pipelines', { ...everything, services: { artifactory: '7.77.0' } }, 'hidden'],
    // The licence tier: shown but disabled.
    ['securityCompliance', { ...everything, license: 'JCR' }, 'disabled'],
    ['releaseBundles', { ...everything, license: 'ENTERPRISE' }, 'disabled'],
    // Cold storage and the toolbar-search flag.
    ['artifactoryRetention', { ...everything, features: ['pipelinesToolbarSearch'] }, 'hidden'],
    ['pipelines', { ...everything, features: ['coldStorage'] }, 'hidden'],
  ])('%s for %j is %s', (key, sketch, expected) => {
    expect(kind(key, sketch)).toBe(expected);
  });

  it.each<[SearchCategoryKey, VisibilityKind]>([
    ['packages', 'hidden'],
    ['builds', 'hidden'],
    ['releaseBundles', 'hidden'],
    ['artifacts', 'visible'],
    ['securityCompliance', 'visible'],
    ['artifactoryRetention', 'visible'],
    ['pipelines', 'visible'],
  ])('on a lightweight instance %s is %s', (key, expected) => {
    expect(kind(key, { ...everything, features: [...(everything.features ?? []), 'lightweightInstance'] })).toBe(
      expected,
    );
  });

  it('disables Archive and Pipelines when a specific project is selected, with a reason', () => {
    const inProject = { ...everything, projectKey: 'alpha' };
    const disabled = searchCategoryKeys.filter((key) => kind(key, inProject) === 'disabled');
    expect(disabled).toEqual(['artifactoryRetention', 'pipelines']);
    for (const key of searchCategoryKeys) expect(kind(key, inProject)).not.toBe('hidden');
    expect(searchCategoryOutcome(searchCategories.pipelines, contextOf(inProject))).toEqual({
      kind: 'disabled',
      reason: { code: 'condition', condition: 'project' },
    });
    expect(kind('pipelines', { ...everything, projectKey: 'default' })).toBe('visible');
  });

  it("R11.23 offers security-compliance search with the scanner, to anonymous visitors only with the scanner's anonymous access", () => {
    expect(kind('securityCompliance', everything)).toBe('visible');
    expect(kind('securityCompliance', { ...everything, services: { artifactory: '7.77.0' } })).toBe('hidden');
    const visitor: ContextSketch = { ...everything, anonymous: true, anonymousAccess: true };
    expect(searchCategoryOutcome(searchCategories.securityCompliance, contextOf(visitor))).toEqual({
      kind: 'disabled',
      reason: { code: 'anonymous' },
    });
    expect(kind('securityCompliance', { ...visitor, xrayAnonymousAccess: true })).toBe('visible');
    // The other categories do not ask for it.
    expect(kind('artifacts', visitor)).toBe('visible');
  });

  it('keeps every category hidden while the visibility context is still loading', () => {
    for (const key of searchCategoryKeys)
      expect(searchCategoryOutcome(searchCategories[key], undefined).kind).toBe('hidden');
  });
});

describe('search types', () => {
  it('R11.02 offers packages, the default, and security compliance', () => {
    expect(searchTypes).toEqual(['packages', 'securityCompliance']);
    expect(DEFAULT_SEARCH_TYPE).toBe('packages');
  });

  it('R11.16 offers the package search types all, docker, npm, maven, go, nuget and helm', () => {
    expect(packageSearchTypes).toEqual(['all', 'docker', 'npm', 'maven', 'go', 'nuget', 'helm']);
    expect(DEFAULT_PACKAGE_SEARCH_TYPE).toBe('all');
  });

  it('R11.17 keeps dockerV1, terraformBackend, releasebundles and helmoci as hidden package search types', () => {
    expect(hiddenPackageSearchTypes).toEqual(['dockerV1', 'terraformBackend', 'releasebundles', 'helmoci']);
    for (const hidden of hiddenPackageSearchTypes) {
      expect(packageSearchTypes as readonly string[]).not.toContain(hidden);
      expect(isPackageSearchType(hidden)).toBe(true);
    }
    expect(isPackageSearchType('pypi')).toBe(false);
  });
});
