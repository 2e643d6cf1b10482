import { describe, expect, it } from 'vitest';
import type { VisibilityKind } from './outcome.ts';
import { GET_STARTED_PATH } from './route-rules.ts';
import { isVisibilityRuleId, type VisibilityRuleId, visibilityOf, visibilityOfAll, visibilityRules } from './rules.ts';
import { type ContextSketch, contextOf } from './visibility-test-data.ts';

type Row = [string, ContextSketch, VisibilityKind];

const kind = (id: VisibilityRuleId, sketch: ContextSketch) => visibilityOf(id, contextOf(sketch)).kind;

describe('rule registry', () => {
  it('files every rule under its own id', () => {
    for (const [id, rule] of Object.entries(visibilityRules)) expect(rule.id).toBe(id);
    expect(isVisibilityRuleId('coldStorage')).toBe(true);
    expect(isVisibilityRuleId('toString')).toBe(false);
  });

  it('evaluates a rule given in full as well as by id, and the tightest of several', () => {
    const own = { id: 'own', feature: 'Own', steps: [{ kind: 'loggedIn' as const }] };
    expect(visibilityOf(own, contextOf({ anonymous: true })).kind).toBe('hidden');
    expect(visibilityOfAll(['packages', 'adminOnly'], contextOf({ admin: false })).kind).toBe('hidden');
    expect(visibilityOfAll(['packages', 'adminOnly'], contextOf({ admin: true })).kind).toBe('visible');
  });
});

describe('licence gates', () => {
  it.each<Row>([
    ['JCR', { license: 'JCR', services: { xray: '3.0.0' } }, 'disabled'],
    ['COMMERCIAL', { license: 'COMMERCIAL', services: { xray: '3.0.0' } }, 'visible'],
    ['TRIAL', { license: 'TRIAL', services: { xray: '3.0.0' } }, 'visible'],
    ['ENTERPRISE_PLUS', { license: 'ENTERPRISE_PLUS', services: { xray: '3.0.0' } }, 'visible'],
  ])('R7.18 the security scanner needs a commercial-or-higher licence: %s', (_, sketch, expected) => {
    expect(kind('securityScanning', sketch)).toBe(expected);
    expect(kind('searchSecurityCompliance', sketch)).toBe(expected);
  });

  it('hides the scanner when the scanner service is missing, whatever the licence', () => {
    expect(kind('securityScanning', { license: 'ENTERPRISE_X', services: {} })).toBe('hidden');
  });

  it('says why the scanner is disabled under a lower licence', () => {
    expect(visibilityOf('securityScanning', contextOf({ license: 'OSS', services: { xray: '3.0.0' } }))).toEqual({
      kind: 'disabled',
      reason: { code: 'license', feature: 'Xray', license: 'OSS', message: 'Xray is not supported in OSS version' },
    });
  });

  it.each<Row>([
    ['EDGE', { license: 'EDGE' }, 'visible'],
    ['EDGE_TRIAL', { license: 'EDGE_TRIAL' }, 'visible'],
    ['ENTERPRISE_PLUS', { license: 'ENTERPRISE_PLUS' }, 'visible'],
    ['ENTERPRISE_PLUS_TRIAL', { license: 'ENTERPRISE_PLUS_TRIAL' }, 'visible'],
    ['ENTERPRISE', { license: 'ENTERPRISE' }, 'disabled'],
    ['TRIAL', { license: 'TRIAL' }, 'disabled'],
    ['COMMERCIAL', { license: 'COMMERCIAL' }, 'disabled'],
  ])('R7.19 release bundles need an edge or enterprise-plus licence: %s', (_, sketch, expected) => {
    expect(kind('releaseBundles', sketch)).toBe(expected);
  });
});

describe('service version gates', () => {
  it.each<Row>([
    ['7.16.9', { admin: true, services: { artifactory: '7.16.9' } }, 'hidden'],
    ['7.17.0', { admin: true, services: { artifactory: '7.17.0' } }, 'visible'],
    ['7.18.2', { admin: true, services: { artifactory: '7.18.2' } }, 'visible'],
  ])('R7.25 projects need artifactory 7.17.0 or later: %s', (_, sketch, expected) => {
    expect(kind('adminProjects', sketch)).toBe(expected);
  });

  it.each<Row>([
    ['7.17.9', { services: { artifactory: '7.17.9' } }, 'hidden'],
    ['7.18.0', { services: { artifactory: '7.18.0' } }, 'visible'],
  ])('R7.26 federated repositories need 7.18.0: %s', (_, sketch, expected) => {
    expect(kind('federatedRepositories', sketch)).toBe(expected);
  });

  it.each<Row>([
    ['7.26.0', { services: { artifactory: '7.26.0' } }, 'hidden'],
    ['7.27.0', { services: { artifactory: '7.27.0' } }, 'visible'],
  ])('R7.27 the virtual-repository gate needs 7.27.0: %s', (_, sketch, expected) => {
    expect(kind('virtualRepositoryGate', sketch)).toBe(expected);
  });
});

