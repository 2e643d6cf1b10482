import { ACCESS_COOKIE, apiPaths, CSRF_HEADER, CSRF_HEADER_VALUE, serverMessages } from '@arca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
const xhr = { [CSRF_HEADER]: CSRF_HEADER_VALUE };
const passwordOf = (name: string) => `${name}-Passw0rd`;

beforeAll(async () => {
  t = await buildTestApp();
  await t.createRepositories(['generic-local']);
});
afterAll(() => t.close());

/** A user with a console session, opened from an address no test guesses from. */
async function signedIn(name: string): Promise<Record<string, string>> {
  await t.createUser(name, passwordOf(name));
  await t.grant(`${name}-reads`, ['generic-local'], { [name]: ['READ'] });
  const res = await t.server.inject({
    method: 'POST',
    url: apiPaths.login,
    headers: xhr,
    payload: { user: name, password: passwordOf(name), type: 'login' },
    remoteAddress: '10.7.0.1',
  });
  const cookie = res.cookies.find((candidate) => candidate.name === ACCESS_COOKIE);
  if (!cookie) throw new Error(`login of ${name} failed: ${res.statusCode} ${res.body}`);
  return { cookie: `${ACCESS_COOKIE}=${cookie.value}`, ...xhr };
}

/** The calls that take the current password again, alternately, from one address. */
function recheck(session: Record<string, string>, password: string, attempt: number, remoteAddress: string) {
  const url = attempt % 2 === 0 ? apiPaths.userProfile : apiPaths.setMeUpToken('generic-local');
  return t.server.inject({ method: 'POST', url, headers: session, payload: { password }, remoteAddress });
}

function login(name: string, password: string, remoteAddress: string) {
  return t.server.inject({
    method: 'POST',
    url: apiPaths.login,
    headers: xhr,
    payload: { user: name, password, type: 'login' },
    remoteAddress,
  });
}

describe('password re-checks', () => {
  it('L7 re-checks lock the account after the lock policy’s number of wrong passwords, as the login does', async () => {
    const session = await signedIn('recheck-lock');
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await recheck(session, 'guess', attempt, '10.7.1.1');
      expect(wrong.json()).toEqual({ errors: [{ status: 400, message: serverMessages.wrongPassword }] });
    }
    // Now even the right password is refused, at the re-check and at the login.
    const locked = await recheck(session, passwordOf('recheck-lock'), 0, '10.7.1.1');
    expect(locked.statusCode).toBe(400);
    expect(locked.json().errors[0].message).toBe(serverMessages.userLocked);
    const loginLocked = await login('recheck-lock', passwordOf('recheck-lock'), '10.7.1.1');
    expect(loginLocked.statusCode).toBe(401);
    expect(loginLocked.json().errors[0].message).toBe(serverMessages.userLocked);
  });

  it('L7 re-checks throttle an account at an address after ten wrong passwords in five minutes with 429, as the login does', async () => {
    const [session = {}, neighbour = {}] = [await signedIn('recheck-one'), await signedIn('recheck-two')];
    // Wrong passwords, then the lock's refusals: each counts, as at the login.
    for (let attempt = 0; attempt < 10; attempt++)
      expect((await recheck(session, 'guess', attempt, '10.7.2.1')).statusCode).toBe(400);
    const throttled = await recheck(session, passwordOf('recheck-one'), 0, '10.7.2.1');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().errors[0].message).toBe(serverMessages.tooManyLoginAttempts);
    expect((await login('recheck-one', passwordOf('recheck-one'), '10.7.2.1')).statusCode).toBe(429);
    // Another address is not held back, nor another account at that address.
    expect((await recheck(session, passwordOf('recheck-one'), 0, '10.7.2.2')).statusCode).toBe(200);
    expect((await recheck(neighbour, passwordOf('recheck-two'), 0, '10.7.2.1')).statusCode).toBe(200);
  });
});
