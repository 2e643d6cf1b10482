import { randomUUID } from 'node:crypto';
import { apiPaths, serverMessages } from '@arca/contract';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { CachedValue } from './lib/cached-value.ts';
import { ChangeListeners } from './lib/change-listeners.ts';
import { SecretBox } from './lib/encryption.ts';
import { LoginThrottle } from './lib/login-throttle.ts';
import { OutboundGuard } from './lib/outbound-guard.ts';
import { registerRoutes } from './lib/routes.ts';
import { accessAuthRoutes } from './modules/auth/access-auth.routes.ts';
import { consoleAuthRoutes } from './modules/auth/auth.routes.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { httpSsoRoutes } from './modules/auth/http-sso.routes.ts';
import { HttpSsoService } from './modules/auth/http-sso.service.ts';
import { mfaLoginRoutes } from './modules/auth/mfa.routes.ts';
import { MfaService } from './modules/auth/mfa.service.ts';
import { MfaChallengesRepository } from './modules/auth/mfa-challenges.repository.ts';
import { MfaCodeFailuresRepository } from './modules/auth/mfa-code-failures.repository.ts';
import { passwordRoutes } from './modules/auth/password.routes.ts';
import { PasswordService } from './modules/auth/password.service.ts';
import { profileRoutes } from './modules/auth/profile.routes.ts';
import { Reauthentication } from './modules/auth/reauthentication.ts';
import { ResetKeysRepository } from './modules/auth/reset-keys.repository.ts';
import { samlRoutes } from './modules/auth/saml.routes.ts';
import { SamlService } from './modules/auth/saml.service.ts';
import { SessionCookies } from './modules/auth/session-cookies.ts';
import { SessionsRepository } from './modules/auth/sessions.repository.ts';
import type { BuildChange } from './modules/builds/build-events.ts';
import { BuildsRepository } from './modules/builds/builds.repository.ts';
import { buildsConsoleRoutes, buildsRoutes } from './modules/builds/builds.routes.ts';
import { BuildsService } from './modules/builds/builds.service.ts';
import { CliLoginRepository } from './modules/cli-login/cli-login.repository.ts';
import { cliLoginRoutes } from './modules/cli-login/cli-login.routes.ts';
import { CliLoginService } from './modules/cli-login/cli-login.service.ts';
import { crowdConfigRoutes, crowdLoginRoutes } from './modules/crowd/crowd.routes.ts';
import { CrowdConfigService } from './modules/crowd/crowd-config.service.ts';
import { CrowdLoginService } from './modules/crowd/crowd-login.service.ts';
import { createDocker } from './modules/formats/docker/docker.module.ts';
import { createGeneric } from './modules/formats/generic/generic.module.ts';
import { createMaven } from './modules/formats/maven/maven.module.ts';
import { createNpm } from './modules/formats/npm/npm.module.ts';
import { createPypi } from './modules/formats/pypi/pypi.module.ts';
import { GroupsRepository } from './modules/groups/groups.repository.ts';
import { groupsRoutes } from './modules/groups/groups.routes.ts';
import { GroupsService } from './modules/groups/groups.service.ts';
import { createIntegrations } from './modules/integrations/integrations.module.ts';
import { InvitationsRepository } from './modules/invitations/invitations.repository.ts';
import { invitationsRoutes } from './modules/invitations/invitations.routes.ts';
import { InvitationsService } from './modules/invitations/invitations.service.ts';
import { JobRunner } from './modules/jobs/job-runner.ts';
import { JobsRepository } from './modules/jobs/jobs.repository.ts';
import { loadLicenseKeys } from './modules/licenses/license-keys.ts';
import { licensesRoutes } from './modules/licenses/licenses.routes.ts';
import { LicenseService } from './modules/licenses/licenses.service.ts';
import { createMailer } from './modules/mail/mailer.ts';
import { MetadataQuery } from './modules/metadata/metadata.query.ts';
import { metadataQueryRoutes } from './modules/metadata/metadata.routes.ts';
import { createMicrofrontends } from './modules/microfrontends/microfrontends.module.ts';
import { createNodes } from './modules/nodes/nodes.module.ts';
import { oauthLoginRoutes } from './modules/oauth/oauth.routes.ts';
import { OAuthConfigService } from './modules/oauth/oauth-config.service.ts';
import { OAuthLoginService } from './modules/oauth/oauth-login.service.ts';
import { OAuthStatesRepository } from './modules/oauth/oauth-states.repository.ts';
import { createOnboarding } from './modules/onboarding/onboarding.module.ts';
import { onboardingCalls } from './modules/onboarding/onboarding.routes.ts';
import { versionDetailsRoutes, versionDownloadRoute } from './modules/packages/version-details.routes.ts';
import { VersionDetailsService } from './modules/packages/version-details.service.ts';
import { AuthorizationService } from './modules/permissions/authorization.service.ts';
import { PermissionsRepository } from './modules/permissions/permissions.repository.ts';
import { effectivePermissionsRoutes, permissionsRoutes } from './modules/permissions/permissions.routes.ts';
import { PermissionsService } from './modules/permissions/permissions.service.ts';
import { ProjectAccess } from './modules/projects/project-access.ts';
import { ProjectResourcesService } from './modules/projects/project-resources.service.ts';
import { ProjectSettingsRepository } from './modules/projects/project-settings.repository.ts';
import { projectSettingsRoutes } from './modules/projects/project-settings.routes.ts';
import { ProjectSettingsService } from './modules/projects/project-settings.service.ts';
import { ProjectsRepository } from './modules/projects/projects.repository.ts';
import { projectsRoutes } from './modules/projects/projects.routes.ts';
import { ProjectsService } from './modules/projects/projects.service.ts';
import { projectAttachRoutes, projectsConsoleRoutes } from './modules/projects/projects-console.routes.ts';
import { createProxies } from './modules/proxies/proxies.module.ts';
import { releaseBundlesConsoleRoutes } from './modules/release-bundles/release-bundles.routes.ts';
import { RepositoriesRepository } from './modules/repositories/repositories.repository.ts';
import { repositoriesRoutes } from './modules/repositories/repositories.routes.ts';
import { RepositoriesService } from './modules/repositories/repositories.service.ts';
import { requestPolicyCalls } from './modules/request-policy/request-policy.routes.ts';
import { RequestPolicyService } from './modules/request-policy/request-policy.service.ts';
import { aqlRoutes } from './modules/search/aql.routes.ts';
import { AqlService } from './modules/search/aql.service.ts';
import { AqlItemsQuery } from './modules/search/aql-query.ts';
import { InstalledServicesService } from './modules/services/installed-services.service.ts';
import { servicesRoutes } from './modules/services/services.routes.ts';
import { setMeUpBindings } from './modules/set-me-up/set-me-up.routes.ts';
import { securityConfigCalls } from './modules/settings/security-config.routes.ts';
import { SecurityConfigService } from './modules/settings/security-config.service.ts';
import { SettingsRepository } from './modules/settings/settings.repository.ts';
import type { StorageListeners } from './modules/storage/index.ts';
import { createStorage } from './modules/storage/storage.module.ts';
import { createSupport } from './modules/support/support.module.ts';
import { AdoptionMetricsRepository } from './modules/system/adoption-metrics.repository.ts';
import { adoptionMetricRoutes } from './modules/system/adoption-metrics.routes.ts';
import { AdoptionMetricsService } from './modules/system/adoption-metrics.service.ts';
import { apiDocumentRoutesOf } from './modules/system/api-document.routes.ts';
import { footerRoutes } from './modules/system/footer.routes.ts';
import {
  featuresConfigRoutes,
  generalConfigurationRoutes,
  logoUploadRoute,
} from './modules/system/general-config.routes.ts';
import { GeneralConfigService } from './modules/system/general-config.service.ts';
import { registerConsoleUploadLimit } from './modules/system/general-config-upload-limit.ts';
import { serverInfoCalls } from './modules/system/server-info.routes.ts';
import { ServerInfoService } from './modules/system/server-info.service.ts';
import { artifactorySystemRoutes } from './modules/system/system.routes.ts';
import { TokensRepository } from './modules/tokens/tokens.repository.ts';
import { tokensRoutes } from './modules/tokens/tokens.routes.ts';
import { TokensService } from './modules/tokens/tokens.service.ts';
import { LoginLocksRepository } from './modules/users/login-locks.repository.ts';
import { type UserChange, UserLockout } from './modules/users/user-lockout.ts';
import { UsersRepository } from './modules/users/users.repository.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { UsersService } from './modules/users/users.service.ts';
import { createWebhookDelivery } from './modules/webhooks/delivery/webhook-delivery.ts';
import { createWebhooks } from './modules/webhooks/webhooks.module.ts';
import { registerAuditTrail } from './plugins/audit-trail.ts';
import { registerAuthentication } from './plugins/authentication.ts';
import { registerConsole } from './plugins/console-static.ts';
import { answerFrameworkErrors, registerErrorHandler } from './plugins/error-handler.ts';
import { registerRequestLog, writeRequestLine } from './plugins/request-log.ts';
import { registerRequestPolicy } from './plugins/request-policy.ts';
import { registerSchemaCompilers } from './plugins/schema-compilers.ts';
import { consoleCsp, registerSecurityHeaders, securityHeaders } from './plugins/security-headers.ts';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  requestLog: Logger;
  auditLog: Logger;
  arcaVersion: string;
}

