import { apiPaths } from '@arca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, buildTestApp, type TestApp } from '../../test/build-test-app.ts';

/** Package clients send Basic credentials on every request; the server remembers a good check briefly. */
let t: TestApp;
const user = `${apiPaths.accessUsers}/pat`;

beforeAll(async () => {
  t = await buildTestApp();
  await t.call('POST', apiPaths.accessUsers, { username: 'pat', password: 'Pat-Passw0rd!', email: 'pat@example.com' });
});
afterAll(() => t.close());

const asPat = (password: string) =>
  t.server.inject({ method: 'GET', url: apiPaths.currentUser, headers: basic('pat', password) });

describe('HTTP Basic credentials', () => {
  it('stop working the moment the password changes, though they were just accepted', async () => {
    expect((await asPat('Pat-Passw0rd!')).json().name).toBe('pat');
    expect((await t.call('PATCH', user, { password: 'Pat-New-Passw0rd!' })).statusCode).toBe(200);
    expect((await asPat('Pat-Passw0rd!')).statusCode).toBe(401);
    expect((await asPat('Pat-New-Passw0rd!')).json().name).toBe('pat');
  });

  it('stop working the moment the password is expired by an administrator', async () => {
    expect((await asPat('Pat-New-Passw0rd!')).json().name).toBe('pat');
    expect((await t.call('POST', apiPaths.expirePassword('pat'))).statusCode).toBe(204);
    expect((await asPat('Pat-New-Passw0rd!')).statusCode).toBe(401);
  });

  it('are never remembered when wrong', async () => {
    expect((await asPat('not-the-password')).statusCode).toBe(401);
    expect((await asPat('not-the-password')).statusCode).toBe(401);
  });
});