describe('admin-area rules', () => {
  it.each<Row>([
    ['an admin with onboarding allowed', { admin: true, settings: ['onboardingAllowed'] }, 'visible'],
    ['an admin without it', { admin: true }, 'hidden'],
    ['a user with onboarding allowed', { settings: ['onboardingAllowed'] }, 'hidden'],
  ])('R7.33 user onboarding needs onboarding allowed and an admin: %s', (_, sketch, expected) => {
    expect(kind('userOnboarding', sketch)).toBe(expected);
  });

  const cold: ContextSketch = { admin: true, license: 'ENTERPRISE', settings: ['coldStorageUrlConfigured'] };
  it.each<Row>([
    ['all met', cold, 'visible'],
    ['ENTERPRISE_PLUS', { ...cold, license: 'ENTERPRISE_PLUS' }, 'visible'],
    ['a user', { ...cold, admin: false }, 'hidden'],
    ['a cold instance', { ...cold, traits: ['coldInstance'] }, 'hidden'],
    ['no cold URL', { ...cold, settings: [] }, 'hidden'],
    ['an EDGE licence', { ...cold, license: 'EDGE' }, 'disabled'],
    ['a COMMERCIAL licence', { ...cold, license: 'COMMERCIAL' }, 'disabled'],
  ])(
    'R7.34 cold storage needs an admin, not a cold instance, a cold URL and an enterprise licence: %s',
    (_, sketch, expected) => {
      expect(kind('coldStorage', sketch)).toBe(expected);
    },
  );

  it.each<Row>([
    ['enabled, for a user', { settings: ['supportAnalyticsEnabled'] }, 'visible'],
    ['disabled, for an admin', { admin: true }, 'visible'],
    ['disabled, for a user', {}, 'hidden'],
  ])('R7.35 support analytics is hidden unless enabled or the user is an admin: %s', (_, sketch, expected) => {
    expect(kind('supportAnalytics', sketch)).toBe(expected);
  });

  it.each<[VisibilityRuleId, ContextSketch, VisibilityKind]>([
    ['administration', { admin: false }, 'hidden'],
    ['administration', { admin: true }, 'visible'],
    ['retentionStatus', { admin: false }, 'hidden'],
    ['missionControl', { admin: true, services: {} }, 'hidden'],
    ['missionControl', { admin: true, services: { missionControl: '4.0.0' } }, 'visible'],
    ['adminEnvironments', { admin: true }, 'hidden'],
    ['adminEnvironments', { admin: true, features: ['environments'] }, 'visible'],
    ['federationStatus', { admin: true, features: ['federatedMonitoring'] }, 'visible'],
    ['federationStatus', { admin: false, features: ['federatedMonitoring'] }, 'hidden'],
  ])('%s for %j is %s', (id, sketch, expected) => {
    expect(kind(id, sketch)).toBe(expected);
  });
});

describe('project settings', () => {
  it.each<[VisibilityRuleId, ContextSketch, VisibilityKind]>([
    ['projectSettings', { projectAdmin: true, projectKey: 'acme' }, 'visible'],
    ['projectSettings', { projectAdmin: true, projectKey: 'default' }, 'hidden'],
    ['projectSettings', { projectKey: 'acme' }, 'hidden'],
    ['projectEnvironments', { admin: true, projectKey: 'acme' }, 'hidden'],
    ['projectEnvironments', { admin: true, projectKey: 'acme', features: ['environments'] }, 'visible'],
    ['projectCuratedRepositories', { admin: true, projectKey: 'acme', features: ['curation'] }, 'visible'],
    ['projectCuratedRepositories', { admin: true, projectKey: '', features: ['curation'] }, 'hidden'],
  ])('%s for %j is %s', (id, sketch, expected) => {
    expect(kind(id, sketch)).toBe(expected);
  });
});

describe('main-menu and service rules', () => {
  const lightweight: ContextSketch = { features: ['lightweightInstance'] };
  it.each<[VisibilityRuleId, ContextSketch, VisibilityKind]>([
    ['packages', {}, 'visible'],
    ['packages', lightweight, 'hidden'],
    ['builds', lightweight, 'hidden'],
    ['releaseBundles', lightweight, 'hidden'],
    ['builds', {}, 'visible'],
    ['builds', { anonymous: true, anonymousAccess: true }, 'hidden'],
    ['builds', { anonymous: true, buildBasicView: true }, 'hidden'],
    ['builds', { anonymous: true, anonymousAccess: true, buildBasicView: true }, 'visible'],
    ['curation', { services: { xray: '3.0.0' } }, 'hidden'],
    ['curation', { services: { xray: '3.0.0' }, features: ['curation'] }, 'visible'],
    ['distribution', { services: {} }, 'hidden'],
    ['distribution', { services: { distribution: '2.0.0' } }, 'visible'],
    ['pipelines', { services: { pipelines: '1.0.0' }, unavailable: ['pipelines'] }, 'hidden'],
    ['pipelines', { services: { pipelines: '1.0.0' } }, 'visible'],
    ['pipelines', { services: { pipelines: '1.0.0' }, entitlements: { enforced: true, products: ['xray'] } }, 'hidden'],
    ['runtime', { services: { runtime: '1.0.0' } }, 'visible'],
    ['logDownloadLink', { cloud: true }, 'hidden'],
    ['logDownloadLink', {}, 'visible'],
  ])('%s for %j is %s', (id, sketch, expected) => {
    expect(kind(id, sketch)).toBe(expected);
  });
});

