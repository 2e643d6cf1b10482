import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../../../test/build-test-app.ts';

const admin = basic('admin', ADMIN_PASSWORD);
const PASSWORD = 'Puller-Passw0rd!';
const puller = basic('puller', PASSWORD);
const OCI_MANIFEST = 'application/vnd.oci.image.manifest.v1+json';
const EMPTY_CONFIG = '{}';
const BASIC = 'Basic realm="Artifactory Realm"';
/** Where the registry sends clients for a token: the address they used. */
const REALM = 'http://localhost:80';

const digestOf = (data: string) => `sha256:${createHash('sha256').update(data).digest('hex')}`;
const MANIFEST = JSON.stringify({
  schemaVersion: 2,
  mediaType: OCI_MANIFEST,
  config: { mediaType: 'application/vnd.oci.empty.v1+json', digest: digestOf(EMPTY_CONFIG), size: 2 },
  layers: [],
});

let t: TestApp;

function call(method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE', url: string, as: Record<string, string> = {}) {
  return t.server.inject({ method, url, headers: as });
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function tokenFor(as: Record<string, string>, at = '/v2/token') {
  const res = await call('GET', `${at}?service=localhost&scope=repository:docker-local/app:pull`, as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ token: string; access_token: string; expires_in: number; issued_at: string }>();
}

beforeAll(async () => {
  t = await buildTestApp();
  await t.createRepositories(['docker-local'], { packageType: 'docker' });
  await t.createUser('puller', PASSWORD);
  await t.grant('pullers', ['docker-local'], { puller: ['READ'] });
});
afterAll(() => t.close());

describe('the Bearer challenge', () => {
  it('offers Bearer naming the token endpoint and what was asked, then Basic', async () => {
    const read = await call('GET', '/v2/docker-local/app/manifests/1.0');
    expect(read.statusCode).toBe(401);
    expect(read.headers['www-authenticate']).toEqual([
      `Bearer realm="${REALM}/v2/token",service="localhost",scope="repository:docker-local/app:pull"`,
      BASIC,
    ]);
    const write = await call('POST', '/v2/docker-local/app/blobs/uploads/');
    expect(write.headers['www-authenticate']?.[0]).toContain('scope="repository:docker-local/app:pull,push"');
    const remove = await call('DELETE', `/v2/docker-local/app/manifests/${digestOf(MANIFEST)}`);
    expect(remove.headers['www-authenticate']?.[0]).toContain('scope="repository:docker-local/app:delete"');
    const atRepositoryPath = await call('GET', '/artifactory/api/docker/docker-local/v2/app/tags/list');
    expect(atRepositoryPath.statusCode).toBe(401);
    expect(atRepositoryPath.headers['www-authenticate']).toEqual([
      `Bearer realm="${REALM}/artifactory/api/docker/docker-local/v2/token",service="localhost",scope="repository:app:pull"`,
      BASIC,
    ]);
  });

  it('challenges an anonymous caller with Basic alone while anonymous access is on', async () => {
    await t.setAnonymousAccess(true);
    try {
      const base = await call('GET', '/v2/');
      expect(base.statusCode).toBe(401);
      expect(base.headers['www-authenticate']).toBe(BASIC);
    } finally {
      await t.setAnonymousAccess(false);
    }
  });
});

describe('the token endpoint', () => {
  it('gives a signed-in client a short-lived token of its own that the registry takes as Bearer', async () => {
    const before = Date.now();
    const answer = await tokenFor(puller);
    expect(answer.access_token).toBe(answer.token);
    expect(answer.expires_in).toBe(300);
    expect(Date.parse(answer.issued_at)).toBeGreaterThanOrEqual(before - 1000);
    const row = await t.database.db
      .selectFrom('access_tokens')
      .innerJoin('users', 'users.id', 'access_tokens.user_id')
      .select(['users.name', 'access_tokens.description', 'access_tokens.created_at', 'access_tokens.expires_at'])
      .where('access_tokens.description', '=', 'Docker registry token')
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('puller');
    expect(Number(row.expires_at) - Number(row.created_at)).toBe(300_000);

    expect((await call('GET', '/v2/', bearer(answer.token))).statusCode).toBe(200);
    const tags = await call('GET', '/v2/docker-local/app/tags/list', bearer(answer.token));
    expect(tags.statusCode).toBe(404);
    expect(tags.json().errors[0].code).toBe('NAME_UNKNOWN');
    // The token acts as its user: reading, not pushing.
    const push = await call('POST', '/v2/docker-local/app/blobs/uploads/', bearer(answer.token));
    expect(push.statusCode).toBe(403);
  });

  it('no longer lets a revoked token in', async () => {
    const answer = await tokenFor(puller);
    await t.database.db
      .updateTable('access_tokens')
      .set({ revoked_at: Date.now() })
      .where('description', '=', 'Docker registry token')
      .execute();
    expect((await call('GET', '/v2/', bearer(answer.token))).statusCode).toBe(401);
  });

  it('gives a caller signed in with a token that same token back, minting none', async () => {
    const first = await tokenFor(admin);
    const again = await tokenFor(bearer(first.token));
    expect(again.token).toBe(first.token);
  });

  it('asks an anonymous caller or an unknown token for Basic credentials', async () => {
    const anonymous = await call('GET', '/v2/token?service=localhost');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['www-authenticate']).toBe(BASIC);
    expect(anonymous.json().errors[0].code).toBe('UNAUTHORIZED');
    const wrong = await call('GET', '/v2/token', bearer('x'.repeat(64)));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['www-authenticate']).toBe(BASIC);
  });
});

