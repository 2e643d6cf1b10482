import { encodeRepoPath, type RepositoryClass } from '@arca/contract';

/**
 * Path builders for every console route, relative to the router's basename (/ui). Components and
 * guards build paths here and never spell them out, so a moved route changes in one place.
 * They live in shared/ rather than app/ because features link to each other's screens and may
 * only import downwards.
 */

/** The router's basename: the console is served under /ui/ (R1.01). */
export const BASENAME = '/ui';

/** A browser path relative to the basename, as routes and guards spell them. */
export function withoutBasename(pathname: string): string {
  if (pathname === BASENAME) return '/';
  return pathname.startsWith(`${BASENAME}/`) ? pathname.slice(BASENAME.length) : pathname;
}

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.set(key, value);
  }
  const text = search.toString();
  return text === '' ? path : `${path}?${text}`;
}

/** The sections of a project's settings (R8.21), each its own page in the project settings sidebar. */
export const projectSettingsSections = [
  'overview',
  'general',
  'members',
  'roles',
  'repositories',
  'storage',
  'environments',
  'curated-repositories',
] as const;
export type ProjectSettingsSection = (typeof projectSettingsSections)[number];

/** How the project settings menus name each section. */
export const projectSettingsSectionTitles: Record<ProjectSettingsSection, string> = {
  overview: 'Overview',
  general: 'General',
  members: 'Members',
  roles: 'Roles',
  repositories: 'Repositories',
  storage: 'Storage',
  environments: 'Environments',
  'curated-repositories': 'Curated Repositories',
};

