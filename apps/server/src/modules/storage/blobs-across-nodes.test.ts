import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/database.ts';
import { someoneWaitsFor } from '../../test/advisory-locks.ts';
import { testDatabaseUrl } from '../../test/build-test-app.ts';
import { gate } from '../../test/gate.ts';
import { storageNode, storeLocalRepository, telling } from '../../test/storage-node.ts';
import { testBucket } from '../../test/test-s3.ts';
import { blobKey } from './blob-collector.ts';
import { type BlobStore, FileBlobStore } from './blob-store.ts';
import { S3BlobStore } from './s3-blob-store.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'arca-blob-nodes-'));
const schema = testDatabaseUrl ? `test_blob_nodes_${process.pid}_${Date.now().toString(36)}` : undefined;
const open = () => openDatabase({ dataDir, databaseUrl: testDatabaseUrl, ...(schema ? { schema } : {}) });
let first: DatabaseHandle;
// Another node on the same PostgreSQL database; on SQLite, which one process serves, the same one.
let second: DatabaseHandle;
beforeAll(async () => {
  first = await open();
  second = testDatabaseUrl ? await open() : first;
  await storeLocalRepository(first, 'shared-local');
});
afterAll(async () => {
  if (second !== first) await second?.close();
  await first?.close();
  if (schema) {
    const client = new pg.Client({ connectionString: testDatabaseUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** A store whose removals wait for `until`, telling `reached` first: a collector paused before it removes. */
function pausingRemovals(store: BlobStore, reached: () => void, until: Promise<void>): BlobStore {
  return new Proxy(store, {
    get(target, property) {
      if (property === 'remove')
        return async (sha256: string) => {
          reached();
          await until;
          return target.remove(sha256);
        };
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

const file = (path: string) => ({ repoKey: 'shared-local', path, mimeType: 'application/octet-stream', user: 'admin' });
const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

/**
 * Resolves once node A's holder of `key` waits behind node B's: in the database on PostgreSQL, in
 * the process's queue on SQLite, where A came for it while B holds it.
 */
function waitsBehind(key: string, came: Promise<void>): Promise<void> {
  return schema ? someoneWaitsFor(schema, key) : came;
}

interface SharedStore {
  /** Node A's and node B's views of one store. */
  a: BlobStore;
  b: BlobStore;
  close(): Promise<void>;
}

async function sharedFolder(): Promise<SharedStore> {
  const root = mkdtempSync(join(tmpdir(), 'arca-shared-blobs-'));
  const a = new FileBlobStore(root);
  const b = new FileBlobStore(root);
  await a.sweepIncoming();
  return {
    a,
    b,
    close: async () => {
      await Promise.all([a.close(), b.close()]);
      rmSync(root, { recursive: true, force: true });
    },
  };
}

async function sharedBucket(): Promise<SharedStore> {
  const { sdk, client, bucket } = await testBucket();
  const store = (node: string) => new S3BlobStore({ sdk, client, bucket, prefix: 'arca/', node });
  return { a: store('node-a'), b: store('node-b'), close: async () => client.destroy() };
}

describe.each([
  ['a shared blobs folder', sharedFolder],
  ['a shared S3 bucket', sharedBucket],
])('content kept by one node and collected by another, on %s', (_where, openStore) => {
  let store: SharedStore;
  beforeAll(async () => {
    store = await openStore();
  });
  afterAll(() => store?.close());

  it('keeps the bytes of a deploy on A while B removes the last item that held the same content', async () => {
    const content = randomBytes(1000);
    const digest = sha256(content);
    const a = storageNode(first, store.a);
    await a.deploy.write(file('old.bin'), await store.a.receive(Readable.from([content])));

    // B deletes old.bin and collects its blob, and is held just before it removes the content.
    const paused = gate();
    const resume = gate();
    const b = storageNode(second, pausingRemovals(store.b, paused.open, resume.opened));
    const old = await b.items.find('shared-local', 'old.bin');
    if (!old) throw new Error('old.bin was not recorded');
    await b.items.transaction((tx) => b.items.remove(tx, [old]));
    const releasing = b.collector.release([digest]);
    await paused.opened;

    // A deploys the same content meanwhile: it finishes, or waits for B's lock on the blob.
    const came = gate();
    const lockingA = storageNode(
      first,
      store.a,
      telling(first.locks, (key) => key === blobKey(digest) && came.open()),
    );
    const writing = lockingA.deploy.write(file('new.bin'), await store.a.receive(Readable.from([content])));
    await Promise.race([writing, waitsBehind(blobKey(digest), came.opened)]);
    resume.open();
    expect(await releasing).toBe(1);
    await writing;

    expect(await a.items.find('shared-local', 'new.bin')).toMatchObject({ sha256: digest });
    expect((await store.b.readSmall(digest)).equals(content)).toBe(true);
  });

  // On SQLite the deploy's open transaction holds the one connection: no sweep gets between.
  if (schema)
    it('keeps the bytes of a deploy on A that is between keeping them and its commit while B sweeps unknown content', async () => {
      const content = randomBytes(1000);
      const digest = sha256(content);
      const kept = gate();
      const commit = gate();
      const a = storageNode(first, store.a);
      const writing = a.deploy.write(file('pending.bin'), await store.a.receive(Readable.from([content])), {
        inCommit: async () => {
          kept.open();
          await commit.opened;
        },
      });
      await kept.opened;

      // B sweeps while A has kept the content but not committed: every file counts as old enough.
      const came = gate();
      const b = storageNode(
        second,
        store.b,
        telling(second.locks, (key) => key === blobKey(digest) && came.open()),
      );
      const sweeping = b.collector.sweepUnknownFiles(store.b, Date.now() + 60_000);
      await Promise.race([sweeping, waitsBehind(blobKey(digest), came.opened)]);
      commit.open();
      await writing;
      expect(await sweeping).toBe(0);

      expect(await a.items.find('shared-local', 'pending.bin')).toMatchObject({ sha256: digest });
      expect((await store.b.readSmall(digest)).equals(content)).toBe(true);
    });
});
