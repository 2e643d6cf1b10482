import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api, bucketKeys, deployWithRetries, killNode, query, startNode } from './support.ts';

const sha256 = (content: Uint8Array) => createHash('sha256').update(content).digest('hex');

describe('a node killed during uploads', () => {
  it('loses no upload a client retries, and leaves nothing partial or orphaned', async () => {
    expect(
      (await api('PUT', '/artifactory/api/repositories/crash-local', { rclass: 'local', packageType: 'generic' }))
        .status,
    ).toBe(200);
    const files = Array.from({ length: 20 }, (_, n) => ({
      path: `/artifactory/crash-local/upload-${n}.bin`,
      content: randomBytes(3 * 1024 * 1024),
    }));
    const uploads = Promise.all(files.map((file) => deployWithRetries(file.path, file.content)));
    await new Promise((resolve) => setTimeout(resolve, 150));
    killNode(2);
    expect(await uploads).toEqual(files.map(() => 201));
    for (const file of files) {
      const read = await api('GET', file.path);
      expect(read.status).toBe(200);
      expect(sha256(new Uint8Array(await read.arrayBuffer()))).toBe(sha256(file.content));
    }
    // Back again, the node sweeps what it left in transit and any content no item refers to.
    await startNode(2);
    const blobs = await query<{ sha256: string }>('select sha256 from blobs');
    const referenced = await query<{ sha256: string }>('select distinct sha256 from items where sha256 is not null');
    expect(new Set(blobs.map((row) => row.sha256))).toEqual(new Set(referenced.map((row) => row.sha256)));
    const stored = async () => new Set((await bucketKeys('blobs/')).map((key) => key.slice(key.lastIndexOf('/') + 1)));
    await expect.poll(stored, { timeout: 30_000, interval: 500 }).toEqual(new Set(blobs.map((row) => row.sha256)));
    expect(await bucketKeys('incoming/')).toEqual([]);
  });
});
