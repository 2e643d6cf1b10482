import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { someoneWaitsFor } from '../../test/advisory-locks.ts';
import { buildSecondNode, buildTestApp, type TestApp, testDatabaseUrl } from '../../test/build-test-app.ts';
import { gate } from '../../test/gate.ts';
import { testBucket, testS3Connection } from '../../test/test-s3.ts';

/** A layer a registry upstream serves at every blob address. */
const LAYER = Buffer.from('a layer of an image');
const LAYER_DIGEST = `sha256:${createHash('sha256').update(LAYER).digest('hex')}`;

/**
 * An upstream that counts the requests for each path and answers them when the test lets it: a
 * file's path as its content, or the layer to a registry's blob request.
 */
const asked = new Map<string, number>();
let answer = gate();
let askedAgain = gate();
const upstream = http.createServer((req, res) => {
  const path = req.url ?? '';
  const count = (asked.get(path) ?? 0) + 1;
  asked.set(path, count);
  if (count > 1) askedAgain.open();
  void answer.opened.then(() => res.end(path.startsWith('/v2/') ? LAYER : `content of ${path}`));
});

let first: TestApp;
let upstreamUrl: string;

/** Nodes sharing content: a bucket of the tests' S3 server. */
async function sharedBucketSettings(): Promise<Record<string, string>> {
  const { bucket, client } = await testBucket();
  client.destroy();
  const s3 = testS3Connection();
  return {
    ARCA_BLOB_STORE: `s3://${bucket}/arca`,
    ARCA_S3_ENDPOINT: s3.endpoint,
    ARCA_S3_REGION: s3.region,
    ARCA_S3_ACCESS_KEY_ID: s3.credentials.accessKeyId,
    ARCA_S3_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
  };
}
let settings: Record<string, string> = {};

beforeAll(async () => {
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  // One process serves an SQLite database: only PostgreSQL has a second node to share content with.
  if (testDatabaseUrl) settings = await sharedBucketSettings();
  first = await buildTestApp(settings);
  for (const [key, packageType] of [
    ['fetched-remote', 'generic'],
    ['registry-remote', 'docker'],
  ]) {
    const res = await first.call('PUT', `/artifactory/api/repositories/${key}`, {
      rclass: 'remote',
      packageType,
      url: upstreamUrl,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(async () => {
  answer.open();
  await first?.close();
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});

/** Waits until the upstream has been asked for `path` at least once. */
async function untilAsked(path: string): Promise<void> {
  for (let tries = 0; tries < 1000 && !asked.has(path); tries++) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('a file missing from a remote repository, asked for at once', () => {
  it('is fetched from the upstream once for many requests to one node', async () => {
    answer = gate();
    const reads = Array.from({ length: 5 }, () => first.call('GET', '/artifactory/fetched-remote/lib/one.txt'));
    await untilAsked('/lib/one.txt');
    answer.open();
    for (const res of await Promise.all(reads)) expect(res.body).toBe('content of /lib/one.txt');
    expect(asked.get('/lib/one.txt')).toBe(1);
  });

  if (testDatabaseUrl) {
    let second: TestApp;
    beforeAll(async () => {
      second = await buildSecondNode(first, settings);
    });
    afterAll(() => second?.close());

    /**
     * Asks the first node, then the second, for what both miss, and lets the upstream answer once
     * the second has asked it too or waits for the first node's fetch (`lockKey`).
     */
    async function missedTogether(url: string, upstreamPath: string, lockKey: string) {
      answer = gate();
      askedAgain = gate();
      const onFirst = first.call('GET', url);
      await untilAsked(upstreamPath);
      const onSecond = second.call('GET', url);
      await Promise.race([askedAgain.opened, someoneWaitsFor(first.schema as string, lockKey)]);
      answer.open();
      return Promise.all([onFirst, onSecond]);
    }

    it('is fetched from the upstream once when two nodes miss it together, the second then finding it cached', async () => {
      const path = 'lib/two.txt';
      const answers = await missedTogether(
        `/artifactory/fetched-remote/${path}`,
        `/${path}`,
        `fetch:fetched-remote/${path}`,
      );
      expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
      expect(answers[1]?.body).toBe(`content of /${path}`);
      expect(asked.get(`/${path}`)).toBe(1);
    });

    it('is fetched from a registry once when two nodes miss the same layer together', async () => {
      const upstreamPath = `/v2/lib/app/blobs/${LAYER_DIGEST}`;
      const answers = await missedTogether(
        `/v2/registry-remote/lib/app/blobs/${LAYER_DIGEST}`,
        upstreamPath,
        `fetch:registry-remote/lib/app/blobs/${LAYER_DIGEST}`,
      );
      expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
      expect(answers[1]?.rawPayload.equals(LAYER)).toBe(true);
      expect(asked.get(upstreamPath)).toBe(1);
    });
  }
});
