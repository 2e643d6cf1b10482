import { createHash, randomBytes } from 'node:crypto';
import { apiPaths } from '@arca/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { ItemsRepository } from './items.repository.ts';

const admin = basic('admin', ADMIN_PASSWORD);
const DEPLOYER_PASSWORD = 'Deployer-Passw0rd!';
const deployer = basic('deployer', DEPLOYER_PASSWORD);

const hex = (algorithm: string, body: string | Buffer) => createHash(algorithm).update(body).digest('hex');
const randomHex = (length: number) => randomBytes(length / 2).toString('hex');

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await t.createRepositories(['own-repo', 'other-repo']);
  await t.createRepositories(['maven-own'], { packageType: 'maven' });
  await t.createUser('deployer', DEPLOYER_PASSWORD);
  await t.grant('deployer-own', ['own-repo', 'maven-own'], { deployer: ['WRITE'] });
});
afterAll(() => t.close());

/** Read on part of a repository, as a permission target with patterns grants it. */
async function grantRead(name: string, repoKey: string, include: string[]) {
  const res = await t.call('POST', apiPaths.accessPermissions, {
    name,
    resources: {
      artifact: {
        targets: { [repoKey]: { include_patterns: include, exclude_patterns: [] } },
        actions: { users: { deployer: ['READ'] }, groups: {} },
      },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
}

async function store(url: string, content: string | Buffer) {
  const res = await t.server.inject({ method: 'PUT', url, headers: admin, payload: content });
  expect(res.statusCode, res.body).toBe(201);
}

function checksumDeploy(url: string, checksumHeaders: Record<string, string>, as = deployer) {
  return t.server.inject({ method: 'PUT', url, headers: { ...as, 'x-checksum-deploy': 'true', ...checksumHeaders } });
}

/** What a client can compare of two answers: all but the request's own id and date, the checksum masked. */
function seen(res: LightMyRequestResponse, checksum: string) {
  const { date: _date, 'x-request-id': _id, ...headers } = res.headers;
  return { status: res.statusCode, headers, body: res.body.replaceAll(checksum, '<checksum>') };
}

describe('checksum deploy', () => {
  it('H1 answers a checksum deploy of content the deployer cannot read exactly as an unknown checksum, by sha256, sha1 and md5, and stores nothing', async () => {
    const secret = `only in other-repo ${randomHex(16)}`;
    await store('/artifactory/other-repo/private/secret.bin', secret);

    const cases = [
      { header: 'x-checksum-sha256', checksum: hex('sha256', secret), unknown: randomHex(64) },
      { header: 'x-checksum', checksum: hex('sha256', secret), unknown: randomHex(64) },
      { header: 'x-checksum-sha1', checksum: hex('sha1', secret), unknown: randomHex(40) },
      { header: 'x-checksum', checksum: hex('sha1', secret), unknown: randomHex(40) },
      { header: 'x-checksum-md5', checksum: hex('md5', secret), unknown: randomHex(32) },
      { header: 'x-checksum', checksum: hex('md5', secret), unknown: randomHex(32) },
    ];
    for (const [index, { header, checksum, unknown }] of cases.entries()) {
      const url = `/artifactory/own-repo/copies/${index}.bin`;
      const known = await checksumDeploy(url, { [header]: checksum });
      const random = await checksumDeploy(url, { [header]: unknown });
      expect(known.statusCode, `${header} ${checksum}`).toBe(404);
      expect(seen(known, checksum)).toEqual(seen(random, unknown));
      expect((await t.server.inject({ method: 'GET', url, headers: deployer })).statusCode).toBe(404);
    }
    expect(await t.storedPaths('own-repo')).toEqual([]);
  });

  it('H1 counts only the items a path-limited read grant reaches', async () => {
    const hidden = `below private only ${randomHex(16)}`;
    const shared = `below allowed too ${randomHex(16)}`;
    await store('/artifactory/other-repo/private/hidden.bin', hidden);
    await store('/artifactory/other-repo/private/shared.bin', shared);
    await store('/artifactory/other-repo/allowed/shared.bin', shared);
    await grantRead('deployer-allowed', 'other-repo', ['allowed/**']);

    const refused = await checksumDeploy('/artifactory/own-repo/limited/hidden.bin', {
      'x-checksum-sha256': hex('sha256', hidden),
    });
    const unknown = randomHex(64);
    const random = await checksumDeploy('/artifactory/own-repo/limited/hidden.bin', { 'x-checksum-sha256': unknown });
    expect(refused.statusCode).toBe(404);
    expect(seen(refused, hex('sha256', hidden))).toEqual(seen(random, unknown));

    const reused = await checksumDeploy('/artifactory/own-repo/limited/shared.bin', {
      'x-checksum-sha1': hex('sha1', shared),
    });
    expect(reused.statusCode, reused.body).toBe(201);
    const copy = await t.server.inject({
      method: 'GET',
      url: '/artifactory/own-repo/limited/shared.bin',
      headers: deployer,
    });
    expect(copy.body).toBe(shared);
    expect(await t.storedPaths('own-repo')).toEqual(['limited/shared.bin']);
  });

  it('H1 refuses a Maven checksum deploy of content the deployer cannot read, as an unknown checksum', async () => {
    const jar = randomBytes(2048);
    await store('/artifactory/other-repo/vault/app-1.0.jar', jar);
    const url = '/artifactory/maven-own/com/acme/app/1.0/app-1.0.jar';
    const refused = await checksumDeploy(url, { 'x-checksum-sha1': hex('sha1', jar) });
    const unknown = randomHex(40);
    const random = await checksumDeploy(url, { 'x-checksum-sha1': unknown });
    expect(refused.statusCode).toBe(404);
    expect(seen(refused, hex('sha1', jar))).toEqual(seen(random, unknown));
    expect(await t.storedPaths('maven-own')).toEqual([]);

    await grantRead('deployer-vault', 'other-repo', ['vault/**']);
    const reused = await checksumDeploy(url, { 'x-checksum-sha1': hex('sha1', jar) });
    expect(reused.statusCode, reused.body).toBe(201);
    const copy = await t.server.inject({ method: 'GET', url, headers: deployer });
    expect(copy.rawPayload.equals(jar)).toBe(true);
    // Deployed through the format: the metadata is calculated as for any deploy.
    expect(await t.storedPaths('maven-own')).toContain('com/acme/app/maven-metadata.xml');
  });

  it('H1 reuses content once the deployer may read the file that holds it, by sha256 and sha1', async () => {
    const secret = `read later ${randomHex(16)}`;
    await store('/artifactory/other-repo/private/later.bin', secret);
    const before = await checksumDeploy('/artifactory/own-repo/later/by-sha256.bin', {
      'x-checksum-sha256': hex('sha256', secret),
    });
    expect(before.statusCode).toBe(404);

    await grantRead('deployer-later', 'other-repo', ['private/later.bin']);
    for (const [name, header, checksum] of [
      ['by-sha256.bin', 'x-checksum-sha256', hex('sha256', secret)],
      ['by-sha1.bin', 'x-checksum-sha1', hex('sha1', secret)],
    ] as const) {
      const url = `/artifactory/own-repo/later/${name}`;
      const res = await checksumDeploy(url, { [header]: checksum });
      expect(res.statusCode, res.body).toBe(201);
      expect((await t.server.inject({ method: 'GET', url, headers: deployer })).body).toBe(secret);
    }
  });

  it('H1 finds a readable copy however many unreadable copies hold the content', async () => {
    const content = `copied everywhere ${randomHex(16)}`;
    await store('/artifactory/other-repo/crowd/original.bin', content);
    // Many more copies the deployer cannot read than a page-by-page check ever looked at, all
    // older than the one copy they may read.
    const items = new ItemsRepository(t.database.db, t.database.dialect, t.database.changes);
    const original = await items.find('other-repo', 'crowd/original.bin');
    if (!original?.sha256 || !original.sha1 || !original.md5) throw new Error('the original is not stored');
    const blob = { sha256: original.sha256, sha1: original.sha1, md5: original.md5, size: original.size };
    const now = Date.now();
    await items.transaction(async (tx) => {
      for (let copy = 0; copy < 1100; copy += 1)
        await items.putFile(
          tx,
          {
            repoKey: 'other-repo',
            path: `crowd/${copy}.bin`,
            blob,
            mimeType: 'application/octet-stream',
            user: 'admin',
          },
          now,
        );
    });
    await store('/artifactory/other-repo/open/copy.bin', content);
    await grantRead('deployer-open', 'other-repo', ['open/**']);

    const res = await checksumDeploy('/artifactory/own-repo/crowd/copy.bin', { 'x-checksum-sha256': blob.sha256 });
    expect(res.statusCode, res.body).toBe(201);
    const copy = await t.server.inject({
      method: 'GET',
      url: '/artifactory/own-repo/crowd/copy.bin',
      headers: deployer,
    });
    expect(copy.body).toBe(content);
  });

  it('H1 lets an administrator reuse any stored content, as before', async () => {
    const content = `admin reuse ${randomHex(16)}`;
    await store('/artifactory/other-repo/private/admin.bin', content);
    const res = await checksumDeploy(
      '/artifactory/own-repo/admin/copy.bin',
      { 'x-checksum': hex('sha256', content) },
      admin,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(
      (await t.server.inject({ method: 'GET', url: '/artifactory/own-repo/admin/copy.bin', headers: admin })).body,
    ).toBe(content);
  });
});
