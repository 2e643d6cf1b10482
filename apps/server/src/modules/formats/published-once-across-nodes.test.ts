import { createHash, randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockName } from '../../db/cluster-lock.ts';
import {
  ADMIN_PASSWORD,
  basic,
  buildSecondNode,
  buildTestApp,
  type TestApp,
  testDatabaseUrl,
} from '../../test/build-test-app.ts';
import { gate } from '../../test/gate.ts';
import type { StorageChange } from '../storage/storage-events.ts';
import { packageKey } from './npm/npm.service.ts';
import { postSdist, sha256 } from './pypi/pypi-test-support.ts';

const admin = basic('admin', ADMIN_PASSWORD);
const NPM = '/artifactory/api/npm/npm-local';

let a: TestApp;
// Another node on the same PostgreSQL database; on SQLite, which one process serves, the same one.
let b: TestApp;
beforeAll(async () => {
  a = await buildTestApp();
  await a.createRepositories(['npm-local'], { packageType: 'npm' });
  await a.createRepositories(['pypi-local'], { packageType: 'pypi' });
  b = testDatabaseUrl ? await buildSecondNode(a, {}, { sharingBlobs: true }) : a;
});
afterAll(async () => {
  if (b !== a) await b?.close();
  await a?.close();
});

const integrityOf = (tarball: Buffer) => `sha512-${createHash('sha512').update(tarball).digest('base64')}`;

/** `npm publish` of one version whose tarball is `tarball`, sent to `node`, with its tags (`latest` unless told). */
function publish(
  node: TestApp,
  name: string,
  version: string,
  tarball: Buffer,
  tags: readonly string[] = ['latest'],
): Promise<LightMyRequestResponse> {
  const file = `${name}-${version}.tgz`;
  const document = {
    _id: name,
    name,
    'dist-tags': Object.fromEntries(tags.map((tag) => [tag, version])),
    versions: {
      [version]: {
        name,
        version,
        dist: { integrity: integrityOf(tarball), shasum: createHash('sha1').update(tarball).digest('hex') },
      },
    },
    _attachments: { [file]: { data: tarball.toString('base64'), length: tarball.length } },
  };
  // An injected request starts once awaited: a promise of it starts it now.
  return Promise.resolve(
    node.server.inject({ method: 'PUT', url: `${NPM}/${name}`, headers: admin, payload: document }),
  );
}

/**
 * Holds `node`'s first transaction that changes a file `holds` picks, until another backend waits
 * on it, or for the cluster lock `lock`; resolves once the transaction is held, when the other may
 * start. On SQLite, whose one process orders the two itself, it holds nothing.
 */
function holdingUntilSomeoneWaits(node: TestApp, holds: (change: StorageChange) => boolean, lock?: string) {
  if (!testDatabaseUrl) return Promise.resolve();
  const held = gate();
  let holding = false;
  node.storageListeners.add({
    changed: async (tx, changes) => {
      if (holding || !changes.some(holds)) return;
      holding = true;
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(tx);
      const waited = someoneWaitsOn(Number(rows[0]?.pid), lock && lockName(node.schema ?? '', lock));
      held.open();
      await waited;
    },
  });
  return held.opened;
}

/** Resolves once a backend of the database waits on `holder`'s transaction, or for the cluster lock named `lock`. */
async function someoneWaitsOn(holder: number, lock?: string): Promise<void> {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    for (let tries = 0; tries < 1000; tries++) {
      const { rows } = await client.query(
        `select 1 from pg_stat_activity where $1 = any(pg_blocking_pids(pid))
         union all
         select 1 from pg_locks
          where locktype = 'advisory' and not granted
            and ((classid::bigint << 32) | objid::bigint) = hashtextextended($2, 0)`,
        [holder, lock ?? null],
      );
      if (rows.length > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`nobody came to wait on backend ${holder}`);
  } finally {
    await client.end();
  }
}

const tarballOf = (name: string, version: string) => (change: StorageChange) =>
  change.path.endsWith(`${name}-${version}.tgz`);

