import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ArcaProcess, startArcaProcess } from './arca-process.ts';
import {
  api,
  blobFiles,
  bytesOf,
  bytesUnder,
  crashAt,
  createRepository,
  eventually,
  heldRequest,
  queryDatabase,
  sha256Of,
} from './crash-helpers.ts';

const MiB = 1024 * 1024;
const REPO = 'drops';

let arca: ArcaProcess;
beforeAll(async () => {
  arca = await startArcaProcess();
});
afterAll(() => arca?.dispose());

async function deploy(path: string, body: Buffer) {
  const res = await api(arca, 'PUT', `/artifactory/${REPO}/${path}`, body, { 'x-checksum-sha256': sha256Of(body) });
  expect(res.status, await res.text()).toBe(201);
}

async function downloadedSha256(path: string): Promise<string | number> {
  const res = await api(arca, 'GET', `/artifactory/${REPO}/${path}`);
  return res.status === 200 ? sha256Of(Buffer.from(await res.arrayBuffer())) : res.status;
}

describe('a server killed while generic deploys stream in', () => {
  const committed = {
    'kept/first.bin': bytesOf('first', MiB),
    'kept/second.txt': Buffer.from('a small committed file'),
    'replaced.bin': bytesOf('replaced, first version', 256 * 1024),
  };
  const torn = bytesOf('torn', 8 * MiB);
  const replacement = bytesOf('replaced, second version', 4 * MiB);
  const unrecorded = bytesOf('stored, never recorded', 4096);

  it('keeps every answered deploy, and nothing of the cut ones', async () => {
    await createRepository(arca, REPO);
    for (const [path, body] of Object.entries(committed)) await deploy(path, body);

    const cut = [
      heldRequest(arca, 'PUT', `/artifactory/${REPO}/torn/big.bin`, torn),
      heldRequest(arca, 'PUT', `/artifactory/${REPO}/replaced.bin`, replacement),
    ];
    await Promise.all([cut[0]?.sendUpTo(3 * MiB), cut[1]?.sendUpTo(MiB)]);
    // Killed once the server holds part of both bodies on its disk.
    const incoming = join(arca.dataDir, 'blobs', '.incoming');
    await eventually(
      () => readdirSync(incoming).length === 2 && bytesUnder(incoming) >= 3 * MiB,
      'both bodies are partly on disk',
    );
    await arca.crash();
    for (const request of cut) await expect(request.answer).rejects.toThrow();

    // A deploy whose content is in the blob store under its sha256 when the process dies, before
    // the commit that names it.
    await crashAt(arca, 'deploy-blob-kept', (crashing) =>
      api(crashing, 'PUT', `/artifactory/${REPO}/kept/unrecorded.bin`, unrecorded),
    );
    const stray = sha256Of(unrecorded);
    expect(blobFiles(arca)).toContain(stray);

    arca = await arca.restart();
    // Emptied before the first request is served.
    expect(readdirSync(incoming)).toEqual([]);

    for (const [path, body] of Object.entries(committed))
      expect(await downloadedSha256(path), path).toBe(sha256Of(body));
    expect(await downloadedSha256('torn/big.bin')).toBe(404);
    expect(await downloadedSha256('kept/unrecorded.bin')).toBe(404);
    expect((await api(arca, 'GET', `/artifactory/api/storage/${REPO}/torn/big.bin`)).status).toBe(404);
    expect((await api(arca, 'GET', `/artifactory/api/storage/${REPO}/torn`)).status).toBe(404);
    const found = await api(arca, 'GET', `/artifactory/api/search/artifact?name=big.bin&repos=${REPO}`);
    expect(((await found.json()) as { results: unknown[] }).results).toEqual([]);
    const listing = await api(arca, 'GET', `/artifactory/api/storage/${REPO}?list&deep=1`);
    const files = ((await listing.json()) as { files: { uri: string; folder: boolean; size: number }[] }).files;
    expect(
      files
        .filter((file) => !file.folder)
        .map((file) => [file.uri, Number(file.size)])
        .sort(),
    ).toEqual(
      Object.entries(committed)
        .map(([path, body]) => [`/${path}`, body.length])
        .sort(),
    );

    // The database holds the committed files and their blobs, nothing of the cut deploys.
    const rows = await queryDatabase<{ path: string; name: string; type: string; sha256: string | null }>(
      arca,
      'select path, name, type, sha256 from items where repo_key = ? order by path, name',
      [REPO],
    );
    const asStored = ([path, body]: [string, Buffer]) => {
      const slash = path.lastIndexOf('/');
      return `${slash < 0 ? '.' : path.slice(0, slash)} ${path.slice(slash + 1)} ${sha256Of(body)}`;
    };
    expect(
      rows
        .filter((row) => row.type === 'file')
        .map((row) => `${row.path} ${row.name} ${row.sha256}`)
        .sort(),
    ).toEqual(Object.entries(committed).map(asStored).sort());
    expect(rows.filter((row) => row.type === 'folder').map((row) => row.name)).toEqual(['kept']);
    const blobRows = await queryDatabase<{ sha256: string }>(arca, 'select sha256 from blobs order by sha256');
    const committedBlobs = Object.values(committed).map(sha256Of).sort();
    expect(blobRows.map((row) => row.sha256)).toEqual(committedBlobs);
    // The start-up sweep removes the blob file no row names; the committed ones stay.
    await eventually(() => !blobFiles(arca).includes(stray), 'the unrecorded blob file is swept');
    expect(blobFiles(arca)).toEqual(committedBlobs);

    // The same deploys, sent again, succeed.
    await deploy('torn/big.bin', torn);
    await deploy('replaced.bin', replacement);
    await deploy('kept/unrecorded.bin', unrecorded);
    expect(await downloadedSha256('kept/unrecorded.bin')).toBe(sha256Of(unrecorded));
    expect(await downloadedSha256('torn/big.bin')).toBe(sha256Of(torn));
    expect(await downloadedSha256('replaced.bin')).toBe(sha256Of(replacement));
    expect(await downloadedSha256('kept/first.bin')).toBe(sha256Of(committed['kept/first.bin']));
  }, 30_000);
});
