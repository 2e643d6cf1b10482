import {
  ApiOutlined,
  AppstoreAddOutlined,
  CloudServerOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  DeploymentUnitOutlined,
  FileProtectOutlined,
  KeyOutlined,
  LoginOutlined,
  ProjectOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { type AreaTeaserKey, areaTeasers } from '../../features/area-teasers/area-catalogue.ts';
import { companionAdminPaths } from '../../features/area-teasers/companion-admin-paths.ts';
import { paths } from '../../shared/routing/paths.ts';
import type { MenuItem } from './menu-model.ts';

/** An entry for an area Arca does not have yet: it leads to the area's teaser page. */
function teaserEntry(key: AreaTeaserKey, extra: Partial<MenuItem> = {}): MenuItem {
  const area = areaTeasers[key];
  return { key, title: area.title, route: area.path, ...extra };
}

/** The scanner's administration targets (R8.26): its own screens, so only with the scanner installed. */
const xrayAdminTargets: readonly MenuItem[] = [
  { key: 'xray.indexedResources', title: 'Indexed Resources', route: '/admin/xray/general/indexed_resources' },
  { key: 'xray.databaseSync', title: 'Database Sync', route: '/admin/xray/general/database_sync' },
  { key: 'xray.webhooks', title: 'Xray Webhooks', route: '/admin/xray/general/webhooks' },
  { key: 'xray.jira', title: 'Jira Integration', route: '/admin/xray/general/integrations/jira_integration' },
  { key: 'xray.settings', title: 'Xray Settings', route: '/admin/xray/advanced/general' },
  { key: 'xray.systemMessages', title: 'System Messages', route: '/admin/xray/system_messages' },
  { key: 'xray.systemMonitoring', title: 'System Monitoring', route: '/admin/xray/advanced/system_monitoring' },
  { key: 'xray.licenses', title: 'Manage Licenses', route: '/admin/xray/advanced/manage_licenses' },
  { key: 'xray.menu', title: 'All Xray Settings', route: '/admin/xray/list' },
  { key: 'xray.policies', title: 'Policies', route: '/admin/xray/policiesGovernance/policies' },
];

/** A mission control target (R7.24): the service's own screen, so only with mission control installed. */
const missionControlTarget = (key: string, title: string, route: string): MenuItem => ({
  key,
  title,
  route,
  rules: ['missionControl'],
});

/**
 * The administration sidebar and the grouped admin menu (/admin/artifactory/list): administrators
 * only, and the server refuses every call behind it to anyone else. Every area of R8.16 is here:
 * Arca's own screens, areas it does not have yet as teaser pages, and companion services' areas
 * as their service's teaser, so no entry leads nowhere (docs/decisions.md, "Menus").
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
        key: 'environments',
        title: 'Environments',
        description: 'The stages, such as DEV and PROD, that every project can assign its repositories to.',
        icon: <DeploymentUnitOutlined />,
        // Arca always has environments: the flag that gates them elsewhere is never sent (docs/decisions.md).
        route: paths.adminEnvironments(),
      },
      {
        key: 'userManagement',
        title: 'User Management',
        description: 'Who may sign in, and what they may do.',
        icon: <TeamOutlined />,
        children: [
          { key: 'users', title: 'Users', route: paths.adminUsers() },
          { key: 'groups', title: 'Groups', route: paths.adminGroups() },
          teaserEntry('globalRoles'),
          { key: 'permissions', title: 'Permissions', route: paths.adminPermissions() },
          { key: 'tokens', title: 'Access Tokens', route: paths.adminTokens() },
          teaserEntry('accessFederation'),
        ],
      },
      {
        key: 'authenticationProviders',
        title: 'Authentication Providers',
        description: 'Where people may sign in from besides their Arca password.',
        icon: <LoginOutlined />,
        children: [
          teaserEntry('ldap'),
          teaserEntry('saml'),
          { key: 'oauth', title: 'OAuth', route: paths.adminOAuth() },
          teaserEntry('httpSso'),
          { key: 'crowd', title: 'Crowd', route: paths.adminCrowd() },
          teaserEntry('scim'),
          teaserEntry('vault'),
        ],
      },
      {
        key: 'configuration',
        title: 'Configuration',
        description: 'How the registry presents itself and talks to other systems.',
        icon: <ApiOutlined />,
        children: [
          { key: 'general', title: 'General', route: paths.adminGeneralConfig() },
          teaserEntry('propertySets'),
          teaserEntry('httpSettings'),
          teaserEntry('mail'),
          { key: 'webhooks', title: 'Webhooks', route: paths.adminWebhooks() },
          { key: 'proxies', title: 'Proxies', route: paths.adminProxies(), area: '/admin/proxies' },
          teaserEntry('securityDescriptor'),
        ],
      },
      {
        key: 'keyManagement',
        title: 'Key Management',
        description: 'Keys and certificates the platform signs and connects with.',
        icon: <KeyOutlined />,
        children: [
          teaserEntry('sshKeys'),
          teaserEntry('signingKeys'),
          teaserEntry('rsaKeys'),
          teaserEntry('trustedKeys'),
          teaserEntry('certificates'),
        ],
      },
      {
        key: 'dataManagement',
        title: 'Data Management',
        description: 'Backups, indexes, retention and moving data in and out.',
        icon: <CloudServerOutlined />,
        children: [
          teaserEntry('backups'),
          teaserEntry('mavenIndexer'),
          teaserEntry('retentionPolicies'),
          teaserEntry('coldStorage', { rules: ['coldStorage'] }),
          teaserEntry('importExport'),
        ],
      },
      teaserEntry('applications', { description: areaTeasers.applications.summary, icon: <AppstoreAddOutlined /> }),
      {
        key: 'platformManagement',
        title: 'Platform Management',
        description: 'The licence this platform runs under, and the platforms it works with.',
        icon: <FileProtectOutlined />,
        children: [
          missionControlTarget('registeredPlatforms', 'Registered JPDs', companionAdminPaths.registeredPlatforms),
          missionControlTarget('deploymentBindings', 'Deployment Bindings', companionAdminPaths.deploymentBindings),
          { key: 'licenses', title: 'Licenses', route: paths.licenses() },
          // Both lead to their service's teaser while it is missing (CompanionArea).
          { key: 'bucketManagement', title: 'Bucket Management', route: companionAdminPaths.licenseBuckets },
          { key: 'xrayTrialLicense', title: 'Xray Trial License', route: companionAdminPaths.xrayTrialLicense },
        ],
      },
      {
        key: 'monitoring',
        title: 'Monitoring',
        description: 'The health of every node and what the services write to their logs.',
        icon: <DashboardOutlined />,
        children: [
          { key: 'serviceStatus', title: 'Service Status', route: paths.adminServiceStatus() },
          { key: 'systemLogs', title: 'System Logs', route: paths.adminSystemLogs() },
          { key: 'storageSummary', title: 'Storage Summary', route: paths.adminStorageSummary() },
          teaserEntry('federationStatus', { rules: ['federationStatus'] }),
          missionControlTarget('replications', 'Replications', companionAdminPaths.replications),
          missionControlTarget('missionControlTopology', 'Topology', companionAdminPaths.missionControlTopology),
        ],
      },
      {
        key: 'xray',
        title: 'Xray',
        description: 'The security scanner: what it indexes, its policies and its licences.',
        icon: <SafetyCertificateOutlined />,
        rules: ['securityScanning'],
        children: xrayAdminTargets,
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
