import { apiPaths, apiUrl, legacySecurityMessages, legacySecurityRoutes, serverMessages } from '@arca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, buildTestApp, type TestApp } from '../../test/build-test-app.ts';

// Artifactory's legacy user and group calls, as the Terraform provider's artifactory_user and
// artifactory_group resources and cleanup scripts send them, over the Access v2 services.

let t: TestApp;
const userUrl = (name: string) => apiUrl(legacySecurityRoutes.getUser, { name });
const groupUrl = (name: string) => apiUrl(legacySecurityRoutes.getGroup, { name });
const NON_ADMIN_PASSWORD = 'Plain-Passw0rd-41';

beforeAll(async () => {
  t = await buildTestApp();
  await t.createUser('plain', NON_ADMIN_PASSWORD);
  expect((await t.call('POST', apiPaths.accessGroups, { name: 'readers' })).statusCode).toBe(201);
  expect((await t.call('POST', apiPaths.accessGroups, { name: 'deployers' })).statusCode).toBe(201);
});
afterAll(() => t.close());

/** What the Terraform provider sends to create `artifactory_user`. */
const terraformUser = {
  name: 'terraform',
  email: 'terraform@example.com',
  password: 'Terraform-Passw0rd-1',
  admin: false,
  profileUpdatable: true,
  disableUIAccess: false,
  internalPasswordDisabled: false,
  groups: ['readers'],
};

