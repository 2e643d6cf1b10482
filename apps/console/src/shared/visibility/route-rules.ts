import type { LicenseType } from '@arca/contract';
import { paths } from '../routing/paths.ts';
import type { VisibilityRule } from './evaluate.ts';

/**
 * The licences whose holders get security policies instead of the teaser (guard 9). The spec does
 * not list them (O28); these are the scanner-bearing (…_X) and enterprise-plus licences, the same
 * list guard 9 holds today.
 */
export const SECURITY_POLICY_LICENSES: readonly LicenseType[] = [
  'COMMERCIAL_X',
  'ENTERPRISE_X',
  'ENTERPRISE_PLUS',
  'ENTERPRISE_PLUS_TRIAL',
];

/** /get_started (shell.md §2 Application layout); no path builder holds it yet. */
export const GET_STARTED_PATH = '/get_started';

/** The cloud licence redirect's target (shell.md §2, R1.68): the platform's licence buckets. */
export const LICENSE_BUCKETS_PATH = '/admin/license_management/license_buckets';

/** Routes that resolve to a redirect (shell.md §2, §4). */
export const routeRules = {
  /** R1.49: /admin leads to the users list; the administration rule still applies first. */
  adminRoot: {
    id: 'adminRoot',
    feature: 'Administration',
    steps: [{ kind: 'admin' }, { kind: 'redirect', to: paths.adminUsers(), when: [] }],
  },
  /** R1.68: on cloud, licences are held in the platform's buckets, so the licences page leads there. */
  cloudLicenses: {
    id: 'cloudLicenses',
    feature: 'Licenses',
    steps: [{ kind: 'redirect', to: LICENSE_BUCKETS_PATH, when: [{ kind: 'deployment', is: 'cloud' }] }],
  },
  /** R3.17 (guard 9): with the scanner and a required licence, the security teaser gives way to the policies. */
  securityTeaser: {
    id: 'securityTeaser',
    feature: 'Security & Compliance',
    steps: [
      {
        kind: 'redirect',
        to: paths.securityPolicies(),
        when: [
          { kind: 'service', service: 'xray' },
          { kind: 'license', oneOf: SECURITY_POLICY_LICENSES },
        ],
      },
    ],
  },
  /**
   * R1.30–R1.32, R7.36: / and /home lead an admin of a lightweight instance to the General tree, an
   * admin with the platform get-started feature to get_started, everyone else to packages. The
   * first redirect that applies stands.
   */
  home: {
    id: 'home',
    feature: 'Home',
    steps: [
      {
        kind: 'redirect',
        to: paths.artifactTree('General'),
        when: [{ kind: 'admin' }, { kind: 'feature', flag: 'lightweightInstance', on: true }],
      },
      {
        kind: 'redirect',
        to: GET_STARTED_PATH,
        when: [{ kind: 'admin' }, { kind: 'feature', flag: 'platformGetStarted', on: true }],
      },
      { kind: 'redirect', to: paths.packages(), when: [] },
    ],
  },
} as const satisfies Record<string, VisibilityRule>;
