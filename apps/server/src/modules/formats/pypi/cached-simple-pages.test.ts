import { apiPaths } from '@arca/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  basic,
  buildSecondNode,
  buildTestApp,
  type TestApp,
  testDatabaseUrl,
} from '../../../test/build-test-app.ts';
import { PYPI_API, sha256, uploadSdist } from './pypi-test-support.ts';
import { renderedPageStats } from './rendered-pages.ts';

/**
 * A project page is rendered once per change of what it shows and answered from its bytes until
 * then: the caller is still authorised on every request, and an upload, a delete, a move or a file
 * replaced in place shows on the next request, on this node and on another sharing the database.
 */

const API = PYPI_API;
const admin = basic('admin', ADMIN_PASSWORD);
const PASSWORD = 'Reader-Passw0rd!';
const reader = basic('reader', PASSWORD);
const limited = basic('limited', PASSWORD);
const JSON_TYPE = 'application/vnd.pypi.simple.v1+json';
const LOCAL = 'pages-local';
const OTHER = 'pages-other';
const VIRTUAL = 'pages-virtual';

let t: TestApp;

/** twine's upload of one sdist; answers its bytes. */
async function upload(app: TestApp, name: string, version: string, repoKey = LOCAL): Promise<Buffer> {
  const bytes = Buffer.from(`${repoKey} ${name}-${version} ${Math.random()}`);
  await uploadSdist(app, repoKey, name, version, bytes);
  return bytes;
}

function page(project: string, headers: Record<string, string>, accept = 'text/html', repoKey = LOCAL, app = t) {
  return app.server.inject({
    method: 'GET',
    url: `${API}/${repoKey}/simple/${project}/`,
    headers: { ...headers, accept },
  });
}

/** The files a project page lists with their sha256, in either form. */
async function listed(
  project: string,
  headers: Record<string, string> = admin,
  accept = 'text/html',
  repoKey = LOCAL,
  app = t,
) {
  const res = await page(project, headers, accept, repoKey, app);
  expect(res.statusCode, res.body).toBe(200);
  if (accept === JSON_TYPE)
    return res
      .json()
      .files.map((file: { filename: string; hashes: { sha256: string } }) => `${file.filename} ${file.hashes.sha256}`);
  return [...res.body.matchAll(/href="[^"]*#sha256=([0-9a-f]+)"[^>]*>([^<]*)<\/a>/g)].map(
    (match) => `${match[2]} ${match[1]}`,
  );
}

/** Reads the page in both forms, so that both are kept before a change. */
async function listedBoth(project: string, headers: Record<string, string> = admin) {
  const html = await listed(project, headers, 'text/html');
  expect(await listed(project, headers, JSON_TYPE)).toEqual(html);
  return html;
}