describe('legacy users (/artifactory/api/security/users)', () => {
  it('creates a user with PUT and answers it in Artifactory’s shape, never with a password', async () => {
    const created = await t.call('PUT', userUrl('terraform'), terraformUser);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.body).toBe('');
    const read = await t.call('GET', userUrl('terraform'));
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      name: 'terraform',
      email: 'terraform@example.com',
      admin: false,
      profileUpdatable: true,
      disableUIAccess: false,
      internalPasswordDisabled: false,
      realm: 'internal',
      groups: ['readers'],
      watchManager: false,
      policyManager: false,
      reportsManager: false,
    });
    expect(read.body).not.toContain('password"');
    // The same user as the Access v2 call's, who logs in with the password given.
    await t.login('terraform', terraformUser.password);
    const v2 = (await t.call('GET', `${apiPaths.accessUsers}/terraform`)).json();
    expect(v2).toMatchObject({ username: 'terraform', groups: ['readers'] });
    expect((await t.call('GET', userUrl('terraform'))).json().lastLoggedIn).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('replaces an existing user with PUT: fields left out take their defaults, the password and groups stay', async () => {
    expect((await t.call('PUT', userUrl('replaced'), { ...terraformUser, admin: true })).statusCode).toBe(201);
    const replaced = await t.call('PUT', userUrl('replaced'), { email: 'new@example.com' });
    expect(replaced.statusCode, replaced.body).toBe(201);
    expect((await t.call('GET', userUrl('replaced'))).json()).toMatchObject({
      email: 'new@example.com',
      admin: false,
      disableUIAccess: false,
      groups: ['readers'],
    });
    await t.login('replaced', terraformUser.password);
  });

  it('refuses a new user without a password, and a password the policy refuses, in the errors envelope', async () => {
    const noPassword = await t.call('PUT', userUrl('nopass'), { email: 'nopass@example.com' });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json()).toEqual({ errors: [{ status: 400, message: legacySecurityMessages.passwordRequired }] });
    const weak = await t.call('PUT', userUrl('weak'), { email: 'weak@example.com', password: 'a' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors[0].status).toBe(400);
    expect((await t.call('GET', userUrl('weak'))).statusCode).toBe(404);
  });

  it('changes only the fields given with POST, the groups replaced when given', async () => {
    await t.call('PUT', userUrl('updated'), terraformUser);
    const res = await t.call('POST', userUrl('updated'), { email: 'changed@example.com', groups: ['deployers'] });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.call('GET', userUrl('updated'))).json()).toMatchObject({
      email: 'changed@example.com',
      admin: false,
      groups: ['deployers'],
    });
    const newPassword = await t.call('POST', userUrl('updated'), { password: 'Changed-Passw0rd-2' });
    expect(newPassword.statusCode).toBe(200);
    await t.login('updated', 'Changed-Passw0rd-2');
  });

  it('answers 404 in the errors envelope for a user that does not exist', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.call(method, userUrl('ghost'), method === 'POST' ? { email: 'g@example.com' } : undefined);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ errors: [{ status: 404, message: serverMessages.userNotFound('ghost') }] });
    }
  });

  it('refuses a setting Arca has no room for at its other value, rather than ignoring it', async () => {
    const res = await t.call('PUT', userUrl('locked'), { ...terraformUser, profileUpdatable: false });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: [{ status: 400, message: legacySecurityMessages.unsupportedSetting('profileUpdatable', false) }],
    });
    expect((await t.call('GET', userUrl('locked'))).statusCode).toBe(404);
  });

  it('takes back the read-only fields a script sends from a GET', async () => {
    await t.call('PUT', userUrl('roundtrip'), terraformUser);
    const read = (await t.call('GET', userUrl('roundtrip'))).json();
    const res = await t.call('POST', userUrl('roundtrip'), { ...read, lastLoggedInMillis: 0, offlineMode: false });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('lists every user with the address of its legacy call and its realm', async () => {
    const res = await t.call('GET', apiUrl(legacySecurityRoutes.listUsers));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContainEqual({
      name: 'terraform',
      uri: expect.stringMatching(/\/artifactory\/api\/security\/users\/terraform$/),
      realm: 'internal',
    });
  });

  it('deletes with DELETE, answering Artifactory’s line of text; the last administrator stays', async () => {
    await t.call('PUT', userUrl('leaving'), terraformUser);
    const res = await t.call('DELETE', userUrl('leaving'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe(legacySecurityMessages.userRemoved('leaving'));
    expect((await t.call('GET', userUrl('leaving'))).statusCode).toBe(404);
    const last = await t.call('DELETE', userUrl('admin'));
    expect(last.statusCode).toBe(409);
    expect(last.json()).toEqual({ errors: [{ status: 409, message: serverMessages.lastAdministrator }] });
  });
});

describe('legacy groups (/artifactory/api/security/groups)', () => {
  it('creates a group with PUT and its members with userNames, shown only with includeUsers=true', async () => {
    await t.call('PUT', userUrl('member1'), terraformUser);
    const created = await t.call('PUT', groupUrl('dev-leads'), {
      name: 'dev-leads',
      description: 'The development leads',
      autoJoin: false,
      adminPrivileges: false,
      userNames: ['member1'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const plain = await t.call('GET', groupUrl('dev-leads'));
    expect(plain.json()).toEqual({
      name: 'dev-leads',
      description: 'The development leads',
      autoJoin: false,
      adminPrivileges: false,
      realm: 'internal',
      watchManager: false,
      policyManager: false,
      reportsManager: false,
    });
    const withUsers = await t.call('GET', `${groupUrl('dev-leads')}?includeUsers=true`);
    expect(withUsers.json().userNames).toEqual(['member1']);
  });

  it('changes only the fields given with POST, userNames replacing the members', async () => {
    await t.call('PUT', userUrl('member2'), terraformUser);
    await t.call('PUT', groupUrl('changing'), { description: 'before', userNames: ['member1'] });
    const res = await t.call('POST', groupUrl('changing'), { autoJoin: true, userNames: ['member2'] });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.call('GET', `${groupUrl('changing')}?includeUsers=true`)).json()).toMatchObject({
      description: 'before',
      autoJoin: true,
      userNames: ['member2'],
    });
  });

  it('replaces an existing group with PUT: fields left out take their defaults, members stay unless given', async () => {
    await t.call('PUT', groupUrl('replacing'), { description: 'old', adminPrivileges: true, userNames: ['member1'] });
    expect((await t.call('PUT', groupUrl('replacing'), { description: 'new' })).statusCode).toBe(201);
    expect((await t.call('GET', `${groupUrl('replacing')}?includeUsers=true`)).json()).toMatchObject({
      description: 'new',
      adminPrivileges: false,
      userNames: ['member1'],
    });
  });

  it('refuses an unknown member or an invalid name with 400, and changes nothing', async () => {
    const unknown = await t.call('PUT', groupUrl('nobody'), { userNames: ['no-such-user'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      errors: [{ status: 400, message: serverMessages.unknownUsers(['no-such-user']) }],
    });
    expect((await t.call('GET', groupUrl('nobody'))).statusCode).toBe(404);
    expect((await t.call('PUT', groupUrl('bad*name'), {})).statusCode).toBe(400);
  });

  it('lists every group and deletes with DELETE, answering Artifactory’s line of text', async () => {
    await t.call('PUT', groupUrl('short-lived'), {});
    const list = (await t.call('GET', apiUrl(legacySecurityRoutes.listGroups))).json();
    expect(list).toContainEqual({
      name: 'short-lived',
      uri: expect.stringMatching(/\/artifactory\/api\/security\/groups\/short-lived$/),
    });
    const res = await t.call('DELETE', groupUrl('short-lived'));
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(legacySecurityMessages.groupRemoved('short-lived'));
    const gone = await t.call('GET', groupUrl('short-lived'));
    expect(gone.json()).toEqual({ errors: [{ status: 404, message: serverMessages.groupNotFound('short-lived') }] });
  });
});

describe('who may call them', () => {
  it('refuses non-administrators with 403 and anonymous callers with 401 on every legacy user and group call', async () => {
    const calls = [
      ['GET', apiUrl(legacySecurityRoutes.listUsers)],
      ['GET', userUrl('plain')],
      ['PUT', userUrl('sneaky')],
      ['POST', userUrl('plain')],
      ['DELETE', userUrl('plain')],
      ['GET', apiUrl(legacySecurityRoutes.listGroups)],
      ['GET', groupUrl('readers')],
      ['PUT', groupUrl('sneaky')],
      ['POST', groupUrl('readers')],
      ['DELETE', groupUrl('readers')],
    ] as const;
    const body = { email: 'sneaky@example.com', password: 'Sneaky-Passw0rd-9', admin: true };
    for (const [method, url] of calls) {
      const payload = method === 'PUT' || method === 'POST' ? body : undefined;
      expect((await t.call(method, url, payload, basic('plain', NON_ADMIN_PASSWORD))).statusCode, url).toBe(403);
      expect((await t.call(method, url, payload, {})).statusCode, url).toBe(401);
    }
    expect((await t.call('GET', userUrl('sneaky'))).statusCode).toBe(404);
    expect((await t.call('GET', userUrl('plain'))).json().admin).toBe(false);
  });

  it('records each change in the audit trail as an administration, without the password', async () => {
    await t.call('PUT', userUrl('audited'), terraformUser);
    const lines = (await t.readLogs()).split('\n').filter((line) => line.includes('"kind"'));
    expect(lines.map((line) => JSON.parse(line))).toContainEqual(
      expect.objectContaining({
        kind: 'administration',
        user: 'admin',
        action: 'PUT /artifactory/api/security/users/:name',
      }),
    );
    expect(lines.join('\n')).not.toContain(terraformUser.password);
  });
});