export const paths = {
  root: () => '/',
  home: () => '/home',
  login: (options: { redirectTo?: string; logout?: boolean } = {}) =>
    withQuery('/login', { logout: options.logout ? 'true' : undefined, redirectTo: options.redirectTo }),
  logout: () => '/logout',
  /** The alias of /login (R1.05). */
  auth: () => '/auth',
  forgotPassword: () => '/login/forgot-password',
  /** Where a JFrog CLI browser login is confirmed (R4.13). */
  cliLogin: () => '/login/cli',
  resetPassword: () => '/login/reset-password',
  /** Self-registration (R1.14). */
  registration: () => '/login/registration',
  /** Registration on the way to a JFrog CLI browser login (R1.16). */
  cliRegistration: () => '/login/cli-registration',
  /** The reset path that mails of older versions link to (R1.19). */
  authResetPassword: () => '/auth/reset-password',
  changePassword: (options: { userName?: string; redirectTo?: string } = {}) =>
    withQuery('/login/change-password', { userName: options.userName, redirectTo: options.redirectTo }),
  otpLogin: (options: { redirectTo?: string } = {}) =>
    withQuery('/login/otp-login', { redirectTo: options.redirectTo }),
  mfaEnroll: (options: { redirectTo?: string } = {}) =>
    withQuery('/login/mfa-enroll', { redirectTo: options.redirectTo }),
  packages: () => '/packages',
  packageDetail: (packageId: string) => `/packages/${encodeURIComponent(packageId)}`,
  /** A version is named in the path by its name, e.g. `/packages/12/1.0.0`. */
  packageVersion: (packageId: string, versionId: string) =>
    `/packages/${encodeURIComponent(packageId)}/${encodeURIComponent(versionId)}`,
  builds: () => '/builds',
  build: (name: string) => `/builds/${encodeURIComponent(name)}`,
  buildRun: (name: string, number: string) => `/builds/${encodeURIComponent(name)}/${encodeURIComponent(number)}`,
  /** The account-portal redirect route (R1.22). */
  accountPortal: () => '/user/',
  ssoLogin: (type: string) => `/login/sso/${encodeURIComponent(type)}`,
  authProvider: (type: string) => `/auth-provider/${encodeURIComponent(type)}`,
  /** Role-based fallbacks of hidden routes (guard 6) and the onboarding landing (guard 10). */
  topology: () => '/topology',
  repos: () => '/repos',
  /**
   * The artifact browser: one tab of the selected repository, folder or file, e.g.
   * `/repos/tree/General/libs-release/org/acme/app-1.0.jar`; without a repository nothing is selected.
   */
  artifactTree: (tab = 'General', repoKey?: string, path = '') =>
    repoKey === undefined
      ? `/repos/tree/${encodeURIComponent(tab)}`
      : `/repos/tree/${encodeURIComponent(tab)}/${encodeRepoPath(repoKey, path)}`,
  /** The artifact search results (R11.04); the search itself travels in the query string (R11.13). */
  artifactSearchResults: (search?: URLSearchParams) =>
    search && search.size > 0 ? `/artifactSearchResults?${search}` : '/artifactSearchResults',
  /** Quick setup; `packageType` opens it in single-package mode (packages-and-search.md §4). */
  quickSetup: (options: { packageType?: string } = {}) =>
    withQuery('/quick-setup', { packageType: options.packageType }),
  /** The get-started landing (R1.33); `setMeUp` opens set-me-up for a package type on arrival. */
  getStarted: (options: { setMeUp?: string } = {}) => withQuery('/get_started', { setMeUp: options.setMeUp }),
  /** R1.35 */
  overview: () => '/overview',
  licenses: () => '/admin/license_management/licenses',
  securityTeaser: () => '/security-and-compliance-teaser',
  securityPolicies: () => '/security_policies',
  /** Teasers of companion services that are not installed (R1.37–R1.41); the pipelines path is O33's choice. */
  topologyTeaser: () => '/topology-teaser',
  pdnTeaser: () => '/pdn-teaser',
  pipelinesTeaser: () => '/pipelines-teaser',
  releaseBundlesTeaser: () => '/release-bundles-teaser',
  /** Release bundles; without a tab the guard picks source or target (R17.01–R17.03). */
  releaseBundles: (activeTab?: string) =>
    activeTab === undefined ? '/release-bundles' : `/release-bundles/${encodeURIComponent(activeTab)}`,
  /** The old release-bundle paths, rewritten to the ones above (R17.04). */
  oldBundles: () => '/bundles',
  /** Pipelines (shell.md §2 pipeline route names); /pipelines itself redirects to my pipelines. */
  pipelines: () => '/pipelines',
  pipelinesMain: () => '/pipelines/myPipelines',
  pipelineDashboard: (projectName: string, pipelineName: string) =>
    `/pipelines/myPipelines/${encodeURIComponent(projectName)}/${encodeURIComponent(pipelineName)}`,
  /** R24.10, R24.11: a step of a run, with its branch and the non-aggregated view. */
  runDashboard: (step: {
    projectName: string;
    pipelineName: string;
    runNumber: string;
    stepName: string;
    branch?: string;
  }) =>
    withQuery(
      `/pipelines/myPipelines/${encodeURIComponent(step.projectName)}/${encodeURIComponent(step.pipelineName)}/${encodeURIComponent(step.runNumber)}/${encodeURIComponent(step.stepName)}`,
      { branch: step.branch, aggregateView: 'false' },
    ),
  pipelineSources: () => '/pipelines/pipelineSources',
  /** Peer distribution network monitoring (R1.57). */
  adminPdn: () => '/admin/monitoring/pdn',
  invitation: (options: { token?: string } = {}) => withQuery('/login/invitation', { token: options.token }),
  notFound: () => '/404',
  blockedRequest: (requestId: string) => `/406/${encodeURIComponent(requestId)}`,
  serverError: () => '/500',
  authorization: () => '/authorization',
  /** The widget playground and its children (R1.47, R1.48); open only with the TESTED flag. */
  demo: () => '/demo',
  /** One widget of the playground on its own, by its demo entry's id. */
  demoWidget: (id: string) => withQuery('/demo', { widget: id }),
  demoTree: () => '/demo/tree',
  demoGreeting: () => '/demo/typescript',
  demoMicrofrontends: () => '/demo/microfrontends',
  /** Administration; /admin itself redirects to the users list (R1.49). */
  admin: () => '/admin',
  /** The grouped admin menu with its search (R1.50, R8.25). */
  adminMenu: () => '/admin/artifactory/list',
  adminUsers: () => '/admin/management/users',
  adminUserNew: () => '/admin/management/users/new',
  /** R23.13 */
  adminUserEdit: (name: string) => `/admin/management/users/${encodeURIComponent(name)}/edit`,
  adminGroups: () => '/admin/management/groups',
  adminGroupNew: () => '/admin/management/groups/new',
  /** R23.14 */
  adminGroupEdit: (name: string) => `/admin/management/groups/${encodeURIComponent(name)}/edit`,
  adminPermissions: () => '/admin/management/permissions',
  adminPermissionCreate: () => '/admin/management/permissions/create',
  /** R23.12 */
  adminPermissionEdit: (name: string) => `/admin/management/permissions/edit/${encodeURIComponent(name)}`,
  /** Access tokens of every user, with revoke (R8.19). */
  adminTokens: () => '/admin/management/tokens',
  /** The authentication providers' settings (R8.20): OAuth and Crowd are screens of their own. */
  adminOAuth: () => '/admin/authentication_providers/oauth',
  adminCrowd: () => '/admin/authentication_providers/crowd',
  /** The global environments every project can use (R8.16). */
  adminEnvironments: () => '/admin/environments',
  /** What the artifacts take, by repository (R8.28). */
  adminStorageSummary: () => '/admin/monitoring/storage-summary',
  /** Who may do what on one repository, build or bundle repository. */
  adminEffectivePermissions: (options: { type?: string; key?: string } = {}) =>
    withQuery('/admin/management/permissions/effective', { type: options.type, key: options.key }),
  /** Repositories of one kind; the menu targets create them at /admin/repositories/{kind}/new (R8.27). */
  adminRepositories: (kind: RepositoryClass = 'local') => `/admin/repositories/${kind}`,
  adminRepositoryNew: (kind: RepositoryClass) => `/admin/repositories/${kind}/new`,
  adminRepositoryEdit: (kind: RepositoryClass, key: string) =>
    `/admin/repositories/${kind}/${encodeURIComponent(key)}/edit`,
  /** R1.51–R1.53 */
  adminWebhooks: () => '/admin/configuration/webhooks',
  adminWebhookNew: () => '/admin/configuration/webhooks/new',
  adminWebhookEdit: (name: string) => `/admin/configuration/webhooks/edit/${encodeURIComponent(name)}`,
  /** R1.54 */
  adminGeneralConfig: () => '/admin/configuration/general',
  /** Outbound proxies (admin-and-widgets.md §2, R1.60–R1.62). */
  adminProxies: () => '/admin/proxies/configuration',
  adminProxyNew: () => '/admin/proxies/configuration/new',
  adminProxyEdit: (name: string) => `/admin/proxies/configuration/edit/${encodeURIComponent(name)}`,
  /** R1.56 */
  adminSystemLogs: () => '/admin/monitoring/system_logs',
  /** R1.58 */
  adminServiceStatus: () => '/admin/monitoring/service-status',
  /** R1.59 */
  adminSupportZone: () => '/admin/support-zone',
  adminProjects: () => '/admin/projects/list',
  adminProjectNew: () => '/admin/projects/new',
  /** The project settings pages: general, members, roles, environments. */
  adminProjectSettings: (key: string, section: ProjectSettingsSection = 'general') =>
    `/admin/projects/${encodeURIComponent(key)}/${section}`,
  userProfile: () => '/user_profile',
  /** The page template screens start from (R1.46). */
  template: () => '/template',
  /** Integrations (R1.42, R1.43) and the scanner's repository selection opened after one is created (R1.45). */
  integrations: () => '/integrations',
  integrationsVendor: (vendorName: string) => `/integrations/${encodeURIComponent(vendorName)}`,
  gitRepoScanSelectRepos: (query: { vcsType?: string; integrationId?: string } = {}) =>
    withQuery('/git-repo-scan/select-repos', query),
} as const;

/**
 * The authentication screens: /login, /auth and their children. The CLI login page sits under
 * /login but needs a session, so it is not one (R4.13).
 */
export function isAuthScreenPath(pathname: string): boolean {
  if (pathname === paths.cliLogin()) return false;
  return [paths.login(), paths.auth()].some((screen) => pathname === screen || pathname.startsWith(`${screen}/`));
}

/** A release-bundles page, old or new, where the toolbar searches release bundles (R17.05). */
export function isReleaseBundlesPath(pathname: string): boolean {
  return [paths.releaseBundles(), paths.oldBundles()].some(
    (root) => pathname === root || pathname.startsWith(`${root}/`),
  );
}

/** The blocked-request page (R1.25): shown even when the server refuses the console's own calls. */
export function isBlockedRequestPath(pathname: string): boolean {
  return pathname.startsWith('/406/');
}

/** The query parameter that carries the page a visitor asked for before logging in (R1.07). */
export const REDIRECT_TO_PARAM = 'redirectTo';

/** The query parameter of an invitation link that carries its token (R1.15). */
export const INVITATION_TOKEN_PARAM = 'token';
