import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../../db/database.ts';
import { testDatabaseUrl } from '../../../test/build-test-app.ts';
import { FileBlobStore } from '../../storage/index.ts';
import { ChunkRaced } from './upload-ranges.ts';
import { UploadSessions } from './upload-sessions.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'arca-uploads-'));
const schema = testDatabaseUrl ? `test_uploads_${process.pid}_${Date.now().toString(36)}` : undefined;
const blobsDir = join(dataDir, 'blobs');
let database: DatabaseHandle;
let blobs: FileBlobStore;

beforeAll(async () => {
  database = await openDatabase({ dataDir, databaseUrl: testDatabaseUrl, ...(schema ? { schema } : {}) });
  blobs = new FileBlobStore(blobsDir);
  await blobs.sweepIncoming();
});
afterAll(async () => {
  await blobs.close();
  await database.close();
  if (testDatabaseUrl && schema) {
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await admin.end();
  }
  rmSync(dataDir, { recursive: true, force: true });
});

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const parts = () => readdirSync(join(blobsDir, '.parts')).sort();
/** Another node: its own sessions object over the same database and store, sharing nothing in memory. */
const node = () => new UploadSessions(database.db, blobs);

/** A body that sends `sent` and then breaks, as a client that drops the connection mid-chunk. */
function broken(sent: Buffer): Readable {
  return new Readable({
    read() {
      this.push(sent);
      this.destroy(new Error('connection reset'));
    },
  });
}

describe('upload sessions', () => {
  it('A2 go on from any node: each chunk a part in the shared store, the upload a row every node reads', async () => {
    const start = await node().start('docker-local', 'app');
    const b = node();
    const first = await b.append(await b.find(start.id, 'docker-local', 'app'), Readable.from([Buffer.from('first ')]));
    expect(first.size).toBe(6);
    const a = node();
    const second = await a.append(
      await a.find(start.id, 'docker-local', 'app'),
      Readable.from([Buffer.from('second')]),
    );
    const closing = node();
    const session = await closing.find(start.id, 'docker-local', 'app');
    expect(session).toEqual(second);
    await closing.claim(session);
    const pending = await closing.finish(session);
    expect(pending.digest).toMatchObject({ sha256: sha256(Buffer.from('first second')), size: 12 });
    await pending.keep();
    await closing.removeParts(session);
    expect(parts()).toEqual([]);
    await expect(node().find(start.id, 'docker-local', 'app')).rejects.toMatchObject({ status: 404 });
  });

  it('A2 counts a chunk that broke off not at all, and one that lost its race to another chunk not twice', async () => {
    const sessions = node();
    const started = await sessions.start('docker-local', 'app');
    const head = await sessions.append(started, Readable.from([Buffer.from('head ')]));
    await expect(sessions.append(head, broken(Buffer.from('partial ')))).rejects.toThrow('connection reset');
    expect((await sessions.find(started.id, 'docker-local', 'app')).size).toBe(5);
    // Two chunks sent for the same offset, through two nodes: the first to count wins.
    await node().append(head, Readable.from([Buffer.from('tail')]));
    await expect(node().append(head, Readable.from([Buffer.from('other')]))).rejects.toEqual(new ChunkRaced(9));
    const session = await sessions.find(started.id, 'docker-local', 'app');
    expect(parts().filter((name) => name.startsWith(started.id))).toEqual(
      session.parts.map((part) => part.name).sort(),
    );
    await sessions.claim(session);
    expect((await sessions.finish(session)).digest.sha256).toBe(sha256(Buffer.from('head tail')));
    await sessions.removeParts(session);
  });

  it('A2 takes a one-chunk upload over as it is, reading it only for a checksum asked at the end', async () => {
    const data = randomBytes(200 * 1024);
    const sessions = node();
    const session = await sessions.append(await sessions.start('docker-local', 'app'), Readable.from([data]));
    await sessions.claim(session);
    const pending = await sessions.finish(session, { sha512: true });
    expect(pending.digest).toMatchObject({
      sha256: sha256(data),
      sha512: createHash('sha512').update(data).digest('hex'),
      size: data.length,
    });
    await pending.keep();
    expect(parts()).toEqual([]);
    expect(await blobs.has(sha256(data))).toBe(true);
  });

  it('A2 sweeps uploads nobody added to for the grace, with their parts, and parts no upload names, and leaves the others', async () => {
    const sessions = node();
    const stale = await sessions.append(await sessions.start('docker-local', 'old'), Readable.from([Buffer.from('x')]));
    // What a node that died while a chunk came in leaves: a part its upload never counted.
    await blobs.writePart(`${randomUUID()}.${randomUUID()}`, Readable.from([Buffer.from('cut')]));
    const later = Date.now() + 60_000;
    const fresh = await sessions.append(await sessions.start('docker-local', 'new'), Readable.from([Buffer.from('y')]));
    await database.db.updateTable('docker_uploads').set({ updated_at: later }).where('id', '=', fresh.id).execute();
    expect(parts()).toHaveLength(3);
    expect(await node().sweep(30_000, later)).toBe(1);
    await expect(sessions.find(stale.id, 'docker-local', 'old')).rejects.toMatchObject({ status: 404 });
    expect(parts()).toEqual(fresh.parts.map((part) => part.name));
    await sessions.remove(fresh);
    expect(parts()).toEqual([]);
  });
});
