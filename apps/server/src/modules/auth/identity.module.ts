import { apiPaths } from '@arca/contract';
import { ChangeListeners } from '../../lib/change-listeners.ts';
import { LoginThrottle } from '../../lib/login-throttle.ts';
import type { Platform } from '../../platform.ts';
import { registerAuthentication } from '../../plugins/authentication.ts';
import type { ServerModule } from '../../server-module.ts';
import { CliLoginRepository } from '../cli-login/cli-login.repository.ts';
import { cliLoginRoutes } from '../cli-login/cli-login.routes.ts';
import { CliLoginService } from '../cli-login/cli-login.service.ts';
import { crowdConfigRoutes, crowdLoginRoutes } from '../crowd/crowd.routes.ts';
import { CrowdConfigService } from '../crowd/crowd-config.service.ts';
import { CrowdLoginService } from '../crowd/crowd-login.service.ts';
import { InvitationsRepository } from '../invitations/invitations.repository.ts';
import { invitationsRoutes } from '../invitations/invitations.routes.ts';
import { InvitationsService } from '../invitations/invitations.service.ts';
import { oauthLoginRoutes } from '../oauth/oauth.routes.ts';
import { OAuthConfigService } from '../oauth/oauth-config.service.ts';
import { OAuthLoginService } from '../oauth/oauth-login.service.ts';
import { OAuthStatesRepository } from '../oauth/oauth-states.repository.ts';
import { securityConfigCalls } from '../settings/security-config.routes.ts';
import { TokensRepository } from '../tokens/tokens.repository.ts';
import { tokensRoutes } from '../tokens/tokens.routes.ts';
import { TokensService } from '../tokens/tokens.service.ts';
import { tokensPruning } from '../tokens/tokens-pruning.ts';
import { legacyUsersRoutes } from '../users/legacy-users.routes.ts';
import { LoginLocksRepository } from '../users/login-locks.repository.ts';
import { type UserChange, UserLockout } from '../users/user-lockout.ts';
import { usersRoutes } from '../users/users.routes.ts';
import { UsersService } from '../users/users.service.ts';
import { accessAuthRoutes } from './access-auth.routes.ts';
import { consoleAuthRoutes } from './auth.routes.ts';
import { AuthService } from './auth.service.ts';
import { httpSsoRoutes } from './http-sso.routes.ts';
import { HttpSsoService } from './http-sso.service.ts';
import { mfaLoginRoutes } from './mfa.routes.ts';
import { MfaService } from './mfa.service.ts';
import { MfaChallengesRepository } from './mfa-challenges.repository.ts';
import { MfaCodeFailuresRepository } from './mfa-code-failures.repository.ts';
import { passwordRoutes } from './password.routes.ts';
import { PasswordService } from './password.service.ts';
import { profileRoutes } from './profile.routes.ts';
import { RateEventsRepository } from './rate-events.repository.ts';
import { rateEventsPruning } from './rate-events-pruning.ts';
import { Reauthentication } from './reauthentication.ts';
import { ResetKeysRepository } from './reset-keys.repository.ts';
import { samlRoutes } from './saml.routes.ts';
import { SamlService } from './saml.service.ts';
import { SessionCookies } from './session-cookies.ts';
import { SessionsRepository } from './sessions.repository.ts';

/**
 * Who is calling, and their accounts: sign-in by every route (password, second factor, SSO,
 * SAML, OAuth, Crowd, the CLI's browser login), sessions and tokens, the users themselves, their
 * passwords and invitations, and the security settings all of it follows. It authenticates every
 * request.
 */
