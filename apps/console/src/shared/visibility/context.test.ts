import { licenseRankOf } from '@arca/contract';
import { describe, expect, it } from 'vitest';
import { canAdministerProjects, licenseTraits } from './context.ts';
import { sidebarsFor } from './sidebars.ts';
import { inVersionRange } from './version-range.ts';
import { type ContextSketch, contextOf } from './visibility-test-data.ts';

describe('licence facts', () => {
  it.each([
    ['N/A', 0],
    ['none', 0],
    ['SOMETHING_NEW', 0],
    ['JCR', 1],
    ['COMMERCIAL_X', 2],
    ['TRIAL', 3],
    ['EDGE', 4],
    ['ENTERPRISE_PLUS', 5],
  ])('ranks %s as %i', (license, rank) => {
    expect(licenseRankOf(license)).toBe(rank);
  });

  it.each([
    ['EDGE_TRIAL', ['edge', 'trial']],
    ['ENTERPRISE_PLUS_TRIAL', ['enterprisePlus', 'trial']],
    ['OSS', ['oss']],
    ['ENTERPRISE', []],
    ['N/A', []],
  ])('derives the traits of %s', (license, traits) => {
    expect(licenseTraits(license)).toEqual(traits);
  });
});

describe('project administration', () => {
  it.each<[string, ContextSketch, boolean]>([
    ['an admin on 7.17.0', { admin: true, services: { artifactory: '7.17.0' } }, true],
    ['a project admin on 7.77.0', { projectAdmin: true }, true],
    ['an admin below 7.17.0', { admin: true, services: { artifactory: '7.16.3' } }, false],
    ['a plain user', {}, false],
  ])(
    'R7.10 project administration for %s is allowed only with projects support and an admin or project admin',
    (_, sketch, expected) => {
      expect(canAdministerProjects(contextOf(sketch))).toBe(expected);
    },
  );

  it.each<[string, ContextSketch, readonly string[]]>([
    ['a project admin in a project', { projectAdmin: true, projectKey: 'acme' }, ['projectSettings', 'application']],
    ['a project admin in All', { projectAdmin: true }, ['application', 'administration']],
    ['a user in a project', { projectKey: 'acme' }, ['application', 'administration']],
    [
      'an admin in a project without projects support',
      { admin: true, projectKey: 'acme', services: { artifactory: '7.16.0' } },
      ['application', 'administration'],
    ],
  ])('picks the sidebars for %s', (_, sketch, expected) => {
    expect(sidebarsFor(contextOf(sketch))).toEqual(expected);
  });
});

describe('version ranges', () => {
  it.each<[string | undefined, { min?: string; below?: string }, boolean]>([
    ['7.17.0', { min: '7.17.0' }, true],
    ['7.9.0', { min: '7.17.0' }, false],
    ['7.100.1', { min: '7.17.0' }, true],
    ['7.31.9', { below: '7.32.0' }, true],
    ['7.32.0-rc1', { below: '7.32.0' }, false],
    [undefined, {}, false],
  ])('places %s in %j: %s', (version, range, expected) => {
    expect(inVersionRange(version, range)).toBe(expected);
  });
});
