import { describe, expect, it } from 'vitest';
import { areaTeasers } from '../../features/area-teasers/area-catalogue.ts';
import { SUBSCRIPTION_URL } from '../../shared/teasers/index.ts';
import { type ContextSketch, contextOf } from '../../shared/visibility/visibility-test-data.ts';
import { leavesOf, type MenuItem, type ResolvedMenuItem, resolveMenu } from './menu-model.ts';
import { administrationMenu, applicationMenu, userMenu } from './menus.tsx';

const resolved = (items: readonly MenuItem[], sketch: ContextSketch = {}) => resolveMenu(items, contextOf(sketch));
const leafKeys = (items: readonly MenuItem[], sketch: ContextSketch = {}) =>
  leavesOf(resolved(items, sketch)).map(({ item }) => item.key);

/** Every entry of a menu, groups and leaves, as the visitor sees it. */
function flatten(items: readonly ResolvedMenuItem[]): ResolvedMenuItem[] {
  return items.flatMap((entry) => [entry, ...flatten(entry.children)]);
}
const titlesOf = (items: readonly ResolvedMenuItem[]) => flatten(items).map(({ item }) => item.title);
const entry = (items: readonly ResolvedMenuItem[], key: string) => flatten(items).find(({ item }) => item.key === key);
const childTitles = (items: readonly ResolvedMenuItem[], key: string) =>
  (entry(items, key)?.children ?? []).map(({ item }) => item.title);
const targets = (items: readonly ResolvedMenuItem[]) => leavesOf(items).map(({ to }) => to);

/** Every companion service installed and available. */
const allServices = {
  artifactory: '7.77.0',
  xray: '3.80.0',
  pipelines: '1.40.0',
  missionControl: '4.9.0',
  runtime: '1.0.0',
  distribution: '2.20.0',
};
const everything: ContextSketch = {
  admin: true,
  services: allServices,
  features: ['curation', 'environments', 'federatedMonitoring'],
  settings: ['quickActionVisible', 'onboardingAllowed', 'coldStorageUrlConfigured'],
};

describe('the main menu', () => {
  it('R8.13 offers dashboard, topology, trends, artifactory, quick setup, packages, builds, artifacts, xray, runtime, live assessment, distribution, pipelines, integrations and connect', () => {
    const main = applicationMenu.map((item) => item.key);
    expect(main).toEqual(
      expect.arrayContaining(['dashboard', 'topology', 'trends', 'quickSetup', 'artifactory', 'xray', 'runtime']),
    );
    expect(main).toEqual(
      expect.arrayContaining(['liveAssessment', 'distribution', 'pipelines', 'integrations', 'connect']),
    );
    const artifactory = applicationMenu.find((item) => item.key === 'artifactory');
    expect(artifactory?.children?.map((item) => item.key)).toEqual(['packages', 'builds', 'artifacts']);
    // With every service and setting there, an administrator sees all of them but the hidden Connect.
    expect(titlesOf(resolved(applicationMenu, everything))).toEqual(
      expect.arrayContaining(['Dashboard', 'Topology', 'Trends', 'Quick Setup', 'Artifactory', 'Packages', 'Builds']),
    );
    expect(titlesOf(resolved(applicationMenu, everything))).toEqual(
      expect.arrayContaining([
        'Artifacts',
        'Xray',
        'Runtime',
        'Live Assessment',
        'Distribution',
        'Pipelines',
        'Integrations',
      ]),
    );
    expect(leafKeys(applicationMenu, everything)).not.toContain('connect');
  });

  it('R8.13 R16.01 shows a missing service as its teaser and never as a link into its absent screens', () => {
    const admin = resolved(applicationMenu, { admin: true });
    expect(entry(admin, 'xray')).toBeUndefined();
    expect(entry(admin, 'pipelines')).toBeUndefined();
    expect(entry(admin, 'securityTeaser')?.to).toBe('/security-and-compliance-teaser');
    expect(entry(admin, 'pipelinesTeaser')?.to).toBe('/pipelines-teaser');
    expect(entry(admin, 'distributionTeaser')?.to).toBe('/release-bundles-teaser');
    expect(entry(admin, 'trends')?.to).toBe('/trends');
    // Once installed, the service's area replaces its teaser.
    // An anonymous visitor browses what is there, not what could be.
    const anonymous = resolved(applicationMenu, { anonymous: true, anonymousAccess: true });
    expect(leavesOf(anonymous).map(({ item }) => item.key)).toEqual(['packages', 'artifacts']);
    const installed = resolved(applicationMenu, everything);
    expect(entry(installed, 'securityTeaser')).toBeUndefined();
    expect(entry(installed, 'pipelinesTeaser')).toBeUndefined();
    expect(entry(installed, 'distributionTeaser')).toBeUndefined();
  });

  it('R8.14 holds scans list, packages catalog, policies, watches, reports, on-demand scanning, git repo scanning and curation under xray', () => {
    expect(childTitles(resolved(applicationMenu, everything), 'xray')).toEqual([
      'Scans List',
      'Packages Catalog',
      'Policies',
      'Watches',
      'Reports',
      'On-Demand Scanning',
      'Git Repo Scanning',
      'Curation',
    ]);
    // Curation needs its flag as well.
    const withoutCuration = { ...everything, features: [] };
    expect(childTitles(resolved(applicationMenu, withoutCuration), 'xray')).not.toContain('Curation');
  });

  it('R8.15 holds my pipelines, integrations, pipeline sources, node pools and extension templates under pipelines', () => {
    const menu = resolved(applicationMenu, everything);
    expect(childTitles(menu, 'pipelines')).toEqual([
      'My Pipelines',
      'Integrations',
      'Pipeline Sources',
      'Node Pools',
      'Extension Templates',
    ]);
    expect(entry(menu, 'pipelines.mine')?.to).toBe('/pipelines/myPipelines');
    expect(entry(menu, 'pipelines.sources')?.to).toBe('/pipelines/pipelineSources');
  });
});

