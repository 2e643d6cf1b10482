import { authErrorCodes, CROWD_REALM, isValidUserName, serverMessages } from '@arca/contract';
import type { FastifyBaseLogger } from 'fastify';
import { DomainError, NotFound, TooManyRequests, Unauthorized } from '../../lib/errors.ts';
import type { LoginThrottle } from '../../lib/login-throttle.ts';
import type { OutboundGuard } from '../../lib/outbound-guard.ts';
import type { AuthService, LoginOutcome } from '../auth/auth.service.ts';
import type { MfaService } from '../auth/mfa.service.ts';
import type { SecurityConfigService } from '../settings/security-config.service.ts';
import { loginHoldError, type UserLockout } from '../users/user-lockout.ts';
import type { UserRow, UsersRepository } from '../users/users.repository.ts';
import { authenticateWithCrowd } from './crowd.client.ts';
import type { CrowdConfigService } from './crowd-config.service.ts';

/** 502: Crowd did not answer, or refused this server's application credentials. */
export class CrowdUnavailable extends DomainError {
  constructor() {
    super(502, serverMessages.crowdUnreachable);
  }
}

export interface CrowdLoginDeps {
  crowd: CrowdConfigService;
  users: UsersRepository;
  auth: AuthService;
  mfa: MfaService;
  security: SecurityConfigService;
  lockout: UserLockout;
  throttle: LoginThrottle;
  log: FastifyBaseLogger;
  /** What the Crowd server may be (lib/outbound-guard.ts). */
  guard: OutboundGuard;
}

/**
 * The Crowd login (R4.32, R4.35): Crowd checks the password; the account, its lock, its UI access
 * and its second factor are this server's, as for the password login.
 */
export class CrowdLoginService {
  readonly #deps: CrowdLoginDeps;
  constructor(deps: CrowdLoginDeps) {
    this.#deps = deps;
  }

  async login(name: string, password: string, address: string, remember: boolean): Promise<LoginOutcome> {
    const { crowd, throttle, auth, mfa, log } = this.#deps;
    const connection = await crowd.connection();
    if (!connection) throw new NotFound(serverMessages.crowdNotEnabled);
    const wait = await throttle.retryAfter(name, address);
    if (wait > 0) throw new TooManyRequests(serverMessages.tooManyLoginAttempts, wait);
    const now = Date.now();
    const known = await this.#deps.users.findByName(name);
    const hold = known && (await this.#deps.lockout.holdOn(known, address, now));
    if (hold) {
      await throttle.recordFailure(name, address);
      throw loginHoldError(hold);
    }

    const answer = await authenticateWithCrowd(connection, name, password, this.#deps.guard);
    if (answer.kind === 'unavailable') {
      log.warn({ crowdServer: connection.serverUrl, detail: answer.detail }, 'Crowd login failed: Crowd unavailable');
      throw new CrowdUnavailable();
    }
    if (answer.kind === 'refused') {
      await throttle.recordFailure(name, address);
      if (known) await this.#deps.lockout.countFailure(known, address, now);
      throw new Unauthorized(serverMessages.badCredentials);
    }

    const user = await this.#account(answer.name, answer.email, connection.autoCreateUsers);
    // Crowd may name the account differently from the name typed; its own hold counts too.
    const accountHold = user.id === known?.id ? undefined : await this.#deps.lockout.holdOn(user, address, now);
    if (accountHold) throw loginHoldError(accountHold);
    await this.#deps.lockout.countSuccess(user, address);
    if (user.disableUiAccess) throw new Unauthorized(serverMessages.uiAccessDisabled, authErrorCodes.uiAccessDisabled);
    const pending = await mfa.pendingLoginFor(user, remember);
    if (pending) return { kind: 'mfa', pending, user };
    return { kind: 'session', tokens: await auth.startSession(user, remember), user };
  }

  /** The account Crowd's user name belongs to, created when the settings allow it. */
  async #account(name: string, email: string, autoCreate: boolean): Promise<UserRow> {
    const { users } = this.#deps;
    if (!isValidUserName(name)) throw new Unauthorized(serverMessages.unknownCrowdUser(name.slice(0, 64)));
    const known = await users.findByName(name);
    if (known) return known;
    if (!autoCreate) throw new Unauthorized(serverMessages.unknownCrowdUser(name));
    return users.insertExternal(name, email, CROWD_REALM);
  }
}