export function createIdentity(platform: Platform) {
  const { db, security, box, publicUrl, outboundGuard } = platform;
  const users = platform.directory.users;
  const mfa = new MfaService({
    users,
    challenges: new MfaChallengesRepository(db),
    failures: new MfaCodeFailuresRepository(db),
    box,
    security,
  });
  const tokenRows = new TokensRepository(db);
  const tokens = new TokensService(
    tokenRows,
    users,
    platform.directory.groups,
    { mfa, security },
    platform.database.changes,
  );
  const userListeners = new ChangeListeners<UserChange>();
  const lockout = new UserLockout({ users, locks: new LoginLocksRepository(db), security, listeners: userListeners });
  // Failed logins and reset mails are counted in the database, so every node counts against one budget.
  const rateEvents = new RateEventsRepository(db);
  const throttleNames = box.derive('arca login throttle names');
  const auth = new AuthService({
    users,
    sessions: new SessionsRepository(db),
    throttle: new LoginThrottle(rateEvents, 'login', throttleNames),
    security,
    mfa,
    lockout,
    changes: platform.database.changes,
  });
  const reauthentication = new Reauthentication(auth, mfa);
  const accounts = new UsersService({
    users,
    security,
    groups: platform.directory.groups,
    permissions: platform.directory.permissions,
    lockout,
    sessions: auth,
    uri: (name) => `${publicUrl}/access/api/v2/users/${encodeURIComponent(name)}`,
  });
  const cookies = new SessionCookies(platform.config.baseUrl?.startsWith('https:') ?? false, (access, refresh) =>
    auth.retireSession(access, refresh),
  );
  const passwords = new PasswordService({
    users,
    resetKeys: new ResetKeysRepository(db),
    rateEvents,
    security,
    auth,
    reauthentication,
    mailer: platform.mailer,
    baseUrl: publicUrl,
    log: platform.log,
  });
  const invitations = new InvitationsService({
    users,
    invitations: new InvitationsRepository(db),
    security,
    mailer: platform.mailer,
    baseUrl: publicUrl,
  });
  const crowd = new CrowdConfigService(platform.settings, box);
  // Crowd logins are throttled like password logins, in their own count.
  const crowdLogin = new CrowdLoginService({
    crowd,
    users,
    auth,
    mfa,
    security,
    lockout,
    throttle: new LoginThrottle(rateEvents, 'crowd', throttleNames),
    log: platform.log,
    guard: outboundGuard,
  });
  const oauthConfig = new OAuthConfigService(platform.settings, box);
  const oauthLogin = new OAuthLoginService({
    config: oauthConfig,
    states: new OAuthStatesRepository(db),
    users,
    box,
    callbackUrl: `${publicUrl}${apiPaths.oauthCallback}`,
    guard: outboundGuard,
  });
  const authDeps = {
    auth,
    security,
    cookies,
    serverName: async () => (await platform.generalConfig.footer()).serverName,
    crowdLoginEnabled: () => crowd.enabled(),
  };
  const module: ServerModule = {
    name: 'identity',
    install: (server) =>
      registerAuthentication(server, {
        auth,
        tokens,
        cookies,
        httpSso: new HttpSsoService(users, security),
        audit: platform.audit,
      }),
    routes: [
      ...consoleAuthRoutes(authDeps),
      ...accessAuthRoutes({ ...authDeps, settings: platform.settings }),
      ...profileRoutes({ tokens, users, security, sessions: auth, reauthentication, baseUrl: publicUrl }),
      ...passwordRoutes(passwords),
      ...mfaLoginRoutes(mfa, auth, security, cookies),
      ...httpSsoRoutes(auth, cookies),
      ...crowdLoginRoutes({ login: crowdLogin, security, cookies }),
      ...crowdConfigRoutes(crowd),
      ...securityConfigCalls(security),
      ...usersRoutes(accounts),
      ...legacyUsersRoutes(
        accounts,
        (name) => `${publicUrl}/artifactory/api/security/users/${encodeURIComponent(name)}`,
      ),
      ...cliLoginRoutes(new CliLoginService(new CliLoginRepository(db), tokens, box)),
      ...invitationsRoutes(invitations),
      ...samlRoutes(new SamlService(security), auth, cookies),
      ...oauthLoginRoutes({ config: oauthConfig, login: oauthLogin, auth, cookies }),
    ],
    scoped: [tokensRoutes(tokens)],
    tasks: [rateEventsPruning(rateEvents), tokensPruning(tokenRows)],
  };
  return { module, auth, tokens, reauthentication, accounts, userListeners };
}
