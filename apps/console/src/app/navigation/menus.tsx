import {
  AppstoreOutlined,
  BuildOutlined,
  BulbOutlined,
  ClusterOutlined,
  CodeOutlined,
  CreditCardOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  DeploymentUnitOutlined,
  FolderOpenOutlined,
  HddOutlined,
  IdcardOutlined,
  LineChartOutlined,
  LinkOutlined,
  LogoutOutlined,
  MacCommandOutlined,
  PartitionOutlined,
  PlusOutlined,
  RadarChartOutlined,
  ReadOutlined,
  RocketOutlined,
  SafetyCertificateOutlined,
  SendOutlined,
  SettingOutlined,
  SwapOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  UserOutlined,
  WifiOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { companionAdminPaths } from '../../features/area-teasers/companion-admin-paths.ts';
import {
  type ProjectSettingsSection,
  paths,
  projectSettingsSections,
  projectSettingsSectionTitles,
} from '../../shared/routing/paths.ts';
// From the teasers' modules rather than their index, which would bring the teaser screens' widgets
// along with every menu.
import { SUBSCRIPTION_URL } from '../../shared/teasers/read-more.ts';
import { type TeaserData, teasers } from '../../shared/teasers/teaser-catalogue.ts';
import { teaserRule } from '../../shared/teasers/teaser-rules.ts';
import type { RuleRef } from '../../shared/visibility/index.ts';
import type { MenuItem } from './menu-model.ts';

export { administrationMenu } from './administration-menu.tsx';

/*
 * The console's menus as data (admin-and-widgets.md §2): each entry names its target and the rules
 * that decide who sees it, and the sidebars, the grouped admin menu, the user menu and the route
 * guard read them. An area joins a menu when its screen exists in Arca (docs/decisions.md,
 * "Menus"): an entry leading nowhere would be a dead end.
 */

/**
 * An anonymous visitor meets the scanner's screens only with its anonymous access on (R7.30);
 * below that view level the entries stay, disabled with the reason, so the visitor knows to log in.
 */
const scannerAnonymousView: RuleRef = {
  id: 'securityScanning.anonymousView',
  feature: 'Xray',
  steps: [{ kind: 'anonymousAccess', viewLevel: 'xrayAnonymousAccess' }],
};

/** The scanner's main-menu area (R8.14): its own screens, served once the scanner is installed. */
const xrayArea: MenuItem = {
  key: 'xray',
  title: 'Xray',
  icon: <SafetyCertificateOutlined />,
  rules: ['securityScanning', scannerAnonymousView],
  children: [
    { key: 'xray.scans', title: 'Scans List', route: '/xray/scans' },
    { key: 'xray.catalog', title: 'Packages Catalog', route: '/xray/catalog' },
    { key: 'xray.policies', title: 'Policies', route: paths.securityPolicies() },
    { key: 'xray.watches', title: 'Watches', route: '/xray/watches' },
    { key: 'xray.reports', title: 'Reports', route: '/xray/reports' },
    { key: 'xray.onDemand', title: 'On-Demand Scanning', route: '/xray/on-demand-scanning' },
    { key: 'xray.gitRepoScanning', title: 'Git Repo Scanning', route: '/xray/git-repo-scanning' },
    { key: 'xray.curation', title: 'Curation', route: '/xray/curation', rules: ['curation'] },
  ],
};

/** The pipelines main-menu area (R8.15): My Pipelines and Pipeline Sources are the console's own routes. */
const pipelinesArea: MenuItem = {
  key: 'pipelines',
  title: 'Pipelines',
  icon: <PartitionOutlined />,
  rules: ['pipelines'],
  children: [
    { key: 'pipelines.mine', title: 'My Pipelines', route: paths.pipelinesMain() },
    { key: 'pipelines.integrations', title: 'Integrations', route: '/pipelines/integrations' },
    { key: 'pipelines.sources', title: 'Pipeline Sources', route: paths.pipelineSources() },
    { key: 'pipelines.nodePools', title: 'Node Pools', route: '/pipelines/nodePools' },
    { key: 'pipelines.extensionTemplates', title: 'Extension Templates', route: '/pipelines/extensionTemplates' },
  ],
};

/** A teaser entry is for signed-in visitors: an anonymous one browses what is there, not what could be. */
const signedInTeaser = (teaser: TeaserData): readonly RuleRef[] => [
  { id: `${teaser.id}.signedIn`, feature: teaser.serviceTitle, steps: [{ kind: 'loggedIn' }] },
  teaserRule(teaser),
];

/**
 * The application sidebar (R8.13): what every visitor browses. A companion service's area shows
 * its screens once the service is installed and its teaser until then (R16.01), for the teaser's
 * audience; an area with neither stays out.
 */
export const applicationMenu: readonly MenuItem[] = [
  {
    key: 'dashboard',
    title: 'Dashboard',
    icon: <DashboardOutlined />,
    route: paths.overview(),
    flavors: ['adminOnly'],
  },
  { key: 'topology', title: 'Topology', icon: <ClusterOutlined />, route: paths.topology(), flavors: ['adminOnly'] },
  {
    key: 'trends',
    title: 'Trends',
    icon: <LineChartOutlined />,
    route: companionAdminPaths.trends,
    flavors: ['adminOnly'],
  },
  {
    key: 'quickSetup',
    title: 'Quick Setup',
    icon: <ThunderboltOutlined />,
    route: paths.quickSetup(),
    flavors: ['onboardingOnly'],
    rules: ['userOnboarding'],
  },
  {
    key: 'artifactory',
    title: 'Artifactory',
    children: [
      { key: 'packages', title: 'Packages', icon: <AppstoreOutlined />, route: paths.packages(), rules: ['packages'] },
      { key: 'builds', title: 'Builds', icon: <BuildOutlined />, route: paths.builds(), rules: ['builds'] },
      {
        key: 'artifacts',
        title: 'Artifacts',
        icon: <FolderOpenOutlined />,
        route: paths.artifactTree(),
        area: paths.repos(),
      },
    ],
  },
  xrayArea,
  {
    key: 'securityTeaser',
    title: 'Security & Compliance',
    icon: <SafetyCertificateOutlined />,
    route: paths.securityTeaser(),
    rules: signedInTeaser(teasers.securityAndCompliance),
  },
  { key: 'runtime', title: 'Runtime', icon: <RadarChartOutlined />, route: '/runtime', rules: ['runtime'] },
  {
    key: 'liveAssessment',
    title: 'Live Assessment',
    icon: <RadarChartOutlined />,
    route: '/runtime/live-assessment',
    rules: ['runtime'],
  },
  {
    key: 'distribution',
    title: 'Distribution',
    icon: <SendOutlined />,
    route: paths.releaseBundles(),
    area: paths.releaseBundles(),
    rules: ['distribution', 'releaseBundles'],
  },
  {
    key: 'distributionTeaser',
    title: 'Distribution',
    icon: <SendOutlined />,
    route: paths.releaseBundlesTeaser(),
    rules: signedInTeaser(teasers.releaseBundles),
  },
  pipelinesArea,
  {
    key: 'pipelinesTeaser',
    title: 'Pipelines',
    icon: <PartitionOutlined />,
    route: paths.pipelinesTeaser(),
    rules: signedInTeaser(teasers.pipelines),
  },
  {
    key: 'integrations',
    title: 'Integrations',
    icon: <LinkOutlined />,
    route: paths.integrations(),
    rules: ['integrations'],
  },
  // Device management at the edge has no place in a self-hosted registry: marked hidden (R8.09).
  { key: 'connect', title: 'Connect', icon: <WifiOutlined />, flavors: ['markedHidden'] },
];

const projectSectionIcons: Record<ProjectSettingsSection, ReactNode> = {
  overview: <DashboardOutlined />,
  general: <SettingOutlined />,
  members: <TeamOutlined />,
  roles: <IdcardOutlined />,
  repositories: <DatabaseOutlined />,
  storage: <HddOutlined />,
  environments: <DeploymentUnitOutlined />,
  'curated-repositories': <SafetyCertificateOutlined />,
};

/** Curated repositories are the scanner's curation, behind its flag (R7.28); the other sections need no more. */
const projectSectionRules: Partial<Record<ProjectSettingsSection, readonly RuleRef[]>> = {
  'curated-repositories': ['projectCuratedRepositories'],
};

/** The project settings sidebar (R8.21) for the selected project: its administrators only. */
export function projectSettingsMenu(projectKey: string): readonly MenuItem[] {
  return [
    {
      key: 'projectSettings',
      title: 'Project Settings',
      rules: ['projectSettings'],
      children: projectSettingsSections.map((section) => ({
        key: `project.${section}`,
        title: projectSettingsSectionTitles[section],
        icon: projectSectionIcons[section],
        route: paths.adminProjectSettings(projectKey, section),
        rules: projectSectionRules[section],
      })),
    },
  ];
}

/** The logout entry's key: the user menu acts on it instead of navigating. */
export const LOGOUT_ITEM_KEY = 'logout';

/**
 * The user menu (R8.22): Getting Started, the cloud subscription and quick creation for
 * administrators (R8.27's targets), Set Me Up with the new set-me-up, Edit Profile inserted before
 * the last entry when the profile is updatable (R8.12), and Logout last. Arca has one console, so
 * the switch between a classic and a new UI is marked hidden (R8.09).
 */
export const userMenu: readonly MenuItem[] = [
  {
    key: 'gettingStarted',
    title: 'Getting Started',
    icon: <RocketOutlined />,
    route: paths.getStarted(),
    flavors: ['adminOnly'],
  },
  {
    key: 'subscription',
    title: 'Cloud Subscription and Usage',
    icon: <CreditCardOutlined />,
    href: SUBSCRIPTION_URL,
    flavors: ['cloudOnly', 'adminOnly'],
  },
  {
    key: 'quickRepositoryCreation',
    title: 'Quick Repository Creation',
    icon: <ThunderboltOutlined />,
    route: paths.quickSetup(),
    flavors: ['adminOnly', 'onboardingOnly'],
  },
  { key: 'setMeUp', title: 'Set Me Up', icon: <CodeOutlined />, route: paths.getStarted(), flavors: ['newSetMeUp'] },
  {
    key: 'newRepository',
    title: 'New repository',
    icon: <PlusOutlined />,
    flavors: ['adminOnly'],
    children: [
      { key: 'newRepository.local', title: 'Local', route: paths.adminRepositoryNew('local') },
      { key: 'newRepository.remote', title: 'Remote', route: paths.adminRepositoryNew('remote') },
      { key: 'newRepository.virtual', title: 'Virtual', route: paths.adminRepositoryNew('virtual') },
    ],
  },
  { key: 'newUser', title: 'New user', icon: <UserOutlined />, route: paths.adminUserNew(), flavors: ['adminOnly'] },
  { key: 'newGroup', title: 'New group', icon: <TeamOutlined />, route: paths.adminGroupNew(), flavors: ['adminOnly'] },
  {
    key: 'newPermission',
    title: 'New permission',
    icon: <SafetyCertificateOutlined />,
    route: paths.adminPermissionCreate(),
    flavors: ['adminOnly'],
  },
  { key: 'switchUi', title: 'Switch to Classic UI', icon: <SwapOutlined />, flavors: ['markedHidden'] },
  {
    key: 'editProfile',
    title: 'Edit Profile',
    icon: <UserOutlined />,
    route: paths.userProfile(),
    flavors: ['profileUpdatable'],
  },
  { key: LOGOUT_ITEM_KEY, title: 'Logout', icon: <LogoutOutlined />, route: paths.logout() },
];

/** The help menu entry that opens the keyboard shortcuts dialog instead of navigating. */
export const KEYBOARD_SHORTCUTS_ITEM_KEY = 'keyboardShortcuts';

/**
 * The help menu (R8.23): Documentation and Learning Center need a documentation site, which a
 * self-hosted Arca does not have, so they are marked hidden and filtered out (R8.24) until one is
 * configured; Keyboard Shortcuts opens the list of the console's shortcuts.
 */
export const helpMenu: readonly MenuItem[] = [
  { key: 'documentation', title: 'Documentation', icon: <ReadOutlined />, flavors: ['markedHidden'] },
  { key: 'learningCenter', title: 'Learning Center', icon: <BulbOutlined />, flavors: ['markedHidden'] },
  { key: KEYBOARD_SHORTCUTS_ITEM_KEY, title: 'Keyboard Shortcuts', icon: <MacCommandOutlined /> },
];
