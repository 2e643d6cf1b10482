import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api, cluster, deployWithRetries, startNode, stopNode } from './support.ts';

describe('a rolling restart of every node', () => {
  it('under steady traffic, fails no read and no deploy a client retries', async () => {
    expect(
      (await api('PUT', '/artifactory/api/repositories/rolling-local', { rclass: 'local', packageType: 'generic' }))
        .status,
    ).toBe(200);
    const known = randomBytes(64 * 1024);
    expect(await deployWithRetries('/artifactory/rolling-local/known.bin', known)).toBe(201);

    let traffic = true;
    const failedReads: string[] = [];
    const deploys: Promise<number>[] = [];
    let reads = 0;
    const reader = (async () => {
      while (traffic) {
        // Reads are not retried here: the balancer must move them to a node that answers.
        const read = await api('GET', '/artifactory/rolling-local/known.bin').then(
          async (res) => (res.ok && Buffer.from(await res.arrayBuffer()).equals(known) ? '' : `status ${res.status}`),
          (error: Error) => error.message,
        );
        reads++;
        if (read) failedReads.push(read);
      }
    })();
    const writer = (async () => {
      for (let n = 0; traffic; n++) {
        deploys.push(deployWithRetries(`/artifactory/rolling-local/during-${n}.bin`, randomBytes(128 * 1024)));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    for (let node = 1; node <= cluster.nodePorts.length; node++) {
      await stopNode(node);
      await startNode(node);
      // As an orchestrator does, the next node stops only once the balancer sends this one requests
      // again: nginx tries a node it found down again after its fail_timeout (2 s, scripts/cluster.sh).
      await new Promise((resolve) => setTimeout(resolve, 3000));
    }
    traffic = false;
    await Promise.all([reader, writer]);
    expect(reads).toBeGreaterThan(100);
    expect(failedReads).toEqual([]);
    const statuses = await Promise.all(deploys);
    expect(statuses.length).toBeGreaterThan(20);
    expect(statuses.filter((status) => status !== 201)).toEqual([]);
  });
});
