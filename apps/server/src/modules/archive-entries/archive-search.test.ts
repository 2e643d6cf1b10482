import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { SettingsRepository } from '../settings/settings.repository.ts';
import { FileBlobStore } from '../storage/blob-store.ts';
import { ItemsRepository } from '../storage/items.repository.ts';
import { createArchiveIndexer } from './archive-entries.module.ts';
import { ArchiveEntriesRepository } from './archive-entries.repository.ts';
import { tgzOf, zipOf } from './archive-fixtures.ts';
import { ArchiveIndexer, CATCH_UP_SETTING } from './archive-indexer.ts';
import { archiveSearchMessages } from './archive-search.wire.ts';

/** Artifactory's archive entries ("class") search, `GET api/search/archive`, over archives deployed for real. */
let t: TestApp;
const READER_PASSWORD = 'Reader-Passw0rd!';
const reader = basic('reader', READER_PASSWORD);
const admin = basic('admin', ADMIN_PASSWORD);

const thingJar = zipOf({
  'META-INF/': '',
  'META-INF/MANIFEST.MF': 'Manifest-Version: 1.0\n',
  'org/acme/Thing.class': 'cafebabe',
  'org/acme/Thing$Inner.class': 'cafebabe',
  'org/acme/util/Helper.class': 'cafebabe',
  'org/acme/thing.properties': 'a=b',
});
const secretJar = zipOf({ 'org/secret/Hidden.class': 'cafebabe', 'org/acme/Thing.class': 'other bytes' });
const npmPackage = tgzOf({ 'package/package.json': '{"name":"left-pad"}', 'package/lib/index.js': '' });

