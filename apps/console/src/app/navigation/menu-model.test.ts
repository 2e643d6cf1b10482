import { describe, expect, it } from 'vitest';
import { type ContextSketch, contextOf } from '../../shared/visibility/visibility-test-data.ts';
import { adminAreas } from './admin-menu-page.tsx';
import { splitByMatch } from './highlight.tsx';
import {
  groupKeysOf,
  leavesOf,
  type MenuItem,
  type ResolvedMenuItem,
  resolveMenu,
  selectedMenuKeys,
} from './menu-model.ts';
import { administrationMenu, applicationMenu, projectSettingsMenu, userMenu } from './menus.tsx';

const keys = (items: readonly ResolvedMenuItem[]) => leavesOf(items).map(({ item }) => item.key);
const shown = (items: readonly MenuItem[], sketch: ContextSketch = {}) => keys(resolveMenu(items, contextOf(sketch)));

describe('menu items', () => {
  it('R8.29 carry a title, a route or href, an icon, flavors and an entitlement, each of which counts', () => {
    const item: MenuItem = {
      key: 'scans',
      title: 'Scans List',
      route: '/scans',
      href: 'https://example.com/scans',
      icon: 'icon',
      flavors: ['adminOnly'],
      entitlement: 'xray',
    };
    const enforced = { enforced: true, products: [] };
    expect(shown([item], { admin: true })).toEqual(['scans']);
    expect(shown([item], { admin: false })).toEqual([]);
    expect(shown([item], { admin: true, entitlements: enforced })).toEqual([]);
  });

  it('R7.31 R7.32 hide an entry whose product is not entitled only when entitlements are enforced', () => {
    const item: MenuItem = { key: 'pipelines', title: 'Pipelines', route: '/pipelines', entitlement: 'pipelines' };
    expect(shown([item], { entitlements: { enforced: true, products: ['xray'] } })).toEqual([]);
    expect(shown([item], { entitlements: { enforced: true, products: ['pipelines'] } })).toEqual(['pipelines']);
    expect(shown([item], { entitlements: { enforced: false, products: [] } })).toEqual(['pipelines']);
  });
});

describe('navigation-bar filters', () => {
  const item = (flavor: MenuItem['flavors']): MenuItem => ({
    key: 'item',
    title: 'Item',
    route: '/x',
    flavors: flavor,
  });

  it('R8.05 hide licence-required items without a licence', () => {
    expect(shown([item(['licenseRequired'])], { license: 'N/A' })).toEqual([]);
    expect(shown([item(['licenseRequired'])], { license: 'OSS' })).toEqual(['item']);
  });

  it('R8.06 hide cloud-only items off cloud', () => {
    expect(shown([item(['cloudOnly'])])).toEqual([]);
    expect(shown([item(['cloudOnly'])], { cloud: true })).toEqual(['item']);
  });

  it('R8.07 hide admin-only items, the quick-creation entries among them, from non-admins', () => {
    expect(shown([item(['adminOnly'])])).toEqual([]);
    expect(shown(userMenu, { settings: ['profileUpdatable'] })).toEqual(['editProfile', 'logout']);
    expect(shown(userMenu, { admin: true })).toEqual([
      'gettingStarted',
      'newRepository.local',
      'newRepository.remote',
      'newRepository.virtual',
      'newUser',
      'newGroup',
      'newPermission',
      'logout',
    ]);
  });

  it('R8.08 hide items of the new set-me-up without the artifacts-browser feature', () => {
    expect(shown([item(['newSetMeUp'])])).toEqual([]);
    expect(shown([item(['newSetMeUp'])], { features: ['artifactsBrowser'] })).toEqual(['item']);
  });

  it('R8.09 remove items marked hidden', () => {
    expect(shown([item(['markedHidden'])], { admin: true, features: ['artifactsBrowser'] })).toEqual([]);
  });

  it('R8.10 hide onboarding-only items unless the quick action is visible', () => {
    expect(shown([item(['onboardingOnly'])])).toEqual([]);
    expect(shown([item(['onboardingOnly'])], { settings: ['quickActionVisible'] })).toEqual(['item']);
  });

  it('R8.12 insert Edit Profile before the last entry only when the profile is updatable', () => {
    const entries = shown(userMenu, { admin: true, settings: ['profileUpdatable'] });
    expect(entries.at(-1)).toBe('logout');
    expect(entries.at(-2)).toBe('editProfile');
    expect(shown(userMenu, { admin: true })).not.toContain('editProfile');
  });
});