describe('a version published on two nodes at once', () => {
  it('A4 answers one npm publish 201 and the other 403, and keeps the winner’s tarball behind the version', async () => {
    const name = 'raced-package';
    expect((await publish(a, name, '1.0.0', randomBytes(64))).statusCode).toBe(201);
    const held = holdingUntilSomeoneWaits(a, tarballOf(name, '1.1.0'));
    const tarballs = [randomBytes(64), randomBytes(64)] as const;
    const publishingA = publish(a, name, '1.1.0', tarballs[0]);
    await Promise.race([held, publishingA]);
    const answers = await Promise.all([publishingA, publish(b, name, '1.1.0', tarballs[1])]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 403]);
    const refused = answers.find((answer) => answer.statusCode === 403);
    expect(refused?.body).toContain('cannot modify pre-existing version');
    const winner = tarballs[answers.findIndex((answer) => answer.statusCode === 201)];
    if (!winner) throw new Error('no publish won');
    for (const node of [a, b]) {
      const tarball = await node.server.inject({
        method: 'GET',
        url: `${NPM}/${name}/-/${name}-1.1.0.tgz`,
        headers: admin,
      });
      expect(tarball.rawPayload.equals(winner), `${tarball.statusCode} ${tarball.body}`).toBe(true);
      const packument = await node.server.inject({ method: 'GET', url: `${NPM}/${name}`, headers: admin });
      expect(packument.json().versions['1.1.0'].dist.integrity).toBe(integrityOf(winner));
    }
  });

  it('A4 answers one PyPI upload of a file 200 and the other 400 File already exists, and keeps the winner’s file', async () => {
    const name = 'raced-project';
    const held = holdingUntilSomeoneWaits(a, (change) => change.path.endsWith(`${name}-1.0.tar.gz`));
    const files = [randomBytes(64), randomBytes(64)] as const;
    const uploadingA = postSdist(a, 'pypi-local', name, '1.0', files[0]);
    await Promise.race([held, uploadingA]);
    const answers = await Promise.all([uploadingA, postSdist(b, 'pypi-local', name, '1.0', files[1])]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.statusCode === 400)?.body).toContain(
      `File already exists: ${name}-1.0.tar.gz`,
    );
    const winner = files[answers.findIndex((answer) => answer.statusCode === 200)];
    if (!winner) throw new Error('no upload won');
    for (const node of [a, b]) {
      const file = await node.server.inject({
        method: 'GET',
        url: `/artifactory/pypi-local/${name}/1.0/${name}-1.0.tar.gz`,
        headers: admin,
      });
      expect(file.rawPayload.equals(winner)).toBe(true);
      const page = await node.server.inject({
        method: 'GET',
        url: `/artifactory/api/pypi/pypi-local/simple/${name}/`,
        headers: admin,
      });
      expect(page.body).toContain(`#sha256=${sha256(winner)}`);
    }
  });

  // Another node waiting on a lock is seen in PostgreSQL's lock table; SQLite has no other node.
  if (testDatabaseUrl)
    it('A4 commits a publish on one node that races an unpublish of the package on another after the unpublish, keeping its tags', async () => {
      const name = 'unpublished-package';
      expect((await publish(a, name, '1.0.0', randomBytes(64))).statusCode).toBe(201);
      // B's unpublish, having read the versions there were, is held while it removes 1.0.0's
      // tarball, until A's publish waits on it.
      const held = holdingUntilSomeoneWaits(
        b,
        (change) => change.type === 'deleted' && tarballOf(name, '1.0.0')(change),
        packageKey('npm-local', name),
      );
      const unpublishing = Promise.resolve(
        b.server.inject({ method: 'DELETE', url: `${NPM}/${name}/-rev/1`, headers: admin }),
      );
      await Promise.race([held, unpublishing]);
      const publishingA = publish(a, name, '2.0.0', randomBytes(64), ['latest', 'next']);
      expect((await unpublishing).statusCode).toBe(200);
      expect((await publishingA).statusCode).toBe(201);

      const packument = await a.server.inject({ method: 'GET', url: `${NPM}/${name}`, headers: admin });
      expect(Object.keys(packument.json().versions)).toEqual(['2.0.0']);
      expect(packument.json()['dist-tags']).toEqual({ latest: '2.0.0', next: '2.0.0' });
    });
});