describe('the registry at the repository path', () => {
  const root = '/artifactory/api/docker/docker-local/v2';

  it('pushes and pulls as /v2/{repo}/ does, naming images and locations below the repository path', async () => {
    const answer = await tokenFor(admin, `${root}/token`);
    const as = bearer(answer.token);
    expect((await call('GET', `${root}/`, as)).json()).toEqual({});
    expect((await call('GET', `${root}/`)).statusCode).toBe(401);

    const upload = await call('POST', `${root}/team/app/blobs/uploads/`, as);
    expect(upload.statusCode, upload.body).toBe(202);
    expect(upload.headers.location).toMatch(new RegExp(`^${root}/team/app/blobs/uploads/[^/]+$`));
    const finished = await t.server.inject({
      method: 'PUT',
      url: `${upload.headers.location}?digest=${digestOf(EMPTY_CONFIG)}`,
      headers: { ...as, 'content-type': 'application/octet-stream' },
      payload: EMPTY_CONFIG,
    });
    expect(finished.statusCode, finished.body).toBe(201);
    expect(finished.headers.location).toBe(`${root}/team/app/blobs/${digestOf(EMPTY_CONFIG)}`);
    const pushed = await t.server.inject({
      method: 'PUT',
      url: `${root}/team/app/manifests/1.0`,
      headers: { ...as, 'content-type': OCI_MANIFEST },
      payload: MANIFEST,
    });
    expect(pushed.statusCode, pushed.body).toBe(201);
    expect(pushed.headers.location).toBe(`${root}/team/app/manifests/${digestOf(MANIFEST)}`);

    const pulled = await call('GET', `${root}/team/app/manifests/1.0`, puller);
    expect(pulled.statusCode).toBe(200);
    expect(pulled.body).toBe(MANIFEST);
    const blob = await call('HEAD', `${root}/team/app/blobs/${digestOf(EMPTY_CONFIG)}`, puller);
    expect(blob.headers['docker-content-digest']).toBe(digestOf(EMPTY_CONFIG));
    expect((await call('GET', `${root}/team/app/tags/list`, puller)).json()).toEqual({
      name: 'team/app',
      tags: ['1.0'],
    });
    // The same image at /v2/, where its repository names it.
    expect((await call('GET', '/v2/docker-local/team/app/tags/list', puller)).json()).toEqual({
      name: 'docker-local/team/app',
      tags: ['1.0'],
    });
    const removed = await call('DELETE', `${root}/team/app/manifests/${digestOf(MANIFEST)}`, admin);
    expect(removed.statusCode).toBe(202);
  });

  it('answers NAME_UNKNOWN for a repository that is not a registry', async () => {
    for (const url of ['/artifactory/api/docker/nowhere/v2/', '/artifactory/api/docker/nowhere/v2/token']) {
      const res = await call('GET', url, admin);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().errors[0].code).toBe('NAME_UNKNOWN');
    }
  });
});
