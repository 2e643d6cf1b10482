import { createHash } from 'node:crypto';
import { apiPaths, metadataPaths } from '@arca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../../../test/build-test-app.ts';

/**
 * The npm registry calls apply a permission's include and exclude patterns tarball by tarball: a
 * reader sees in search results, packuments and dist-tags only the versions whose tarball they
 * may download, in a virtual repository by each member's own patterns.
 */

const admin = basic('admin', ADMIN_PASSWORD);
const PASSWORD = 'Reader-Passw0rd!';
const reader = basic('reader', PASSWORD);
const LOCAL = 'npm-local';
const SECOND = 'npm-second';
const VIRTUAL = 'npm-virtual';
const registry = (repoKey: string) => `/artifactory/api/npm/${repoKey}`;
const ABBREVIATED = 'application/vnd.npm.install-v1+json';

let t: TestApp;

const sha1 = (data: Buffer) => createHash('sha1').update(data).digest('hex');
const sha512 = (data: Buffer) => `sha512-${createHash('sha512').update(data).digest('base64')}`;

/** `npm publish` of one version; `tags` are the dist-tags it asks for (npm's default is latest). */
async function publish(
  repoKey: string,
  name: string,
  version: string,
  manifest: { description: string; keywords?: string[]; license?: string },
  tags: string[] = ['latest'],
) {
  const tarball = Buffer.from(`${repoKey} ${name}@${version}`);
  const file = `${name}-${version}.tgz`;
  const res = await t.server.inject({
    method: 'PUT',
    url: `${registry(repoKey)}/${name}`,
    headers: admin,
    payload: {
      _id: name,
      name,
      description: manifest.description,
      'dist-tags': Object.fromEntries(tags.map((tag) => [tag, version])),
      versions: {
        [version]: {
          name,
          version,
          ...manifest,
          dist: { integrity: sha512(tarball), shasum: sha1(tarball), tarball: `http://elsewhere/${name}/-/${file}` },
        },
      },
      _attachments: {
        [file]: { content_type: 'application/octet-stream', data: tarball.toString('base64'), length: tarball.length },
      },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return tarball;
}

function get(url: string, headers: Record<string, string>) {
  return t.server.inject({ method: 'GET', url, headers });
}

/** The tarball npm-local holds of open 2.0.0, which the reader may not download. */
let hiddenTarball: Buffer;
/** npm-second's own open 2.0.0, which the reader may download. */
let secondTarball: Buffer;

beforeAll(async () => {
  t = await buildTestApp();
  await t.createRepositories([LOCAL, SECOND], { packageType: 'npm' });
  await t.createRepositories([VIRTUAL], { rclass: 'virtual', packageType: 'npm', repositories: [LOCAL, SECOND] });
  await publish(LOCAL, 'secret', '1.0.0', { description: 'The secret package' });
  await publish(LOCAL, 'open', '1.1.0', { description: 'Open 1.1', keywords: ['open'] });
  // A backport published after 1.1.0: the newest version, not the highest.
  await publish(LOCAL, 'open', '1.0.1', { description: 'Open 1.0.1', keywords: ['open'] }, ['legacy']);
  hiddenTarball = await publish(
    LOCAL,
    'open',
    '2.0.0',
    { description: 'Open with the hidden feature', keywords: ['open', 'hidden'] },
    ['latest', 'next'],
  );
  await publish(LOCAL, 'lonely', '1.0.0', { description: 'Only a tarball' });
  await publish(LOCAL, 'described', '1.0.0', { description: 'Described plainly', keywords: ['plain'], license: 'MIT' });
  await publish(LOCAL, 'described', '2.0.0', {
    description: 'Described with the classified feature',
    keywords: ['plain', 'classified'],
    license: 'Secret-EULA',
  });
  secondTarball = await publish(SECOND, 'open', '2.0.0', { description: 'Open 2 from the second' });
  await t.createUser('reader', PASSWORD);
  const res = await t.call('POST', apiPaths.accessPermissions, {
    name: 'npm-but-secrets',
    resources: {
      artifact: {
        targets: {
          [LOCAL]: {
            include_patterns: ['**'],
            exclude_patterns: [
              'secret/**',
              'open/-/open-2.0.0.tgz',
              'lonely/-/*.tgz',
              'described/-/described-2.0.0.tgz',
            ],
          },
          [SECOND]: { include_patterns: ['**'], exclude_patterns: [] },
        },
        actions: { users: { reader: ['READ'] }, groups: {} },
      },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
});
afterAll(() => t.close());

interface SearchAnswer {
  total: number;
  objects: { package: { name: string; version: string; description?: string; keywords: string[] } }[];
}

async function search(repoKey: string, text: string, headers: Record<string, string>): Promise<SearchAnswer> {
  const res = await get(`${registry(repoKey)}/-/v1/search?text=${encodeURIComponent(text)}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('M1 path-limited reads of npm repositories', () => {
  it('M1 leaves out of npm search the packages without a readable tarball, and shows the newest readable version', async () => {
    expect((await search(LOCAL, 'secret', admin)).total).toBe(1);
    expect(await search(LOCAL, 'secret', reader)).toMatchObject({ total: 0, objects: [] });
    expect(await search(LOCAL, 'lonely', reader)).toMatchObject({ total: 0, objects: [] });
    const open = await search(LOCAL, 'open', reader);
    expect(open.total).toBe(1);
    expect(open.objects.map((found) => found.package)).toEqual([
      expect.objectContaining({ name: 'open', version: '1.0.1', description: 'Open 1.0.1', keywords: ['open'] }),
    ]);
    // Through the virtual repository the second member's readable 2.0.0 is the newest.
    const merged = await search(VIRTUAL, 'open', reader);
    expect(merged.objects.map((found) => found.package)).toEqual([
      expect.objectContaining({ name: 'open', version: '2.0.0', description: 'Open 2 from the second' }),
    ]);
    expect((await search(VIRTUAL, 'secret', reader)).total).toBe(0);
  });

  it('M1 keeps in a packument only the versions with a readable tarball, and the tags that point at them', async () => {
    // The administrator's document is built and cached first: it must not serve the reader.
    const whole = await get(`${registry(LOCAL)}/open`, admin);
    expect(Object.keys(whole.json().versions).sort()).toEqual(['1.0.1', '1.1.0', '2.0.0']);
    for (const accept of ['application/json', ABBREVIATED]) {
      const res = await get(`${registry(LOCAL)}/open`, { ...reader, accept });
      expect(res.statusCode, res.body).toBe(200);
      const packument = res.json();
      expect(Object.keys(packument.versions).sort()).toEqual(['1.0.1', '1.1.0']);
      // latest and next pointed at 2.0.0: latest moves to the highest readable version, next goes.
      expect(packument['dist-tags']).toEqual({ latest: '1.1.0', legacy: '1.0.1' });
      expect(res.body).not.toContain(sha1(hiddenTarball));
      expect(res.body).not.toContain(sha512(hiddenTarball).slice('sha512-'.length));
      expect(res.body).not.toContain('hidden');
    }
    const full = (await get(`${registry(LOCAL)}/open`, reader)).json();
    expect(Object.keys(full.time).sort()).toEqual(['1.0.1', '1.1.0', 'created', 'modified']);
    expect(full).toMatchObject({ description: 'Open 1.1', keywords: ['open'] });
    const tags = await get(`${registry(LOCAL)}/-/package/open/dist-tags`, reader);
    expect(tags.json()).toEqual({ latest: '1.1.0', legacy: '1.0.1' });
    // And the administrator still gets the whole document afterwards.
    const again = (await get(`${registry(LOCAL)}/open`, admin)).json();
    expect(again['dist-tags']).toEqual({ latest: '2.0.0', legacy: '1.0.1', next: '2.0.0' });
  });

  it('M1 answers a package whose tarballs are all unreadable as an unknown package', async () => {
    expect((await get(`${registry(LOCAL)}/lonely`, admin)).statusCode).toBe(200);
    const unknown = await get(`${registry(LOCAL)}/never-published`, reader);
    expect(unknown.statusCode).toBe(404);
    for (const url of [`${registry(LOCAL)}/lonely`, `${registry(LOCAL)}/-/package/lonely/dist-tags`]) {
      for (const accept of ['application/json', ABBREVIATED]) {
        const res = await get(url, { ...reader, accept });
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toEqual(unknown.json());
      }
    }
    expect((await get(`${registry(VIRTUAL)}/lonely`, reader)).statusCode).toBe(404);
  });

  it("M1 applies each member's own patterns in a virtual npm repository", async () => {
    const res = await get(`${registry(VIRTUAL)}/open`, reader);
    expect(res.statusCode, res.body).toBe(200);
    const packument = res.json();
    expect(Object.keys(packument.versions).sort()).toEqual(['1.0.1', '1.1.0', '2.0.0']);
    // 2.0.0 is the second member's, which the reader may read, not the first member's hidden one.
    expect(packument.versions['2.0.0'].dist.shasum).toBe(sha1(secondTarball));
    expect(packument['dist-tags']).toEqual({ latest: '2.0.0', legacy: '1.0.1' });
    expect(res.body).not.toContain(sha1(hiddenTarball));
    const tarball = await get(`${registry(VIRTUAL)}/open/-/open-2.0.0.tgz`, reader);
    expect(tarball.statusCode).toBe(200);
    expect(tarball.rawPayload.equals(secondTarball)).toBe(true);
    // The administrator gets the first member's 2.0.0, as members are merged in order.
    const whole = (await get(`${registry(VIRTUAL)}/open`, admin)).json();
    expect(whole.versions['2.0.0'].dist.shasum).toBe(sha1(hiddenTarball));
  });

  it('M1 shows the description, keywords and licences of the newest version the reader may read, and finds nothing by the others', async () => {
    const packages = async (filter: Record<string, unknown>, headers: Record<string, string>) => {
      const res = await t.server.inject({
        method: 'POST',
        url: metadataPaths.query,
        headers,
        payload: {
          query: `query ($filter: PackageFilter) {
            packages(filter: $filter) { totalCount edges { node { id name description tags licenses { name } } } }
          }`,
          variables: { filter },
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().errors).toBeUndefined();
      return res.json().data.packages as {
        totalCount: number;
        edges: { node: { id: string; name: string; description: string; tags: string[]; licenses: unknown } }[];
      };
    };
    const whole = await packages({ name: 'described' }, admin);
    expect(whole.edges.map((edge) => edge.node)).toEqual([
      expect.objectContaining({
        description: 'Described with the classified feature',
        tags: ['classified', 'plain'],
        licenses: [{ name: 'Secret-EULA' }],
      }),
    ]);
    const seen = await packages({ name: 'described' }, reader);
    expect(seen.edges.map((edge) => edge.node)).toEqual([
      expect.objectContaining({ description: 'Described plainly', tags: ['plain'], licenses: [{ name: 'MIT' }] }),
    ]);
    expect((await packages({ description: 'classified' }, admin)).totalCount).toBe(1);
    expect((await packages({ description: 'classified' }, reader)).totalCount).toBe(0);
    expect((await packages({ tags: ['classified'] }, reader)).totalCount).toBe(0);
    expect((await packages({ description: 'plainly', tags: ['plain'] }, reader)).totalCount).toBe(1);

    const versions = async (filter: Record<string, unknown>, headers: Record<string, string>) => {
      const res = await t.server.inject({
        method: 'POST',
        url: metadataPaths.query,
        headers,
        payload: {
          query: `query ($filter: VersionFilter) {
            versions(filter: $filter) { totalCount edges { node { name licenses { name } } } }
          }`,
          variables: { filter },
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.versions as { totalCount: number; edges: { node: unknown }[] };
    };
    const packageId = whole.edges[0]?.node.id;
    expect((await versions({ packageId }, reader)).edges.map((edge) => edge.node)).toEqual([
      { name: '1.0.0', licenses: [{ name: 'MIT' }] },
    ]);
    expect((await versions({ packageId, licenses: ['Secret-EULA'] }, reader)).totalCount).toBe(0);
    expect((await versions({ packageId, tags: ['classified'] }, reader)).totalCount).toBe(0);
    expect((await versions({ packageId, licenses: ['MIT'] }, reader)).totalCount).toBe(1);

    // npm search matches the reader's view too: by description and by keyword.
    expect((await search(LOCAL, 'classified', admin)).total).toBe(1);
    expect(await search(LOCAL, 'classified', reader)).toMatchObject({ total: 0, objects: [] });
    expect((await search(LOCAL, 'plainly', reader)).objects.map((found) => found.package)).toEqual([
      expect.objectContaining({ name: 'described', version: '1.0.0', keywords: ['plain'] }),
    ]);
  });
});
