import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../../db/database.ts';
import { someoneWaitsFor } from '../../../test/advisory-locks.ts';
import { testDatabaseUrl } from '../../../test/build-test-app.ts';
import { gate } from '../../../test/gate.ts';
import { storageNode, storeLocalRepository, telling } from '../../../test/storage-node.ts';
import { ANONYMOUS } from '../../auth/actor.ts';
import { PackageIndex } from '../../packages/package-index.ts';
import type { StoredRepository } from '../../repositories/repositories.repository.ts';
import { FileBlobStore } from '../../storage/blob-store.ts';
import type { FormatStorage } from '../format-storage.ts';
import { MavenService, PACKAGE_TYPE } from './maven.service.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'arca-maven-nodes-'));
const blobsDir = join(dataDir, 'shared-blobs');
const schema = testDatabaseUrl ? `test_maven_nodes_${process.pid}_${Date.now().toString(36)}` : undefined;
const open = () => openDatabase({ dataDir, databaseUrl: testDatabaseUrl, ...(schema ? { schema } : {}) });
let first: DatabaseHandle;
// Another node on the same PostgreSQL database; on SQLite, which one process serves, the same one.
let second: DatabaseHandle;
let repository: StoredRepository;
const storeA = new FileBlobStore(blobsDir);
const storeB = new FileBlobStore(blobsDir);
beforeAll(async () => {
  first = await open();
  second = testDatabaseUrl ? await open() : first;
  repository = await storeLocalRepository(first, 'maven-local', 'maven');
  await storeA.sweepIncoming();
});
afterAll(async () => {
  await Promise.all([storeA.close(), storeB.close()]);
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

const FOLDER = 'org/acme/lib';
const METADATA = `${FOLDER}/maven-metadata.xml`;

/** Deploys a version's jar through `storage` and tells Maven, as the artifact route does. */
function deployJar(storage: FormatStorage, maven: MavenService, version: string): Promise<void> {
  return deployFile(storage, maven, `${FOLDER}/${version}/lib-${version}.jar`, `jar ${version}`);
}

async function deployFile(storage: FormatStorage, maven: MavenService, path: string, content: string): Promise<void> {
  const pending = await storage.blobs.receive(Readable.from([Buffer.from(content)]));
  await storage.deploy.write(
    { repoKey: repository.key, path, mimeType: 'application/octet-stream', user: 'ci' },
    pending,
  );
  const item = await storage.items.find(repository.key, path);
  if (!item) throw new Error(`${path} was not recorded`);
  await maven.deployed(ANONYMOUS, repository, item);
}

/** `storage` whose writes of maven-metadata.xml wait for `until`, telling `reached` first. */
function pausingMetadata(storage: FormatStorage, reached: () => void, until: Promise<void>): FormatStorage {
  const deploy = new Proxy(storage.deploy, {
    get(target, property) {
      if (property === 'write')
        return async (...args: Parameters<typeof target.write>) => {
          if (args[0].path === METADATA) {
            reached();
            await until;
          }
          return target.write(...args);
        };
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { ...storage, deploy };
}

describe('maven-metadata.xml computed by two nodes at once', () => {
  it('is written last by the node that read the most versions, not by one that read before the other deployed', async () => {
    const a = storageNode(first, storeA);
    const index = new PackageIndex(first.db);
    await deployJar(a, new MavenService({ storage: a, index }), '1.0');

    // A deploys 1.1 and is held after reading the versions, before writing the metadata.
    const read = gate();
    const write = gate();
    const pausedA = pausingMetadata(a, read.open, write.opened);
    const deployingA = deployJar(pausedA, new MavenService({ storage: pausedA, index }), '1.1');
    await read.opened;

    // B deploys 2.0 meanwhile: it finishes, or waits for A's lock on the folder.
    const key = `maven:${repository.key}\0${FOLDER}`;
    const came = gate();
    const b = storageNode(
      second,
      storeB,
      telling(second.locks, (asked) => asked === key && came.open()),
    );
    const deployingB = deployJar(b, new MavenService({ storage: b, index: new PackageIndex(second.db) }), '2.0');
    await Promise.race([deployingB, schema ? someoneWaitsFor(schema, key) : came.opened]);
    write.open();
    await Promise.all([deployingA, deployingB]);

    const metadata = await a.items.find(repository.key, METADATA);
    if (!metadata?.sha256) throw new Error('no maven-metadata.xml');
    const xml = (await storeA.readSmall(metadata.sha256)).toString('utf8');
    expect([...xml.matchAll(/<version>([^<]+)<\/version>/g)].map((match) => match[1])).toEqual(['1.0', '1.1', '2.0']);
  });

  it("indexes a version whose jar and pom two nodes take at once with one lead file, each seeing the other's", async () => {
    const a = storageNode(first, storeA);
    // A has read the version's files (none yet) and is held before it records its jar among them.
    const reading = gate();
    const recording = gate();
    class PausingIndex extends PackageIndex {
      override async record(...args: Parameters<PackageIndex['record']>) {
        reading.open();
        await recording.opened;
        return super.record(...args);
      }
    }
    const deployingA = deployJar(a, new MavenService({ storage: a, index: new PausingIndex(first.db) }), '3.0');
    await reading.opened;

    const key = `maven:${repository.key}\0${FOLDER}`;
    const came = gate();
    const b = storageNode(
      second,
      storeB,
      telling(second.locks, (asked) => asked === key && came.open()),
    );
    const pom = '<project><groupId>org.acme</groupId><artifactId>lib</artifactId><version>3.0</version></project>';
    const deployingB = deployFile(
      b,
      new MavenService({ storage: b, index: new PackageIndex(second.db) }),
      `${FOLDER}/3.0/lib-3.0.pom`,
      pom,
    );
    await Promise.race([deployingB, schema ? someoneWaitsFor(schema, key) : came.opened]);
    recording.open();
    await Promise.all([deployingA, deployingB]);

    const held = (await new PackageIndex(first.db).versionsIn(repository.key, PACKAGE_TYPE, 'org.acme:lib')).find(
      (version) => version.version === '3.0',
    );
    expect(held?.files.map((file) => file.path).sort()).toEqual([
      `${FOLDER}/3.0/lib-3.0.jar`,
      `${FOLDER}/3.0/lib-3.0.pom`,
    ]);
    // Each node alone would make its own file the version's lead: the one that saw both chose the jar.
    expect(held?.files.filter((file) => file.lead).map((file) => file.path)).toEqual([`${FOLDER}/3.0/lib-3.0.jar`]);
  });
});