beforeAll(async () => {
  t = await buildTestApp();
  await t.createRepositories([LOCAL, OTHER], { packageType: 'pypi' });
  await t.createRepositories([VIRTUAL], { rclass: 'virtual', packageType: 'pypi', repositories: [LOCAL, OTHER] });
  await t.createUser('reader', PASSWORD);
  await t.createUser('limited', PASSWORD);
  await t.createUser('stranger', PASSWORD);
  await t.grant('pages-readers', [LOCAL, OTHER], { reader: ['READ'], anonymous: ['READ'] });
  const res = await t.call('POST', apiPaths.accessPermissions, {
    name: 'pages-limited',
    resources: {
      artifact: {
        targets: { [LOCAL]: { include_patterns: ['**'], exclude_patterns: ['kept/2.0/**'] } },
        actions: { users: { limited: ['READ'] }, groups: {} },
      },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
});
afterAll(() => t.close());
beforeEach(() => t.setAnonymousAccess(false));

describe('cached PyPI project pages', () => {
  it('answers a project page again from its rendered bytes, in HTML and JSON, without rendering it again', async () => {
    const bytes = await upload(t, 'steady', '1.0');
    const first = { html: await page('steady', admin), json: await page('steady', admin, JSON_TYPE) };
    const builds = renderedPageStats.builds;
    const hits = renderedPageStats.hits;
    const again = { html: await page('steady', reader), json: await page('steady', reader, JSON_TYPE) };
    expect(renderedPageStats.builds).toBe(builds);
    expect(renderedPageStats.hits).toBe(hits + 2);
    for (const form of ['html', 'json'] as const) {
      expect(again[form].statusCode).toBe(200);
      expect(again[form].rawPayload.equals(first[form].rawPayload)).toBe(true);
      expect(again[form].headers['content-type']).toBe(first[form].headers['content-type']);
    }
    expect(again.html.body).toContain(`steady-1.0.tar.gz#sha256=${sha256(bytes)}`);
  });

  it('still refuses a caller who may not read the project once its page is kept', async () => {
    await upload(t, 'guarded', '1.0');
    expect(await listedBoth('guarded')).toHaveLength(1);
    const stranger = await page('guarded', basic('stranger', PASSWORD));
    expect(stranger.statusCode).toBe(403);
    const anonymous = await page('guarded', {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['www-authenticate']).toBe('Basic realm="Artifactory Realm"');
    await t.setAnonymousAccess(true);
    expect(await listed('guarded', {})).toHaveLength(1);
  });

  it("keeps a path-limited reader's page apart from a whole-repository reader's", async () => {
    const one = await upload(t, 'kept', '1.0');
    const two = await upload(t, 'kept', '2.0');
    const both = [`kept-1.0.tar.gz ${sha256(one)}`, `kept-2.0.tar.gz ${sha256(two)}`];
    expect(await listedBoth('kept', admin)).toEqual(both);
    expect(await listedBoth('kept', limited)).toEqual([`kept-1.0.tar.gz ${sha256(one)}`]);
    expect(await listedBoth('kept', reader)).toEqual(both);
  });

  it('shows an uploaded file on the next request', async () => {
    const one = await upload(t, 'growing', '1.0');
    expect(await listedBoth('growing')).toEqual([`growing-1.0.tar.gz ${sha256(one)}`]);
    const two = await upload(t, 'growing', '2.0');
    const both = [`growing-1.0.tar.gz ${sha256(one)}`, `growing-2.0.tar.gz ${sha256(two)}`];
    expect(await listed('growing', admin, 'text/html')).toEqual(both);
    expect(await listed('growing', admin, JSON_TYPE)).toEqual(both);
  });

  it('drops a deleted file on the next request', async () => {
    const one = await upload(t, 'shrinking', '1.0');
    await upload(t, 'shrinking', '2.0');
    expect(await listedBoth('shrinking')).toHaveLength(2);
    const removed = await t.call('DELETE', `/artifactory/${LOCAL}/shrinking/2.0/shrinking-2.0.tar.gz`);
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await listed('shrinking', admin, 'text/html')).toEqual([`shrinking-1.0.tar.gz ${sha256(one)}`]);
    expect(await listed('shrinking', admin, JSON_TYPE)).toEqual([`shrinking-1.0.tar.gz ${sha256(one)}`]);
  });

  it('follows a file moved to another repository on the next request, there and in a virtual one', async () => {
    const one = await upload(t, 'moving', '1.0');
    await upload(t, 'moving', '2.0');
    expect(await listedBoth('moving')).toHaveLength(2);
    expect(await listed('moving', admin, 'text/html', VIRTUAL)).toHaveLength(2);
    const moved = await t.call(
      'POST',
      `/artifactory/api/move/${LOCAL}/moving/2.0/moving-2.0.tar.gz?to=/${OTHER}/moving/2.0/moving-2.0.tar.gz`,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await listed('moving', admin, 'text/html')).toEqual([`moving-1.0.tar.gz ${sha256(one)}`]);
    expect(await listed('moving', admin, JSON_TYPE)).toEqual([`moving-1.0.tar.gz ${sha256(one)}`]);
    const virtual = await listed('moving', admin, 'text/html', VIRTUAL);
    expect(virtual).toEqual([`moving-1.0.tar.gz ${sha256(one)}`]);
  });

  it("lists a file's new sha256 on the next request once it is deployed over in place", async () => {
    await upload(t, 'replaced', '1.0');
    expect(await listedBoth('replaced')).toHaveLength(1);
    const content = Buffer.from('the same file, other bytes');
    const put = await t.server.inject({
      method: 'PUT',
      url: `/artifactory/${LOCAL}/replaced/1.0/replaced-1.0.tar.gz`,
      headers: admin,
      payload: content,
    });
    expect(put.statusCode, put.body).toBe(201);
    expect(await listed('replaced', admin, 'text/html')).toEqual([`replaced-1.0.tar.gz ${sha256(content)}`]);
    expect(await listed('replaced', admin, JSON_TYPE)).toEqual([`replaced-1.0.tar.gz ${sha256(content)}`]);
  });

  // PostgreSQL tells this node of another's commit by a notification, a moment after it (ADR 025).
  it('shows a file another node uploaded on the next request, or once PostgreSQL has told of it', async () => {
    const one = await upload(t, 'shared', '1.0');
    expect(await listedBoth('shared')).toHaveLength(1);
    const second = await buildSecondNode(t, {});
    try {
      expect(await listed('shared', admin, 'text/html', LOCAL, second)).toHaveLength(1);
      const two = await upload(second, 'shared', '2.0');
      const both = [`shared-1.0.tar.gz ${sha256(one)}`, `shared-2.0.tar.gz ${sha256(two)}`];
      for (let tries = 0; testDatabaseUrl && tries < 200; tries++) {
        if ((await listed('shared', admin, 'text/html')).length === 2) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(await listed('shared', admin, 'text/html')).toEqual(both);
      expect(await listed('shared', admin, JSON_TYPE)).toEqual(both);
    } finally {
      await second.close();
    }
  });
});