describe('navigation bar filters', () => {
  it.each<[VisibilityRuleId, ContextSketch, VisibilityKind]>([
    ['licenseRequired', { license: 'N/A' }, 'hidden'],
    ['licenseRequired', { license: 'OSS' }, 'visible'],
    ['cloudOnly', {}, 'hidden'],
    ['cloudOnly', { cloud: true }, 'visible'],
    ['adminOnly', {}, 'hidden'],
    ['adminOnly', { admin: true }, 'visible'],
    ['newSetMeUp', {}, 'hidden'],
    ['newSetMeUp', { features: ['artifactsBrowser'] }, 'visible'],
    ['markedHidden', { admin: true }, 'hidden'],
    ['onboardingOnly', {}, 'hidden'],
    ['onboardingOnly', { settings: ['quickActionVisible'] }, 'visible'],
    ['profileUpdatable', {}, 'hidden'],
    ['profileUpdatable', { settings: ['profileUpdatable'] }, 'visible'],
  ])('%s for %j is %s', (id, sketch, expected) => {
    expect(kind(id, sketch)).toBe(expected);
  });
});

describe('search categories', () => {
  it.each<[VisibilityRuleId, ContextSketch, VisibilityKind]>([
    ['searchArtifacts', { features: ['lightweightInstance'] }, 'visible'],
    ['searchPackages', { features: ['lightweightInstance'] }, 'hidden'],
    ['searchBuilds', { features: ['lightweightInstance'] }, 'hidden'],
    ['searchReleaseBundles', { services: { distribution: '2.0.0' } }, 'visible'],
    ['searchReleaseBundles', { services: {} }, 'hidden'],
    ['searchReleaseBundles', { services: { distribution: '2.0.0' }, license: 'COMMERCIAL' }, 'disabled'],
    ['searchReleaseBundles', { services: { distribution: '2.0.0' }, features: ['lightweightInstance'] }, 'hidden'],
    ['searchArchive', {}, 'hidden'],
    ['searchArchive', { features: ['coldStorage'] }, 'visible'],
    ['searchPipelines', { services: { pipelines: '1.0.0' } }, 'hidden'],
    ['searchPipelines', { services: { pipelines: '1.0.0' }, features: ['pipelinesToolbarSearch'] }, 'visible'],
  ])('%s for %j is %s', (id, sketch, expected) => {
    expect(kind(id, sketch)).toBe(expected);
  });
});

describe('redirecting routes', () => {
  it('sends an admin from /admin to the users list and hides it from anyone else', () => {
    expect(visibilityOf('adminRoot', contextOf({ admin: true }))).toEqual({
      kind: 'redirected',
      to: '/admin/management/users',
    });
    expect(kind('adminRoot', { admin: false })).toBe('hidden');
  });

  it.each<[string, ContextSketch, string | undefined]>([
    ['scanner and ENTERPRISE_X', { license: 'ENTERPRISE_X', services: { xray: '3.0.0' } }, '/security_policies'],
    ['scanner and ENTERPRISE', { license: 'ENTERPRISE', services: { xray: '3.0.0' } }, undefined],
    ['ENTERPRISE_PLUS without scanner', { license: 'ENTERPRISE_PLUS', services: {} }, undefined],
  ])('sends the security teaser on to the policies with %s', (_, sketch, to) => {
    const outcome = visibilityOf('securityTeaser', contextOf(sketch));
    expect(outcome).toEqual(to === undefined ? { kind: 'visible' } : { kind: 'redirected', to });
  });

  it.each<[string, ContextSketch, string]>([
    ['an admin of a lightweight instance', { admin: true, features: ['lightweightInstance'] }, '/repos/tree/General'],
    ['an admin with get-started', { admin: true, features: ['platformGetStarted'] }, GET_STARTED_PATH],
    [
      'an admin with both',
      { admin: true, features: ['lightweightInstance', 'platformGetStarted'] },
      '/repos/tree/General',
    ],
    ['a user with both', { features: ['lightweightInstance', 'platformGetStarted'] }, '/packages'],
    ['an admin with neither', { admin: true }, '/packages'],
  ])('sends %s from home to %s', (_, sketch, to) => {
    expect(visibilityOf('home', contextOf(sketch))).toEqual({ kind: 'redirected', to });
  });
});
