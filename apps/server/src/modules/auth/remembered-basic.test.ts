import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DataChanges } from '../../db/data-changes.ts';
import type { LoginThrottle } from '../../lib/login-throttle.ts';
import { hashPassword } from '../../lib/secrets.ts';
import type { SecurityConfigService } from '../settings/security-config.service.ts';
import type { LoginHold, UserLockout } from '../users/user-lockout.ts';
import type { UserRow, UsersRepository } from '../users/users.repository.ts';
import { AuthService } from './auth.service.ts';
import type { MfaService } from './mfa.service.ts';
import type { SessionsRepository } from './sessions.repository.ts';

/**
 * A Basic password checked a moment ago: what the service still asks the database on each request
 * that presents it again. The database is replaced by counters, and its changes by a generation the
 * test moves.
 */
const PASSWORD = 'Pat-Passw0rd!';
const ADDRESS = '192.0.2.10';
const DAY_MS = 24 * 60 * 60_000;
let passwordHash: string;

beforeAll(async () => {
  passwordHash = await hashPassword(PASSWORD);
});
afterEach(() => vi.useRealTimers());

function service(passwordChangedAt = Date.now()) {
  let generation = 1;
  const pat: UserRow = {
    id: 7,
    name: 'pat',
    email: 'pat@example.com',
    passwordHash,
    admin: false,
    disableUiAccess: false,
    realm: 'internal',
    passwordChangedAt,
    mfaSecret: null,
    mfaLastStep: null,
    lastLoginAt: null,
    passwordExpired: false,
  };
  let hold: LoginHold | undefined;
  let expiresInDays = 0;
  const findByName = vi.fn(async (name: string) => (name === 'pat' ? { ...pat } : undefined));
  const holdOn = vi.fn(async () => hold);
  // Each stand-in has only what a Basic check calls; the services it replaces are classes with
  // private fields, which no object literal can match, hence the casts.
  const auth = new AuthService({
    users: { findByName } as unknown as UsersRepository,
    sessions: {} as SessionsRepository,
    throttle: {
      retryAfter: async () => 0,
      seenWaiting: () => false,
      recordFailure: async () => undefined,
    } as unknown as LoginThrottle,
    security: {
      current: () => ({ passwordPolicy: { expiresInDays }, userLockPolicy: { enabled: true } }),
    } as unknown as SecurityConfigService,
    mfa: {} as MfaService,
    lockout: {
      holdOn,
      countSuccess: async () => undefined,
      countFailure: async () => undefined,
    } as unknown as UserLockout,
    changes: { current: () => generation, close: async () => undefined } as DataChanges,
  });
  return {
    auth,
    findByName,
    holdOn,
    change: (edit: Partial<UserRow> = {}) => {
      Object.assign(pat, edit);
      generation++;
    },
    holdFromNowOn: (next: LoginHold | undefined) => {
      hold = next;
    },
    expireAfterDays: (days: number) => {
      expiresInDays = days;
    },
  };
}

/** The first request checks the password in full; what the test counts starts after it. */
async function remembered(passwordChangedAt?: number) {
  const s = service(passwordChangedAt);
  await s.auth.actorForBasic('pat', PASSWORD, ADDRESS);
  s.change(); // the full check counted its success
  await s.auth.actorForBasic('pat', PASSWORD, ADDRESS);
  s.findByName.mockClear();
  s.holdOn.mockClear();
  return s;
}

describe('a Basic password presented again', () => {
  it('opens the account without a query while the database does not change', async () => {
    const s = await remembered();
    for (let i = 0; i < 5; i++) expect((await s.auth.actorForBasic('pat', PASSWORD, ADDRESS)).kind).toBe('user');
    expect(s.findByName).not.toHaveBeenCalled();
    expect(s.holdOn).not.toHaveBeenCalled();
  });

  it('is looked up again after any change, and refused once the account no longer takes it', async () => {
    const s = await remembered();
    s.change({ mfaSecret: 'sealed-seed' });
    await expect(s.auth.actorForBasic('pat', PASSWORD, ADDRESS)).rejects.toThrow();
    expect(s.findByName).toHaveBeenCalled();
  });

  it('is looked up again from another address, whose holds are its own', async () => {
    const s = await remembered();
    s.holdFromNowOn({ kind: 'locked' });
    await expect(s.auth.actorForBasic('pat', PASSWORD, '198.51.100.4')).rejects.toThrow();
    expect(s.holdOn).toHaveBeenCalledWith(expect.objectContaining({ name: 'pat' }), '198.51.100.4', expect.any(Number));
  });

  it('is looked up again a second later, since time alone can start a hold', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const s = await remembered();
    s.holdFromNowOn({ kind: 'locked' });
    expect((await s.auth.actorForBasic('pat', PASSWORD, ADDRESS)).kind).toBe('user');
    expect(s.holdOn).not.toHaveBeenCalled();
    vi.setSystemTime(Date.now() + 1000);
    await expect(s.auth.actorForBasic('pat', PASSWORD, ADDRESS)).rejects.toThrow();
    expect(s.holdOn).toHaveBeenCalled();
  });

  it('checks the password’s age on every request, without a change to tell it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Changed 90 days ago but for half a second: it expires within the second a lookup is kept.
    const s = await remembered(Date.now() - 90 * DAY_MS + 500);
    s.expireAfterDays(90);
    expect((await s.auth.actorForBasic('pat', PASSWORD, ADDRESS)).kind).toBe('user');
    vi.setSystemTime(Date.now() + 600);
    await expect(s.auth.actorForBasic('pat', PASSWORD, ADDRESS)).rejects.toThrow('expired');
  });
});
