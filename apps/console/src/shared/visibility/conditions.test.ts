import { UNSUPPORTED_FEATURE_TOOLTIP, unsupportedFeatureMessage } from '@arca/contract';
import { describe, expect, it } from 'vitest';
import { type Condition, holds } from './conditions.ts';
import { closedContext, type InstanceTrait, type VisibilityFeature } from './context.ts';
import { evaluate, evaluateAll } from './evaluate.ts';
import { type ContextSketch, contextOf } from './visibility-test-data.ts';

const only = (condition: Condition) => ({ id: 'test', feature: 'Widgets', steps: [condition] });
const kindOf = (condition: Condition, sketch: ContextSketch) => evaluate(only(condition), contextOf(sketch)).kind;

describe('rule inputs', () => {
  it.each<[string, Condition, ContextSketch, boolean]>([
    ['admin passes an admin', { kind: 'admin' }, { admin: true }, true],
    ['admin fails a user', { kind: 'admin' }, {}, false],
    ['project administration passes a project admin', { kind: 'canAdministerProjects' }, { projectAdmin: true }, true],
    ['project administration fails a plain user', { kind: 'canAdministerProjects' }, {}, false],
    ['anonymous access passes a logged-in user', { kind: 'anonymousAccess' }, {}, true],
    ['anonymous access fails an anonymous visitor without it', { kind: 'anonymousAccess' }, { anonymous: true }, false],
    [
      'anonymous access passes an anonymous visitor with it',
      { kind: 'anonymousAccess' },
      { anonymous: true, anonymousAccess: true },
      true,
    ],
    [
      'a view level fails an anonymous visitor below it',
      { kind: 'anonymousAccess', viewLevel: 'buildBasicView' },
      { anonymous: true, anonymousAccess: true },
      false,
    ],
    [
      'a view level passes an anonymous visitor at it',
      { kind: 'anonymousAccess', viewLevel: 'buildBasicView' },
      { anonymous: true, anonymousAccess: true, buildBasicView: true },
      true,
    ],
  ])('R7.22 user inputs: %s', (_, condition, sketch, expected) => {
    expect(holds(condition, contextOf(sketch))).toBe(expected);
  });

  it.each<[string, Condition, ContextSketch, boolean]>([
    ['a licence name', { kind: 'license', oneOf: ['JCR'] }, { license: 'JCR' }, true],
    ['another licence name', { kind: 'license', oneOf: ['JCR'] }, { license: 'OSS' }, false],
    ['a rank at the minimum', { kind: 'minLicenseRank', rank: 2 }, { license: 'COMMERCIAL' }, true],
    ['a rank below the minimum', { kind: 'minLicenseRank', rank: 2 }, { license: 'CONAN' }, false],
    ['N/A ranks as none', { kind: 'licensed' }, { license: 'N/A' }, false],
    ['cloud', { kind: 'deployment', is: 'cloud' }, { cloud: true }, true],
    ['on-premises', { kind: 'deployment', is: 'cloud' }, { cloud: false }, false],
  ])('R7.23 licence inputs: %s', (_, condition, sketch, expected) => {
    expect(holds(condition, contextOf(sketch))).toBe(expected);
  });

  it.each<[InstanceTrait, ContextSketch]>([
    ['edge', { license: 'EDGE_TRIAL' }],
    ['jcr', { license: 'JCR' }],
    ['conan', { license: 'CONAN' }],
    ['trial', { license: 'TRIAL' }],
    ['enterprisePlus', { license: 'ENTERPRISE_PLUS_TRIAL' }],
    ['oss', { license: 'OSS' }],
    ['freemium', { traits: ['freemium'] }],
    ['freeTier', { traits: ['freeTier'] }],
    ['coldInstance', { traits: ['coldInstance'] }],
    ['partner', { traits: ['partner'] }],
    ['edge', { traits: ['edge'] }],
  ])('R7.23 licence inputs: the %s trait gates an item', (trait, sketch) => {
    const condition: Condition = { kind: 'trait', trait, present: false };
    expect(kindOf(condition, sketch)).toBe('hidden');
    expect(kindOf(condition, { license: 'COMMERCIAL' })).toBe('visible');
  });

  it.each<[string, Condition, ContextSketch, boolean]>([
    ['an available scanner', { kind: 'service', service: 'xray' }, { services: { xray: '3.80.0' } }, true],
    ['a missing scanner', { kind: 'service', service: 'xray' }, { services: {} }, false],
    [
      'installed pipelines that do not answer',
      { kind: 'service', service: 'pipelines' },
      { services: { pipelines: '1.0.0' }, unavailable: ['pipelines'] },
      false,
    ],
    [
      'installed is enough when asked',
      { kind: 'service', service: 'pipelines', need: 'installed' },
      { services: { pipelines: '1.0.0' }, unavailable: ['pipelines'] },
      true,
    ],
    [
      'mission control',
      { kind: 'service', service: 'missionControl' },
      { services: { missionControl: '4.0.0' } },
      true,
    ],
    ['runtime', { kind: 'service', service: 'runtime' }, { services: { runtime: '1.0.0' } }, true],
    ['distribution', { kind: 'service', service: 'distribution' }, { services: { distribution: '2.0.0' } }, true],
    [
      'a version in range',
      { kind: 'service', service: 'artifactory', range: { min: '7.19.0', below: '7.32.0' } },
      { services: { artifactory: '7.20.0' } },
      true,
    ],
    [
      'a version at the exclusive end',
      { kind: 'service', service: 'artifactory', range: { min: '7.19.0', below: '7.32.0' } },
      { services: { artifactory: '7.32.0' } },
      false,
    ],
    [
      'an unknown version',
      { kind: 'service', service: 'artifactory', range: { min: '7.19.0' } },
      { services: { artifactory: '' } },
      false,
    ],
  ])('R7.24 service inputs: %s', (_, condition, sketch, expected) => {
    expect(holds(condition, contextOf(sketch))).toBe(expected);
  });

  it.each<VisibilityFeature>([
    'projects',
    'lightweightInstance',
    'coldStorage',
    'federatedMonitoring',
    'environments',
    'curation',
    'cloudVariant',
    'pipelinesToolbarSearch',
  ])('R7.28 feature-flag inputs: %s gates an item', (flag) => {
    expect(kindOf({ kind: 'feature', flag, on: true }, { features: [flag] })).toBe('visible');
    expect(kindOf({ kind: 'feature', flag, on: true }, {})).toBe('hidden');
  });
});

