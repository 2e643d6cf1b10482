import { apiPaths } from '@arca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { PYPI_API, sha256, uploadSdist } from './pypi-test-support.ts';

/**
 * The simple index applies a permission's include and exclude patterns file by file: a reader
 * sees the projects with a file they may download, and of a project only those files, in a
 * virtual repository by each member's own patterns.
 */

const API = PYPI_API;
const admin = basic('admin', ADMIN_PASSWORD);
const PASSWORD = 'Reader-Passw0rd!';
const reader = basic('reader', PASSWORD);
const JSON_TYPE = 'application/vnd.pypi.simple.v1+json';
const LOCAL = 'pypi-local';
const SECOND = 'pypi-second';
const VIRTUAL = 'pypi-virtual';

let t: TestApp;

/** twine's upload of one sdist; answers its bytes. */
async function upload(repoKey: string, name: string, version: string): Promise<Buffer> {
  const bytes = Buffer.from(`${repoKey} ${name}-${version}`);
  await uploadSdist(t, repoKey, name, version, bytes);
  return bytes;
}

function get(url: string, headers: Record<string, string>, accept = 'text/html') {
  return t.server.inject({ method: 'GET', url, headers: { ...headers, accept } });
}

/** The projects an index page lists, in either form. */
async function projects(repoKey: string, headers: Record<string, string>, accept: string): Promise<string[]> {
  const res = await get(`${API}/${repoKey}/simple/`, headers, accept);
  expect(res.statusCode, res.body).toBe(200);
  if (accept === JSON_TYPE) return res.json().projects.map((project: { name: string }) => project.name);
  return [...res.body.matchAll(/<a href="[^"]*">([^<]*)<\/a>/g)].map((match) => match[1] as string);
}

/** The files a project page lists with their sha256, in either form. */
async function files(repoKey: string, project: string, headers: Record<string, string>, accept: string) {
  const res = await get(`${API}/${repoKey}/simple/${project}/`, headers, accept);
  expect(res.statusCode, res.body).toBe(200);
  if (accept === JSON_TYPE)
    return res
      .json()
      .files.map((file: { filename: string; hashes: { sha256: string } }) => `${file.filename} ${file.hashes.sha256}`);
  return [...res.body.matchAll(/href="[^"]*#sha256=([0-9a-f]+)"[^>]*>([^<]*)<\/a>/g)].map(
    (match) => `${match[2]} ${match[1]}`,
  );
}

let readable: Buffer;
let hidden: Buffer;
let secondCopy: Buffer;

beforeAll(async () => {
  t = await buildTestApp();
  await t.createRepositories([LOCAL, SECOND], { packageType: 'pypi' });
  await t.createRepositories([VIRTUAL], { rclass: 'virtual', packageType: 'pypi', repositories: [LOCAL, SECOND] });
  await upload(LOCAL, 'secret-proj', '1.0');
  readable = await upload(LOCAL, 'proj', '1.0');
  hidden = await upload(LOCAL, 'proj', '2.0');
  await upload(LOCAL, 'lonely', '1.0');
  secondCopy = await upload(SECOND, 'proj', '2.0');
  await upload(SECOND, 'extra', '1.0');
  await t.createUser('reader', PASSWORD);
  const res = await t.call('POST', apiPaths.accessPermissions, {
    name: 'pypi-but-secrets',
    resources: {
      artifact: {
        targets: {
          [LOCAL]: { include_patterns: ['**'], exclude_patterns: ['secret-proj/**', 'proj/2.0/**', 'lonely/*/*'] },
          [SECOND]: { include_patterns: ['**'], exclude_patterns: [] },
        },
        actions: { users: { reader: ['READ'] }, groups: {} },
      },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
});
afterAll(() => t.close());

describe('M1 path-limited reads of PyPI repositories', () => {
  it('M1 lists in the simple index only the projects with a readable file', async () => {
    for (const accept of ['text/html', JSON_TYPE]) {
      expect(await projects(LOCAL, admin, accept)).toEqual(['lonely', 'proj', 'secret-proj']);
      expect(await projects(LOCAL, reader, accept)).toEqual(['proj']);
      expect(await projects(VIRTUAL, reader, accept)).toEqual(['extra', 'proj']);
    }
  });

  it('M1 lists on a project page only the files the reader may read, in HTML and JSON', async () => {
    for (const accept of ['text/html', JSON_TYPE]) {
      expect(await files(LOCAL, 'proj', admin, accept)).toEqual([
        `proj-1.0.tar.gz ${sha256(readable)}`,
        `proj-2.0.tar.gz ${sha256(hidden)}`,
      ]);
      expect(await files(LOCAL, 'proj', reader, accept)).toEqual([`proj-1.0.tar.gz ${sha256(readable)}`]);
    }
  });

  it('M1 answers a project without a readable file as an unknown project', async () => {
    expect((await get(`${API}/${LOCAL}/simple/lonely/`, admin)).statusCode).toBe(200);
    const unknown = await get(`${API}/${LOCAL}/simple/never-uploaded/`, reader);
    expect(unknown.statusCode).toBe(404);
    for (const accept of ['text/html', JSON_TYPE]) {
      for (const repoKey of [LOCAL, VIRTUAL]) {
        const res = await get(`${API}/${repoKey}/simple/lonely/`, reader, accept);
        expect(res.statusCode).toBe(404);
        expect(res.body).toBe(unknown.body);
      }
    }
  });

  it("M1 applies each member's own patterns in a virtual PyPI repository", async () => {
    for (const accept of ['text/html', JSON_TYPE]) {
      // proj-2.0.tar.gz is the second member's, which the reader may read, not the first member's.
      expect(await files(VIRTUAL, 'proj', reader, accept)).toEqual([
        `proj-1.0.tar.gz ${sha256(readable)}`,
        `proj-2.0.tar.gz ${sha256(secondCopy)}`,
      ]);
      expect(await files(VIRTUAL, 'proj', admin, accept)).toEqual([
        `proj-1.0.tar.gz ${sha256(readable)}`,
        `proj-2.0.tar.gz ${sha256(hidden)}`,
      ]);
    }
    const file = await get(`${API}/${VIRTUAL}/packages/proj/2.0/proj-2.0.tar.gz`, reader, '*/*');
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(secondCopy)).toBe(true);
  });
});