describe('the administration menu', () => {
  const admin = resolved(administrationMenu, { admin: true });

  it('R8.16 R8.01 holds every admin area, each leading to a screen or a teaser', () => {
    const areas = resolved(administrationMenu, everything)[0]?.children.map(({ item }) => item.title);
    expect(areas).toEqual([
      'Repositories',
      'Projects',
      'Environments',
      'User Management',
      'Authentication Providers',
      'Configuration',
      'Key Management',
      'Data Management',
      'Applications',
      'Platform Management',
      'Monitoring',
      'Xray',
      'Support Zone',
    ]);
    const entries = titlesOf(resolved(administrationMenu, everything));
    for (const area of ['Property Sets', 'HTTP Settings', 'Backups', 'Maven Indexer', 'Retention Policies']) {
      expect(entries).toContain(area);
    }
    for (const area of [
      'Cold Storage Monitoring',
      'Import & Export',
      'Security Descriptor',
      'Mail',
      'Webhooks',
      'Proxies',
    ]) {
      expect(entries, area).toContain(area);
    }
    // Cold storage monitoring needs a configured cold instance (R7.34).
    expect(titlesOf(admin)).not.toContain('Cold Storage Monitoring');
    // No entry leads nowhere.
    expect(targets(admin).every((to) => typeof to === 'string' && to.startsWith('/'))).toBe(true);
  });

  it('R8.16 sends the areas Arca does not have yet to their teaser page', () => {
    const byKey = (key: keyof typeof areaTeasers) => entry(admin, key)?.to;
    expect(byKey('propertySets')).toBe('/admin/artifactory/property_sets');
    expect(byKey('backups')).toBe('/admin/artifactory/backups');
    expect(byKey('applications')).toBe('/admin/applications');
    for (const area of Object.values(areaTeasers)) expect(area.points.length).toBeGreaterThan(0);
  });

  it('R8.17 holds ssh, signing, rsa, trusted keys and certificates under key management', () => {
    expect(childTitles(admin, 'keyManagement')).toEqual([
      'SSH',
      'Signing Keys',
      'RSA Keys',
      'Trusted Keys',
      'Certificates',
    ]);
  });

  it('R8.18 holds registered JPDs, deployment bindings, licenses, bucket management and xray trial license under platform management', () => {
    expect(childTitles(resolved(administrationMenu, everything), 'platformManagement')).toEqual([
      'Registered JPDs',
      'Deployment Bindings',
      'Licenses',
      'Bucket Management',
      'Xray Trial License',
    ]);
    // Registered platforms and bindings are mission control's screens (R7.24).
    expect(childTitles(admin, 'platformManagement')).toEqual(['Licenses', 'Bucket Management', 'Xray Trial License']);
  });

  it('R8.19 holds users, groups, global roles, permissions, tokens and access federation under user management', () => {
    expect(childTitles(admin, 'userManagement')).toEqual([
      'Users',
      'Groups',
      'Global Roles',
      'Permissions',
      'Access Tokens',
      'Access Federation',
    ]);
    expect(entry(admin, 'tokens')?.to).toBe('/admin/management/tokens');
  });

  it('R8.20 holds LDAP, SAML SSO, OAuth, HTTP SSO, Crowd, SCIM and vault under authentication providers', () => {
    expect(childTitles(admin, 'authenticationProviders')).toEqual([
      'LDAP',
      'SAML SSO',
      'OAuth',
      'HTTP SSO',
      'Crowd',
      'SCIM',
      'Vault',
    ]);
    expect(entry(admin, 'oauth')?.to).toBe('/admin/authentication_providers/oauth');
    expect(entry(admin, 'crowd')?.to).toBe('/admin/authentication_providers/crowd');
    expect(entry(admin, 'ldap')?.to).toBe('/admin/authentication_providers/ldap');
  });

  it('R8.26 leads to the scanner administration targets once the scanner is installed', () => {
    expect(targets(resolved(administrationMenu, everything))).toEqual(
      expect.arrayContaining([
        '/admin/xray/general/indexed_resources',
        '/admin/xray/general/database_sync',
        '/admin/xray/general/webhooks',
        '/admin/xray/general/integrations/jira_integration',
        '/admin/xray/advanced/general',
        '/admin/xray/system_messages',
        '/admin/xray/advanced/system_monitoring',
        '/admin/xray/advanced/manage_licenses',
        '/admin/xray/list',
        '/admin/xray/policiesGovernance/policies',
      ]),
    );
    expect(entry(admin, 'xray')).toBeUndefined();
  });

  it('R8.27 R8.28 leads to the mission control, projects, creation, profile, logout and monitoring targets', () => {
    const adminTargets = targets(resolved(administrationMenu, everything));
    const userTargets = targets(resolved(userMenu, { ...everything, settings: ['profileUpdatable'] }));
    expect([...adminTargets, ...userTargets]).toEqual(
      expect.arrayContaining([
        '/admin/mission_control/topology',
        '/admin/projects/list',
        '/admin/repositories/local/new',
        '/admin/repositories/remote/new',
        '/admin/repositories/virtual/new',
        '/admin/management/users/new',
        '/admin/management/groups/new',
        '/admin/management/permissions/create',
        '/user_profile',
        '/logout',
        '/admin/monitoring/storage-summary',
        '/admin/monitoring/federation-status',
        '/admin/mission_control/replications',
      ]),
    );
  });
});