describe('entitlements', () => {
  const entitled: Condition = { kind: 'entitlement', product: 'xray' };

  it('R7.31 hides an item whose product is not entitled when entitlements are enabled and enforced', () => {
    expect(kindOf(entitled, { entitlements: { enforced: true, products: ['pipelines'] } })).toBe('hidden');
    expect(kindOf({ ...entitled, otherwise: 'disabled' }, { entitlements: { enforced: true, products: [] } })).toBe(
      'disabled',
    );
  });

  it('R7.32 leaves the decision to the fallback rules when entitlements are not enforced or the product is entitled', () => {
    const rule = { id: 'x', feature: 'Xray', steps: [entitled, { kind: 'admin' as const }] };
    expect(evaluate(rule, contextOf({ admin: true, entitlements: { enforced: false, products: [] } })).kind).toBe(
      'visible',
    );
    expect(evaluate(rule, contextOf({ admin: false, entitlements: { enforced: false, products: [] } })).kind).toBe(
      'hidden',
    );
    expect(evaluate(rule, contextOf({ admin: true, entitlements: { enforced: true, products: ['xray'] } })).kind).toBe(
      'visible',
    );
    expect(evaluate(rule, contextOf({ admin: true })).kind).toBe('visible');
  });
});

describe('failed conditions', () => {
  it('disables a too-low licence with the unsupported-feature tooltip', () => {
    expect(evaluate(only({ kind: 'minLicenseRank', rank: 4 }), contextOf({ license: 'OSS' }))).toEqual({
      kind: 'disabled',
      reason: {
        code: 'license',
        feature: 'Widgets',
        license: 'OSS',
        message: 'Widgets is not supported in OSS version',
      },
    });
  });

  it('keeps the spec text of the tooltip', () => {
    expect(UNSUPPORTED_FEATURE_TOOLTIP).toBe('{feature} is not supported in {license} version');
    expect(unsupportedFeatureMessage('Federated Repositories', 'JCR')).toBe(
      'Federated Repositories is not supported in JCR version',
    );
  });

  it('disables an item an anonymous visitor may not use yet, and hides it when the rule says so', () => {
    const sketch = { anonymous: true };
    expect(evaluate(only({ kind: 'anonymousAccess' }), contextOf(sketch))).toEqual({
      kind: 'disabled',
      reason: { code: 'anonymous' },
    });
    expect(kindOf({ kind: 'anonymousAccess', otherwise: 'hidden' }, sketch)).toBe('hidden');
  });

  it('hides by default and disables on request, naming the condition', () => {
    expect(kindOf({ kind: 'setting', setting: 'onboardingAllowed', on: true }, {})).toBe('hidden');
    expect(
      evaluate(only({ kind: 'setting', setting: 'onboardingAllowed', on: true, otherwise: 'disabled' }), contextOf({})),
    ).toEqual({ kind: 'disabled', reason: { code: 'condition', condition: 'setting' } });
  });

  it('holds any-of when one inner condition holds, and never-conditions never hold', () => {
    const either: Condition = { kind: 'anyOf', conditions: [{ kind: 'admin' }, { kind: 'loggedIn' }] };
    expect(holds(either, contextOf({ anonymous: false }))).toBe(true);
    expect(holds(either, contextOf({ anonymous: true }))).toBe(false);
    expect(holds({ kind: 'never' }, contextOf({ admin: true }))).toBe(false);
  });

  it('tells a specific project from the All context, by key or empty key', () => {
    const specific: Condition = { kind: 'project', context: 'specific' };
    expect(holds(specific, contextOf({ projectKey: 'acme' }))).toBe(true);
    expect(holds(specific, contextOf({ projectKey: 'default' }))).toBe(false);
    expect(holds(specific, contextOf({ projectKey: '' }))).toBe(false);
    expect(holds({ kind: 'project', context: 'all' }, contextOf({ projectKey: '' }))).toBe(true);
  });
});

describe('while capabilities load', () => {
  it('keeps every gate closed without a context', () => {
    expect(evaluate({ id: 'open', feature: 'Open', steps: [] }, undefined).kind).toBe('hidden');
    expect(evaluateAll([{ id: 'open', feature: 'Open', steps: [] }], undefined).kind).toBe('hidden');
  });

  it('closes everything but ungated items in the closed context', () => {
    expect(evaluate({ id: 'open', feature: 'Open', steps: [] }, closedContext).kind).toBe('visible');
    expect(evaluate(only({ kind: 'licensed' }), closedContext).kind).toBe('hidden');
  });
});
