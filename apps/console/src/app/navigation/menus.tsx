import {
  ApiOutlined,
  AppstoreOutlined,
  BuildOutlined,
  BulbOutlined,
  ClusterOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  DeploymentUnitOutlined,
  FileProtectOutlined,
  FolderOpenOutlined,
  IdcardOutlined,
  LinkOutlined,
  LogoutOutlined,
  MacCommandOutlined,
  PlusOutlined,
  ProjectOutlined,
  ReadOutlined,
  RocketOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import {
  type ProjectSettingsSection,
  paths,
  projectSettingsSections,
  projectSettingsSectionTitles,
} from '../../shared/routing/paths.ts';
import type { MenuItem } from './menu-model.ts';

/*
 * The console's menus as data (admin-and-widgets.md §2): each entry names its target and the rules
 * that decide who sees it, and the sidebars, the grouped admin menu, the user menu and the route
 * guard read them. An area joins a menu when its screen exists in Arca (docs/decisions.md,
 * "Menus"): an entry leading nowhere would be a dead end.
 */

/** The application sidebar: what every visitor browses. */
export const applicationMenu: readonly MenuItem[] = [
  { key: 'packages', title: 'Packages', icon: <AppstoreOutlined />, route: paths.packages(), rules: ['packages'] },
  {
    key: 'artifacts',
    title: 'Artifacts',
    icon: <FolderOpenOutlined />,
    route: paths.artifactTree(),
    area: paths.repos(),
  },
  { key: 'builds', title: 'Builds', icon: <BuildOutlined />, route: paths.builds(), rules: ['builds'] },
  {
    key: 'integrations',
    title: 'Integrations',
    icon: <LinkOutlined />,
    route: paths.integrations(),
    rules: ['integrations'],
  },
  { key: 'topology', title: 'Topology', icon: <ClusterOutlined />, route: paths.topology(), flavors: ['adminOnly'] },
];

/**
 * The administration sidebar and the grouped admin menu (/admin/artifactory/list): administrators
 * only, and the server refuses every call behind it to anyone else.
 */
export const administrationMenu: readonly MenuItem[] = [
  {
    key: 'administration',
    title: 'Administration',
    // The group's title leads to every area at once, with the search (R1.50).
    route: paths.adminMenu(),
    rules: ['administration'],
    children: [
      {
        key: 'repositories',
        title: 'Repositories',
        description: 'Local, remote and virtual repositories and their package types.',
        icon: <DatabaseOutlined />,
        route: paths.adminRepositories(),
        area: '/admin/repositories',
      },
      {
        key: 'projects',
        title: 'Projects',
        description: 'Projects with their members, roles and environments.',
        icon: <ProjectOutlined />,
        route: paths.adminProjects(),
        area: '/admin/projects',
        rules: ['adminProjects'],
      },
      {
        key: 'userManagement',
        title: 'User Management',
        description: 'Who may sign in, and what they may do.',
        icon: <TeamOutlined />,
        children: [
          { key: 'users', title: 'Users', route: paths.adminUsers() },
          { key: 'groups', title: 'Groups', route: paths.adminGroups() },
          { key: 'permissions', title: 'Permissions', route: paths.adminPermissions() },
        ],
      },
      {
        key: 'configuration',
        title: 'Configuration',
        description: 'How the registry talks to other systems.',
        icon: <ApiOutlined />,
        children: [
          { key: 'general', title: 'General', route: paths.adminGeneralConfig() },
          { key: 'webhooks', title: 'Webhooks', route: paths.adminWebhooks() },
          { key: 'proxies', title: 'Proxies', route: paths.adminProxies(), area: '/admin/proxies' },
        ],
      },
      {
        key: 'platformManagement',
        title: 'Platform Management',
        description: 'The license this platform runs under.',
        icon: <FileProtectOutlined />,
        children: [{ key: 'licenses', title: 'Licenses', route: paths.licenses() }],
      },
      {
        key: 'monitoring',
        title: 'Monitoring',
        description: 'The health of every node and what the services write to their logs.',
        icon: <DashboardOutlined />,
        children: [
          { key: 'serviceStatus', title: 'Service Status', route: paths.adminServiceStatus() },
          { key: 'systemLogs', title: 'System Logs', route: paths.adminSystemLogs() },
        ],
      },
      {
        key: 'supportZone',
        title: 'Support Zone',
        description: 'Support bundles: logs, configuration and diagnostics in one download.',
        icon: <CustomerServiceOutlined />,
        route: paths.adminSupportZone(),
      },
    ],
  },
];

const projectSectionIcons: Record<ProjectSettingsSection, ReactNode> = {
  general: <SettingOutlined />,
  members: <TeamOutlined />,
  roles: <IdcardOutlined />,
  environments: <DeploymentUnitOutlined />,
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
      })),
    },
  ];
}

/** The logout entry's key: the user menu acts on it instead of navigating. */
export const LOGOUT_ITEM_KEY = 'logout';

/**
 * The user menu (R8.22): Getting Started and quick creation for administrators (R8.27's targets),
 * Edit Profile inserted before the last entry when the profile is updatable (R8.12), and Logout last.
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
    key: 'newRepository',
    title: 'New repository',
    icon: <PlusOutlined />,
    route: paths.adminRepositoryNew('local'),
    flavors: ['adminOnly'],
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