describe('the user menu', () => {
  it('R8.22 offers Getting Started, the cloud subscription, quick repository creation, Set Me Up, creation, Edit Profile and Logout', () => {
    const sketch: ContextSketch = {
      admin: true,
      cloud: true,
      features: ['artifactsBrowser'],
      settings: ['quickActionVisible', 'profileUpdatable'],
    };
    expect(resolved(userMenu, sketch).map(({ item }) => item.title)).toEqual([
      'Getting Started',
      'Cloud Subscription and Usage',
      'Quick Repository Creation',
      'Set Me Up',
      'New repository',
      'New user',
      'New group',
      'New permission',
      'Edit Profile',
      'Logout',
    ]);
    expect(childTitles(resolved(userMenu, sketch), 'newRepository')).toEqual(['Local', 'Remote', 'Virtual']);
    // Arca has one console: the switch between a classic and a new UI is marked hidden.
    expect(userMenu.find((item) => item.key === 'switchUi')?.flavors).toEqual(['markedHidden']);
    expect(leafKeys(userMenu, { features: ['artifactsBrowser'] })).toEqual(['setMeUp', 'logout']);
  });

  it('R8.11 links the manage-subscription item to the subscription URL, on cloud only', () => {
    const subscription = entry(resolved(userMenu, { admin: true, cloud: true }), 'subscription');
    expect(subscription?.item.href).toBe(SUBSCRIPTION_URL);
    expect(entry(resolved(userMenu, { admin: true }), 'subscription')).toBeUndefined();
  });
});
