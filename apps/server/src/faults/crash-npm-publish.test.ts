import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, type ArcaProcess, startArcaProcess } from './arca-process.ts';
import {
  api,
  blobFiles,
  bytesOf,
  crashAt,
  createRepository,
  eventually,
  heldRequest,
  queryDatabase,
} from './crash-helpers.ts';

const REPO = 'npm-local';
const NAME = 'crash-pkg';
const REGISTRY = `/artifactory/api/npm/${REPO}`;

let arca: ArcaProcess;
let work: string;
beforeAll(async () => {
  arca = await startArcaProcess();
  work = mkdtempSync(join(tmpdir(), 'arca-crash-npm-'));
});
afterAll(async () => {
  await arca?.dispose();
  rmSync(work, { recursive: true, force: true });
});

/** The real npm client, with a config and cache of its own, publishing the folder `dir`. */
function npmPublish(dir: string): Promise<void> {
  const registry = `${arca.baseUrl}${REGISTRY}/`;
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_')));
  const args = [
    'publish',
    `--registry=${registry}`,
    `--${registry.replace(/^http:/, '')}:_auth=${Buffer.from(`admin:${ADMIN_PASSWORD}`).toString('base64')}`,
    `--userconfig=${join(work, 'npmrc')}`,
    `--globalconfig=${join(work, 'global-npmrc')}`,
    `--cache=${join(work, 'cache')}`,
    '--no-audit',
    '--no-fund',
    '--no-update-notifier',
    '--loglevel=warn',
  ];
  writeFileSync(join(work, 'npmrc'), '');
  writeFileSync(join(work, 'global-npmrc'), '');
  return new Promise((resolve, reject) => {
    execFile('npm', args, { cwd: dir, env: { ...env, HOME: work }, timeout: 30_000 }, (error, stdout, stderr) =>
      error ? reject(new Error(`npm publish failed: ${error.message}\n${stderr}\n${stdout}`)) : resolve(),
    );
  });
}

/** The document `npm publish` sends, its tarball attached in base64. */
function publishDocument(version: string, tarball: Buffer): Buffer {
  const file = `${NAME}-${version}.tgz`;
  return Buffer.from(
    JSON.stringify({
      _id: NAME,
      name: NAME,
      'dist-tags': { latest: version },
      versions: {
        [version]: {
          name: NAME,
          version,
          _id: `${NAME}@${version}`,
          dist: {
            integrity: `sha512-${createHash('sha512').update(tarball).digest('base64')}`,
            shasum: createHash('sha1').update(tarball).digest('hex'),
            tarball: `http://elsewhere/${NAME}/-/${file}`,
          },
        },
      },
      _attachments: {
        [file]: { content_type: 'application/octet-stream', data: tarball.toString('base64'), length: tarball.length },
      },
    }),
  );
}

async function packument(): Promise<{ versions: Record<string, { dist: { shasum: string } }>; 'dist-tags': object }> {
  const res = await api(arca, 'GET', `${REGISTRY}/${NAME}`);
  expect(res.status).toBe(200);
  return res.json() as never;
}

describe('a server killed during npm publishes', () => {
  const cutInTransfer = bytesOf('cut in transfer', 3 * 1024 * 1024);
  const cutBeforeVersion = bytesOf('cut before its version', 64 * 1024);

  it('keeps the versions published before, and nothing of a publish cut short', async () => {
    await createRepository(arca, REPO, 'npm');
    const source = join(work, 'src');
    mkdirSync(source);
    writeFileSync(join(source, 'package.json'), JSON.stringify({ name: NAME, version: '1.0.0', main: 'index.js' }));
    writeFileSync(join(source, 'index.js'), 'module.exports = 42;\n');
    await npmPublish(source);
    const published = (await packument()).versions['1.0.0']?.dist.shasum;
    expect(published).toMatch(/^[0-9a-f]{40}$/);

    // Cut while the document is on its way: half of it sent, the rest held back.
    const document = publishDocument('1.1.0', cutInTransfer);
    const inTransfer = heldRequest(arca, 'PUT', `${REGISTRY}/${NAME}`, document, {
      'content-type': 'application/json',
    });
    await inTransfer.sendUpTo(document.length / 2);
    await arca.crash();
    await expect(inTransfer.answer).rejects.toThrow();

    // Cut once the tarball is in the blob store and the version not yet recorded.
    await crashAt(arca, 'npm-publish-before-version', (crashing) =>
      api(crashing, 'PUT', `${REGISTRY}/${NAME}`, publishDocument('1.2.0', cutBeforeVersion), {
        'content-type': 'application/json',
      }),
    );

    arca = await arca.restart();
    const after = await packument();
    expect(Object.keys(after.versions)).toEqual(['1.0.0']);
    expect(after['dist-tags']).toEqual({ latest: '1.0.0' });
    const tarball = await api(arca, 'GET', `${REGISTRY}/${NAME}/-/${NAME}-1.0.0.tgz`);
    expect(
      createHash('sha1')
        .update(Buffer.from(await tarball.arrayBuffer()))
        .digest('hex'),
    ).toBe(published);
    for (const version of ['1.1.0', '1.2.0'])
      expect((await api(arca, 'GET', `${REGISTRY}/${NAME}/-/${NAME}-${version}.tgz`)).status, version).toBe(404);

    // No row of the cut publishes: items, versions, tags, blobs.
    const files = await queryDatabase<{ name: string }>(
      arca,
      "select name from items where repo_key = ? and type = 'file' order by name",
      [REPO],
    );
    expect(files.map((row) => row.name)).toEqual([`${NAME}-1.0.0.tgz`]);
    const versions = await queryDatabase<{ version: string }>(
      arca,
      'select v.version from package_versions v join packages p on p.id = v.package_id where p.name_key = ?',
      [NAME],
    );
    expect(versions.map((row) => row.version)).toEqual(['1.0.0']);
    const tags = await queryDatabase<{ tag: string; version: string }>(
      arca,
      'select tag, version from npm_dist_tags where package_name = ?',
      [NAME],
    );
    expect(tags).toEqual([{ tag: 'latest', version: '1.0.0' }]);
    const blobs = await queryDatabase<{ sha256: string }>(arca, 'select sha256 from blobs order by sha256');
    const referenced = await queryDatabase<{ sha256: string }>(
      arca,
      "select distinct sha256 from items where type = 'file' order by sha256",
    );
    expect(blobs).toEqual(referenced);
    // The tarball stored before the crash, which no row names, is swept at start.
    await eventually(
      () => blobFiles(arca).join() === referenced.map((row) => row.sha256).join(),
      'the blob files are those of the rows',
    );

    // The cut publishes, sent again, succeed.
    for (const [version, tarball] of [
      ['1.1.0', cutInTransfer],
      ['1.2.0', cutBeforeVersion],
    ] as const) {
      const res = await api(arca, 'PUT', `${REGISTRY}/${NAME}`, publishDocument(version, tarball), {
        'content-type': 'application/json',
      });
      expect(res.status, await res.text()).toBeLessThan(300);
    }
    const republished = await packument();
    expect(Object.keys(republished.versions).sort()).toEqual(['1.0.0', '1.1.0', '1.2.0']);
    expect(republished['dist-tags']).toEqual({ latest: '1.2.0' });
    expect(republished.versions['1.2.0']?.dist.shasum).toBe(createHash('sha1').update(cutBeforeVersion).digest('hex'));
  }, 30_000);
});