const deploy = async (repoKey: string, path: string, body: Buffer) => {
  const res = await t.server.inject({
    method: 'PUT',
    url: `/artifactory/${repoKey}/${path}`,
    headers: admin,
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
};

beforeAll(async () => {
  t = await buildTestApp();
  await t.createRepositories(['libs-release', 'guarded']);
  await t.createRepositories(['libs-virtual'], { rclass: 'virtual', repositories: ['libs-release'] });
  await deploy('libs-release', 'org/acme/thing/1.0/thing-1.0.jar', thingJar);
  await deploy('libs-release', 'copies/thing-copy.jar', thingJar);
  await deploy('libs-release', 'npm/left-pad-1.0.0.tgz', npmPackage);
  await deploy('guarded', 'secret/secret-1.0.jar', secretJar);
  await t.createUser('reader', READER_PASSWORD);
  await t.grant('release-readers', ['libs-release'], { reader: ['READ'] });
});
afterAll(() => t.close());

type Results = { entry: string; archiveUris: string[] }[];

const search = async (query: string, headers: Record<string, string> = admin) => {
  const res = await t.call('GET', `/artifactory/api/search/archive?${query}`, undefined, headers);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().results as Results).map(({ entry, archiveUris }) => ({
    entry,
    archives: archiveUris.map((uri) => uri.replace(/^.*\/api\/storage\//, '')),
  }));
};
const entries = async (query: string, headers?: Record<string, string>) =>
  (await search(query, headers)).map((result) => result.entry);

describe('archive entry search', () => {
  it('finds an entry by its exact name, regardless of case, with every archive that holds it', async () => {
    const res = await t.call('GET', '/artifactory/api/search/archive?name=thing.CLASS');
    expect(res.json().results[0].archiveUris[0]).toMatch(/^http.*\/artifactory\/api\/storage\/guarded\/secret\//);
    expect(await search('name=Thing.class')).toEqual([
      {
        entry: 'org/acme/Thing.class',
        archives: [
          'guarded/secret/secret-1.0.jar',
          'libs-release/copies/thing-copy.jar',
          'libs-release/org/acme/thing/1.0/thing-1.0.jar',
        ],
      },
    ]);
  });

  it('matches * and ? wildcards, and whole entry paths when the name has a slash', async () => {
    expect(await entries('name=*.class&repos=libs-release')).toEqual([
      'org/acme/Thing$Inner.class',
      'org/acme/Thing.class',
      'org/acme/util/Helper.class',
    ]);
    expect(await entries('name=Thing?Inner.*')).toEqual(['org/acme/Thing$Inner.class']);
    expect(await entries('name=org/acme/util/*')).toEqual(['org/acme/util/Helper.class']);
    expect(await entries('name=Thing')).toEqual([]);
  });

  it('keeps to class files, and leaves inner classes out, when asked', async () => {
    expect(await entries('name=thing*&repos=libs-release')).toEqual([
      'org/acme/Thing$Inner.class',
      'org/acme/Thing.class',
      'org/acme/thing.properties',
    ]);
    expect(await entries('name=thing*&repos=libs-release&searchClassOnly=true')).toEqual([
      'org/acme/Thing$Inner.class',
      'org/acme/Thing.class',
    ]);
    expect(await entries('name=thing*&repos=libs-release&searchClassOnly=true&excludeInnerClasses=true')).toEqual([
      'org/acme/Thing.class',
    ]);
  });

  it('reads the entries of a gzipped tar', async () => {
    expect(await search('name=index.js')).toEqual([
      { entry: 'package/lib/index.js', archives: ['libs-release/npm/left-pad-1.0.0.tgz'] },
    ]);
  });

  it('searches a virtual repository through its members', async () => {
    expect(await entries('name=*.class&repos=libs-virtual&excludeInnerClasses=true')).toEqual([
      'org/acme/Thing.class',
      'org/acme/util/Helper.class',
    ]);
  });

  it('shows a reader only the archives they may read', async () => {
    expect(await entries('name=Hidden.class', reader)).toEqual([]);
    expect(await entries('name=Hidden.class&repos=guarded', reader)).toEqual([]);
    expect((await search('name=Thing.class', reader))[0]?.archives).toEqual([
      'libs-release/copies/thing-copy.jar',
      'libs-release/org/acme/thing/1.0/thing-1.0.jar',
    ]);
  });

  it('answers the console through the gateway', async () => {
    const cookie = await t.login('admin', ADMIN_PASSWORD);
    const res = await t.server.inject({
      method: 'GET',
      url: '/ui/api/v1/artifactory/api/search/archive?name=Hidden.class',
      headers: t.asConsole(cookie),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results.map((result: { entry: string }) => result.entry)).toEqual(['org/secret/Hidden.class']);
  });

  it('refuses a missing, blank or over-long name', async () => {
    for (const query of ['', 'name=', 'name=%20%20', `name=${'a'.repeat(1001)}`]) {
      const res = await t.call('GET', `/artifactory/api/search/archive?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.body).toContain(
        query.length > 1000 ? archiveSearchMessages.nameTooLong(1000) : archiveSearchMessages.nameRequired,
      );
    }
  });
});

describe('archives that change', () => {
  it('stores a broken archive without indexing it', async () => {
    const broken = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(300, 1)]);
    await deploy('libs-release', 'broken/broken-1.0.jar', broken);
    await deploy('libs-release', 'broken/broken-1.0.tgz', Buffer.from('not gzip at all'));
    expect(await entries('name=*&repos=libs-release')).not.toContainEqual(expect.stringContaining('broken'));
    const res = await t.call('GET', '/artifactory/libs-release/broken/broken-1.0.jar');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(broken)).toBe(true);
    expect(await t.readLogs()).toContain('unreadable archive');
  });

  it('keeps entry names that climb out (zip slip) as names only: nothing of the archive is written out', async () => {
    const marker = `zip-slip-${randomUUID()}`;
    const slip = zipOf({ [`../../../${marker}.txt`]: 'escaped', [`/${marker}-absolute.txt`]: 'escaped' });
    await deploy('libs-release', 'slip/slip-1.0.jar', slip);
    expect(await entries(`name=${marker}*`)).toEqual(expect.arrayContaining([`../../../${marker}.txt`]));
    const written = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true, recursive: true })
        .filter((entry) => entry.name.includes(marker))
        .map((entry) => entry.name);
    expect(written(t.dataDir)).toEqual([]);
    expect(existsSync(join(dirname(t.dataDir), `${marker}.txt`))).toBe(false);
    expect(existsSync(join(t.dataDir, '..', '..', `${marker}.txt`))).toBe(false);
    expect(existsSync(`/${marker}-absolute.txt`)).toBe(false);
  });

  it('forgets an archive once it is deleted, and its content once no path holds it', async () => {
    expect((await t.call('DELETE', '/artifactory/libs-release/copies/thing-copy.jar')).statusCode).toBe(204);
    expect((await search('name=Helper.class'))[0]?.archives).toEqual(['libs-release/org/acme/thing/1.0/thing-1.0.jar']);
    expect((await t.call('DELETE', '/artifactory/libs-release/org/acme/thing')).statusCode).toBe(204);
    expect(await search('name=Helper.class')).toEqual([]);
    const left = await t.database.db
      .selectFrom('archive_entries')
      .select('entry_path')
      .where('entry_path', '=', 'org/acme/util/Helper.class')
      .execute();
    expect(left).toEqual([]);
  });

  it('indexes a jar deployed again after its content was forgotten, and finds its copies without reading them', async () => {
    await deploy('libs-release', 'again/thing-2.0.jar', thingJar);
    expect((await search('name=Helper.class'))[0]?.archives).toEqual(['libs-release/again/thing-2.0.jar']);
    const copy = await t.call(
      'POST',
      '/artifactory/api/copy/libs-release/again/thing-2.0.jar?to=/guarded/copied/thing.jar',
    );
    expect(copy.statusCode, copy.body).toBe(200);
    expect((await search('name=Helper.class'))[0]?.archives).toEqual([
      'guarded/copied/thing.jar',
      'libs-release/again/thing-2.0.jar',
    ]);
  });

  const thingSha256 = createHash('sha256').update(thingJar).digest('hex');
  const progress = () => new SettingsRepository(t.database.db);
  const forgetThing = () => t.database.db.deleteFrom('archive_contents').where('sha256', '=', thingSha256).execute();
  const lastItemId = () => new ArchiveEntriesRepository(t.database.db).lastItemId();

  /** What a start does: a new indexer's catch-up, to its end; answers the warnings it logged. */
  async function catchUp(entries = new ArchiveEntriesRepository(t.database.db)): Promise<unknown[]> {
    const warnings: unknown[] = [];
    const indexer = new ArchiveIndexer({
      entries,
      items: new ItemsRepository(t.database.db, t.database.dialect, t.database.changes),
      blobs: new FileBlobStore(join(t.dataDir, 'blobs')),
      log: pino({ level: 'warn' }, { write: (line: string) => void warnings.push(line) }),
      progress: progress(),
    });
    indexer.catchUp();
    await indexer.idle();
    return warnings;
  }

  it('reads at start the archives stored before their entries were indexed, window by window of ids', async () => {
    await forgetThing();
    expect(await search('name=Helper.class')).toEqual([]);
    // Three windows of ids to go through before the stored items: each is looked at in turn.
    await progress().put(CATCH_UP_SETTING, -25_000);
    expect(await catchUp()).toEqual([]);
    expect((await search('name=Helper.class'))[0]?.archives).toEqual([
      'guarded/copied/thing.jar',
      'libs-release/again/thing-2.0.jar',
    ]);
    expect(await progress().get(CATCH_UP_SETTING)).toBe(await lastItemId());
  });

  it('reads them through a cluster task that runs at start, one node for all, and ends with the reading', async () => {
    await forgetThing();
    await progress().put(CATCH_UP_SETTING, 0);
    const { catchUpTask } = createArchiveIndexer({
      db: t.database.db,
      items: new ItemsRepository(t.database.db, t.database.dialect, t.database.changes),
      blobs: new FileBlobStore(join(t.dataDir, 'blobs')),
      log: pino({ level: 'silent' }),
    });
    expect(catchUpTask).toMatchObject({ scope: 'cluster', atStart: true });
    await catchUpTask.run();
    expect(await progress().get(CATCH_UP_SETTING)).toBe(await lastItemId());
    expect((await search('name=Helper.class'))[0]?.archives).toContain('libs-release/again/thing-2.0.jar');
  });

  it('looks at start only at items stored after the last catch-up got to', async () => {
    await forgetThing();
    await progress().put(CATCH_UP_SETTING, await lastItemId());
    expect(await catchUp()).toEqual([]);
    expect(await search('name=Helper.class')).toEqual([]);

    await deploy('libs-release', 'later/thing-3.0.jar', thingJar);
    // A search waits for the server's own indexer, so what follows is the catch-up's work alone.
    await search('name=Helper.class');
    await forgetThing();
    expect(await catchUp()).toEqual([]);
    expect((await search('name=Helper.class'))[0]?.archives).toContain('libs-release/later/thing-3.0.jar');
  });

  it('keeps its mark where an archive failed for another reason than its content, so the next start tries again', async () => {
    const before = await lastItemId();
    await progress().put(CATCH_UP_SETTING, 0);
    await forgetThing();
    class FailingOnce extends ArchiveEntriesRepository {
      failed = false;
      override async record(...args: Parameters<ArchiveEntriesRepository['record']>) {
        if (!this.failed) {
          this.failed = true;
          throw new Error('the database went away');
        }
        return super.record(...args);
      }
    }
    const failing = new FailingOnce(t.database.db);
    const warnings = await catchUp(failing);
    expect(failing.failed).toBe(true);
    expect(warnings.join('')).toContain('could not index archive entries');
    expect(await progress().get(CATCH_UP_SETTING)).toBe(0);

    expect(await catchUp()).toEqual([]);
    expect((await search('name=Helper.class'))[0]?.archives).toContain('libs-release/later/thing-3.0.jar');
    expect(await progress().get(CATCH_UP_SETTING)).toBe(before);
  });
});