export interface App {
  server: FastifyInstance;
  users: UsersService;
  /** Where stored-file changes are told, inside their transactions. */
  storageListeners: StorageListeners;
}

/** Request bodies above this size are refused with 413 (artifact uploads stream and are exempt). */
const BODY_LIMIT = 1024 * 1024;

/**
 * Once shutdown starts, answers tell keep-alive clients to hang up, so the requests in flight
 * finish and the process can exit instead of waiting for idle sockets to time out.
 */
function closeConnectionsWhenStopping(server: FastifyInstance) {
  let stopping = false;
  server.addHook('preClose', async () => {
    stopping = true;
  });
  server.addHook('onSend', async (_request, reply) => {
    if (stopping) reply.header('connection', 'close');
  });
}

/** Builds the whole server: infrastructure first, then each module, wired explicitly. */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, database } = deps;
  const headers = securityHeaders({ https: config.baseUrl?.startsWith('https:') ?? false });
  const server = Fastify({
    loggerInstance: deps.log,
    // The request log (plugins/request-log.ts) records every request; the service log does not repeat it.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => randomUUID().replaceAll('-', '').slice(0, 16),
    requestIdHeader: false,
    bodyLimit: BODY_LIMIT,
    // Behind the listed reverse proxies, request.ip is the client they name: limits, locks and logs count it.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    frameworkErrors: answerFrameworkErrors({
      headers,
      log: (request, reply) => writeRequestLine(deps.requestLog, request, reply),
    }),
  });

  const usersRepository = new UsersRepository(database.db);
  const sessions = new SessionsRepository(database.db);
  const settings = new SettingsRepository(database.db);
  const security = new SecurityConfigService(settings);
  const publicUrl = (config.baseUrl ?? `http://${config.host}:${config.port}`).replace(/\/$/, '');
  const groupsRepository = new GroupsRepository(database.db);
  const permissionsRepository = new PermissionsRepository(database.db);
  const box = SecretBox.forInstance(config.dataDir, config.masterKey);
  const mfa = new MfaService({
    users: usersRepository,
    challenges: new MfaChallengesRepository(database.db),
    failures: new MfaCodeFailuresRepository(database.db),
    box,
    security,
  });
  const tokens = new TokensService(new TokensRepository(database.db), usersRepository, groupsRepository, {
    mfa,
    security,
  });
  const cliLogin = new CliLoginService(new CliLoginRepository(database.db), tokens, box);
  const userListeners = new ChangeListeners<UserChange>();
  const lockout = new UserLockout({
    users: usersRepository,
    locks: new LoginLocksRepository(database.db),
    security,
    listeners: userListeners,
  });
  const auth = new AuthService({
    users: usersRepository,
    sessions,
    throttle: new LoginThrottle(),
    security,
    mfa,
    lockout,
  });
  const reauthentication = new Reauthentication(auth, mfa);
  const users = new UsersService({
    users: usersRepository,
    security,
    groups: groupsRepository,
    permissions: permissionsRepository,
    lockout,
    sessions: auth,
    uri: (name) => `${publicUrl}/access/api/v2/users/${encodeURIComponent(name)}`,
  });
  const mailer = createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, baseUrl: config.baseUrl });
  const passwords = new PasswordService({
    users: usersRepository,
    resetKeys: new ResetKeysRepository(database.db),
    security,
    auth,
    reauthentication,
    mailer,
    baseUrl: publicUrl,
    log: server.log,
  });
  const invitations = new InvitationsService({
    users: usersRepository,
    invitations: new InvitationsRepository(database.db),
    security,
    mailer,
    baseUrl: publicUrl,
  });
  // One guard for what the server may be pointed at (remote repositories, integrations, OAuth, Crowd).
  const outboundGuard = new OutboundGuard(
    () => config.outboundAllowPrivateTargets,
    (host) => serverMessages.privateOutboundTarget(host),
  );
  const cookies = new SessionCookies(config.baseUrl?.startsWith('https:') ?? false, (access, refresh) =>
    auth.retireSession(access, refresh),
  );
  const requestPolicy = new RequestPolicyService(settings);
  const adoptionMetrics = new AdoptionMetricsService(new AdoptionMetricsRepository(database.db));

  registerErrorHandler(server);
  registerSecurityHeaders(server, headers);
  closeConnectionsWhenStopping(server);
  registerSchemaCompilers(server);
  await server.register(fastifyCookie);
  registerRequestLog(server, deps.requestLog);
  registerAuditTrail(server, deps.auditLog);
  registerRequestPolicy(server, requestPolicy);
  registerAuthentication(server, {
    auth,
    tokens,
    cookies,
    httpSso: new HttpSsoService(usersRepository, security),
    audit: deps.auditLog,
  });

  const licenses = new LicenseService({
    settings,
    keys: loadLicenseKeys(config.dataDir, config.licensePublicKeys),
    fallback: { type: config.licenseType, configured: config.licenseTypeConfigured },
    audit: deps.auditLog,
  });
  const systemInfo = { arcaVersion: deps.arcaVersion, licenses };
  // One source for `GET /ui/generalConfig` and the footer's server name, logo and customUrlBase.
  const generalConfig = new GeneralConfigService({
    settings,
    security,
    defaultUrlBase: config.baseUrl ? publicUrl : null,
    audit: deps.auditLog,
  });
  registerConsoleUploadLimit(server, generalConfig);
  registerRoutes(server, artifactorySystemRoutes(database.db, systemInfo));
  registerRoutes(server, apiDocumentRoutesOf(deps.arcaVersion));
  registerRoutes(server, footerRoutes(systemInfo, generalConfig));
  const crowd = new CrowdConfigService(settings, box);
  const authDeps = {
    auth,
    security,
    cookies,
    serverName: async () => (await generalConfig.footer()).serverName,
    crowdLoginEnabled: () => crowd.enabled(),
  };
  registerRoutes(server, consoleAuthRoutes(authDeps));
  registerRoutes(server, accessAuthRoutes({ ...authDeps, settings }));
  registerRoutes(
    server,
    profileRoutes({ tokens, users: usersRepository, security, sessions: auth, reauthentication, baseUrl: publicUrl }),
  );
  registerRoutes(server, passwordRoutes(passwords));
  registerRoutes(server, mfaLoginRoutes(mfa, auth, security, cookies));
  registerRoutes(server, httpSsoRoutes(auth, cookies));
  // Crowd logins are throttled per address like password logins, in their own count.
  const crowdLogin = new CrowdLoginService({
    crowd,
    users: usersRepository,
    auth,
    mfa,
    security,
    lockout,
    throttle: new LoginThrottle(),
    log: server.log,
    guard: outboundGuard,
  });
  const crowdLoginDeps = { login: crowdLogin, security, cookies };
  registerRoutes(server, crowdLoginRoutes(crowdLoginDeps));
  registerRoutes(server, crowdConfigRoutes(crowd));
  registerRoutes(server, securityConfigCalls(security));
  registerRoutes(server, usersRoutes(users));
  const groups = new GroupsService({
    groups: groupsRepository,
    users: usersRepository,
    permissions: permissionsRepository,
    uri: (name) => `${publicUrl}/access/api/v2/groups/${encodeURIComponent(name)}`,
  });
  registerRoutes(server, groupsRoutes(groups));
  const repositoriesRepository = new RepositoriesRepository(database.db);
  const repositoryCatalog = {
    kindOf: async (key: string) => (await repositoriesRepository.find(key))?.rclass,
    storedKey: async (key: string) => (await repositoriesRepository.find(key))?.key,
  };
  const permissions = new PermissionsService({
    permissions: permissionsRepository,
    users: usersRepository,
    groups: groupsRepository,
    repositories: repositoryCatalog,
    uri: (name) => `${publicUrl}/access/api/v2/permissions/${encodeURIComponent(name)}`,
  });
  registerRoutes(server, permissionsRoutes(permissions));
  await server.register(tokensRoutes(tokens));
  const authorization = new AuthorizationService({
    permissions: permissionsRepository,
    groups: groupsRepository,
    users: usersRepository,
    security,
    repositories: repositoryCatalog,
  });
  registerRoutes(server, effectivePermissionsRoutes(authorization));
  const projectsRepository = new ProjectsRepository(database.db);
  const buildsRepository = new BuildsRepository(database.db);
  const buildListeners = new ChangeListeners<BuildChange>();
  const builds = new BuildsService({
    builds: buildsRepository,
    projects: projectsRepository,
    authorization,
    baseUrl: `${publicUrl}/artifactory/api/build`,
    audit: deps.auditLog,
    listeners: buildListeners,
  });
  await server.register(buildsRoutes(builds));
  registerRoutes(server, buildsConsoleRoutes(builds));
  registerRoutes(server, releaseBundlesConsoleRoutes());
  const storage = await createStorage({
    db: database.db,
    dialect: database.dialect,
    dataDir: config.dataDir,
    repositories: repositoriesRepository,
    authorization,
    box,
    outboundGuard,
    audit: deps.auditLog,
    log: server.log,
    baseUrl: `${publicUrl}/artifactory`,
    artifactBuilds: (actor, checksums) => builds.artifactBuilds(actor, checksums),
  });
  const repositories = new RepositoriesService({
    repositories: repositoriesRepository,
    projects: projectsRepository,
    box,
    visibility: authorization,
    permissions: permissionsRepository,
    afterDelete: storage.collectGarbage,
    audit: deps.auditLog,
    licenses,
  });
  registerRoutes(server, repositoriesRoutes(repositories));
  const aql = new AqlService({
    items: new AqlItemsQuery(database.db, database.dialect),
    repositories: { list: () => repositoriesRepository.list() },
    authorization,
  });
  await server.register(aqlRoutes(aql));
  await server.register(storage.storageApiRoutes);
  await server.register(storage.artifactRoutes);
  const npm = createNpm({
    db: database.db,
    dialect: database.dialect,
    storage: storage.formats,
    auth,
    tokens,
    baseUrl: config.baseUrl,
    log: server.log,
  });
  await server.register(npm);
  const docker = createDocker({
    db: database.db,
    storage: storage.formats,
    dataDir: config.dataDir,
    log: server.log,
  });
  await server.register(docker);
  createMaven({ db: database.db, storage: storage.formats });
  createGeneric({ db: database.db, storage: storage.formats });
  const pypi = createPypi({ db: database.db, dialect: database.dialect, storage: storage.formats, log: server.log });
  await server.register(pypi);
  const metadata = new MetadataQuery({ db: database.db, dialect: database.dialect, access: storage.formats.access });
  registerRoutes(server, metadataQueryRoutes(metadata));
  registerRoutes(server, storage.consoleRoutes);
  const versionDetails = new VersionDetailsService({
    db: database.db,
    dialect: database.dialect,
    access: storage.formats.access,
    resolve: storage.formats.resolve,
    items: storage.formats.items,
    publicUrl,
  });
  registerRoutes(server, versionDetailsRoutes(versionDetails));
  const { blobs, downloads } = storage.formats;
  registerRoutes(server, versionDownloadRoute({ details: versionDetails, blobs, downloads }));
  registerRoutes(
    server,
    setMeUpBindings({ access: storage.formats.access, tokens, reauthentication, baseUrl: publicUrl }),
  );
  const projectSettings = new ProjectSettingsRepository(database.db);
  const projectAccess = new ProjectAccess({ projects: projectsRepository, groups: groupsRepository });
  const projects = new ProjectsService({
    projects: projectsRepository,
    settings: projectSettings,
    repositories: repositoriesRepository,
    users: usersRepository,
    groups: groupsRepository,
    access: projectAccess,
  });
  const projectSettingsService = new ProjectSettingsService({
    settings: projectSettings,
    projects: projectsRepository,
    access: projectAccess,
  });
  const projectResources = new ProjectResourcesService({
    projects: projectsRepository,
    repositories: repositoriesRepository,
    builds: buildsRepository,
    users: usersRepository,
    groups: groupsRepository,
    access: projectAccess,
  });
  registerRoutes(server, projectsRoutes(projects, licenses));
  registerRoutes(server, projectSettingsRoutes(projectSettingsService, licenses));
  registerRoutes(server, projectAttachRoutes(projectResources, licenses));
  registerRoutes(
    server,
    projectsConsoleRoutes({ projects, settings: projectSettingsService, resources: projectResources, licenses }),
  );
  const onboarding = createOnboarding({
    db: database.db,
    dialect: database.dialect,
    settings,
    licenses,
    projects,
    repositories,
    repositoriesRepository,
    access: storage.formats.access,
    users: usersRepository,
    featureFlags: config.featureFlags,
    prompt: !config.skipOnboarding,
  });
  registerRoutes(server, onboardingCalls(onboarding));
  registerRoutes(server, cliLoginRoutes(cliLogin));
  registerRoutes(server, invitationsRoutes(invitations));
  registerRoutes(server, requestPolicyCalls(requestPolicy));
  registerRoutes(server, samlRoutes(new SamlService(security), auth, cookies));
  registerRoutes(server, adoptionMetricRoutes(adoptionMetrics));
  registerRoutes(server, serverInfoCalls(new ServerInfoService(settings, security, systemInfo)));
  registerRoutes(server, generalConfigurationRoutes(generalConfig));
  await server.register(logoUploadRoute(generalConfig));
  registerRoutes(server, featuresConfigRoutes({ enabled: config.featureFlags }));
  const oauthConfig = new OAuthConfigService(settings, box);
  const oauthLogin = new OAuthLoginService({
    config: oauthConfig,
    states: new OAuthStatesRepository(database.db),
    users: usersRepository,
    box,
    callbackUrl: `${publicUrl}${apiPaths.oauthCallback}`,
    guard: outboundGuard,
  });
  registerRoutes(server, oauthLoginRoutes({ config: oauthConfig, login: oauthLogin, auth, cookies }));
  await server.register(licensesRoutes(licenses));
  registerRoutes(server, servicesRoutes(new InstalledServicesService(config.services)));
  const webhooks = createWebhooks({
    db: database.db,
    box,
    audit: deps.auditLog,
    settings,
    allowPrivateTargets: config.webhookAllowPrivateTargets,
    origin: publicUrl,
    version: deps.arcaVersion,
  });
  await webhooks.start();
  registerRoutes(server, webhooks.routes);
  // Remote repositories and webhooks reach the outside through the proxy they name, or the default.
  const proxies = createProxies({
    db: database.db,
    box,
    audit: deps.auditLog,
    usersOf: async (key) => {
      const named = (name: string | undefined) => name?.toLowerCase() === key.toLowerCase();
      const repositories = (await repositoriesRepository.list()).filter((r) => named(r.config.proxy));
      const subscriptions = (await webhooks.subscriptions.list()).filter((w) => w.handlers.some((h) => named(h.proxy)));
      return [...repositories.map((r) => `repository '${r.key}'`), ...subscriptions.map((w) => `webhook '${w.key}'`)];
    },
  });
  storage.formats.fetcher.routeThrough(proxies.outbound);
  webhooks.sender.routeThrough(proxies.outbound);
  registerRoutes(server, proxies.routes);
  // Git integrations test their vendor through the same seam, on the platform default proxy.
  const integrations = createIntegrations({
    db: database.db,
    box,
    audit: deps.auditLog,
    outbound: proxies.outbound,
    guard: outboundGuard,
    installed: (service) => new InstalledServicesService(config.services).isEnabled(service),
  });
  registerRoutes(server, integrations.routes);
  // Screen groups built apart from the console: the registry it mounts them from, and the shipped builds.
  const microfrontends = createMicrofrontends({
    db: database.db,
    dialect: database.dialect,
    dir: config.microfrontendsDir,
    audit: deps.auditLog,
    log: server.log,
  });
  await microfrontends.register(server);
  // Background jobs (ADR 006), claimed through the database by whichever node is free.
  const jobs = new JobsRepository(database.db, database.dialect);
  const jobRunner = new JobRunner({ jobs, log: server.log, nodeId: config.nodeId });
  const webhookDelivery = createWebhookDelivery({
    db: database.db,
    jobs,
    runner: jobRunner,
    storage: storage.listeners,
    builds: buildListeners,
    users: userListeners,
    find: (key) => webhooks.subscriptions.find(key),
    sender: webhooks.sender,
    origin: publicUrl,
  });
  registerRoutes(server, webhookDelivery.routes);
  // This node among the others (heartbeat, status), its logs and its support bundles.
  const nodes = createNodes({ db: database.db, settings, box, config, version: deps.arcaVersion, log: server.log });
  await nodes.register(server);
  const support = createSupport({
    db: database.db,
    dialect: database.dialect,
    config,
    version: deps.arcaVersion,
    publicUrl,
    registry: nodes.registry,
    forwarder: nodes.forwarder,
    log: server.log,
  });
  await support.register(server);
  // The console page's policy names the origins of micro-frontends registered elsewhere (a few seconds late on another node).
  const scriptOrigins = new CachedValue(() => microfrontends.service.scriptOrigins(), 5_000);
  await registerConsole(server, config.consoleDir, async () => consoleCsp(await scriptOrigins.get()));
  server.addHook('onReady', async () => {
    storage.collectGarbage();
    jobRunner.start();
  });
  server.addHook('onClose', async () => {
    outboundGuard.close();
    await jobRunner.stop();
    await storage.idle();
    await storage.close();
  });

  return { server, users, storageListeners: storage.listeners };
}