describe('resolveMenu', () => {
  const group: MenuItem = {
    key: 'group',
    title: 'Group',
    rules: ['administration'],
    children: [
      { key: 'open', title: 'Open', route: '/open' },
      { key: 'gated', title: 'Gated', route: '/gated', flavors: ['cloudOnly'] },
    ],
  };

  it('applies a group rule to its children and drops a group none of whose children shows', () => {
    expect(shown([group], { admin: true })).toEqual(['open']);
    expect(shown([group], { admin: false })).toEqual([]);
    const onlyGated = { ...group, children: group.children?.slice(1) ?? [] };
    expect(resolveMenu([onlyGated], contextOf({ admin: true }))).toEqual([]);
  });

  it('shows only the entries that need no rule while the context loads: every gate stays closed', () => {
    expect(keys(resolveMenu(applicationMenu, undefined))).toEqual(['artifacts']);
    expect(resolveMenu(administrationMenu, undefined)).toEqual([]);
  });

  it('R7.37 keeps a licence-gated entry, disabled with the unsupported-feature text', () => {
    const menu = resolveMenu(administrationMenu, contextOf({ admin: true, license: 'OSS' }));
    const projects = leavesOf(menu).find(({ item }) => item.key === 'projects');
    expect(projects?.outcome).toMatchObject({
      kind: 'disabled',
      reason: { code: 'license', message: 'Projects is not supported in OSS version' },
    });
    const licensed = resolveMenu(administrationMenu, contextOf({ admin: true, license: 'COMMERCIAL' }));
    expect(leavesOf(licensed).find(({ item }) => item.key === 'projects')?.outcome).toEqual({ kind: 'visible' });
  });

  it('R7.30 disables the scanner entries for an anonymous visitor below the scanner view level', () => {
    const xrayEntries = (sketch: ContextSketch) =>
      leavesOf(resolveMenu(applicationMenu, contextOf(sketch))).filter(({ item }) => item.key.startsWith('xray.'));
    const anonymous = { anonymous: true, anonymousAccess: true, services: { artifactory: '7.77.0', xray: '3.80.0' } };
    const below = xrayEntries(anonymous);
    expect(below.length).toBeGreaterThan(0);
    for (const entry of below) expect(entry.outcome).toEqual({ kind: 'disabled', reason: { code: 'anonymous' } });
    const allowed = xrayEntries({ ...anonymous, xrayAnonymousAccess: true });
    expect(allowed.map(({ outcome }) => outcome.kind)).toEqual(below.map(() => 'visible'));
    const signedIn = xrayEntries({ services: anonymous.services });
    expect(signedIn.every(({ outcome }) => outcome.kind === 'visible')).toBe(true);
  });

  it('R7.29 hides the administration menu from non-admins', () => {
    const forAdmins = shown(administrationMenu, { admin: true });
    expect(forAdmins).toEqual(expect.arrayContaining(['repositories', 'users', 'tokens', 'oauth', 'supportZone']));
    expect(forAdmins.length).toBeGreaterThan(30);
    expect(shown(administrationMenu, { admin: false })).toEqual([]);
  });

  it('R7.05 R8.21 gives a project administrator the settings of the selected project only', () => {
    const menu = projectSettingsMenu('alpha');
    expect(shown(menu, { projectAdmin: true, projectKey: 'alpha' })).toEqual([
      'project.overview',
      'project.general',
      'project.members',
      'project.roles',
      'project.repositories',
      'project.storage',
      'project.environments',
    ]);
    // Curated repositories are the scanner's curation, behind its flag.
    expect(shown(menu, { projectAdmin: true, projectKey: 'alpha', features: ['curation'] })).toContain(
      'project.curated-repositories',
    );
    expect(leavesOf(resolveMenu(menu, contextOf({ projectAdmin: true, projectKey: 'alpha' })))[0]?.to).toBe(
      '/admin/projects/alpha/overview',
    );
    expect(shown(menu, { projectAdmin: true, projectKey: 'default' })).toEqual([]);
    expect(shown(menu, { projectAdmin: false, projectKey: 'alpha' })).toEqual([]);
  });

  it('R11.21 hides packages and builds on a lightweight instance', () => {
    const teasers = ['securityTeaser', 'distributionTeaser', 'pipelinesTeaser'];
    expect(shown(applicationMenu)).toEqual(['packages', 'builds', 'artifacts', ...teasers, 'integrations']);
    expect(shown(applicationMenu, { features: ['lightweightInstance'] })).toEqual([
      'artifacts',
      ...teasers,
      'integrations',
    ]);
  });
});

describe('selection', () => {
  const menu = resolveMenu(administrationMenu, contextOf({ admin: true }));

  it('selects the entry whose area holds the path, and knows every group', () => {
    expect(selectedMenuKeys(menu, '/admin/management/groups/new')).toEqual(['groups']);
    expect(selectedMenuKeys(menu, '/admin/repositories/remote')).toEqual(['repositories']);
    expect(selectedMenuKeys(menu, '/admin/management/usersx')).toEqual([]);
    expect(selectedMenuKeys(menu, '/admin/monitoring/system_logs')).toEqual(['systemLogs']);
    expect(groupKeysOf(menu)).toEqual([
      'administration',
      'userManagement',
      'authenticationProviders',
      'configuration',
      'keyManagement',
      'dataManagement',
      'platformManagement',
      'monitoring',
    ]);
  });
});

describe('the grouped admin menu', () => {
  const menu = resolveMenu(administrationMenu, contextOf({ admin: true }));
  const titles = (query: string) =>
    adminAreas(menu, query).map(({ area, entries }) => [area.item.title, entries.map(({ item }) => item.title)]);

  it('R8.25 narrows the areas to the entries that match, or to whole areas whose name matches', () => {
    expect(titles('')).toHaveLength(12);
    expect(titles('GROUP')).toEqual([['User Management', ['Groups']]]);
    expect(titles('user man')).toEqual([
      ['User Management', ['Users', 'Groups', 'Global Roles', 'Permissions', 'Access Tokens', 'Access Federation']],
    ]);
    expect(titles('licen')).toEqual([['Platform Management', ['Licenses', 'Xray Trial License']]]);
    expect(titles('nothing like this')).toEqual([]);
  });

  it('R8.25 marks every occurrence of the query, whatever its case', () => {
    expect(splitByMatch('Permissions', 'SS')).toEqual([
      { text: 'Permi', match: false },
      { text: 'ss', match: true },
      { text: 'ions', match: false },
    ]);
    expect(splitByMatch('a-a-a', 'A')).toEqual([
      { text: 'a', match: true },
      { text: '-', match: false },
      { text: 'a', match: true },
      { text: '-', match: false },
      { text: 'a', match: true },
    ]);
    expect(splitByMatch('Users', ' US ')).toEqual([
      { text: 'Us', match: true },
      { text: 'ers', match: false },
    ]);
    expect(splitByMatch('Users', '')).toEqual([{ text: 'Users', match: false }]);
  });
});
