import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ServiceStatus, systemLogPaths, systemStatusPaths, testIds } from '@arca/contract';
import { type PrivatePostgres, startPrivatePostgres } from '@arca/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppLayout } from './pages/app-layout.ts';
import { accessibilityViolations } from './support/accessibility.ts';
import { asAdmin } from './support/admin-api.ts';
import { type ArcaServer, startArcaServer } from './support/arca-server.ts';
import { screenshot } from './support/browser.ts';
import { useBrowserSession } from './support/browser-session.ts';

const ADMIN_PASSWORD = 'Cluster-Admin-Passw0rd';
/** A short heartbeat, so a crashed node turns Offline within three seconds. */
const HEARTBEAT_MILLIS = '1000';

let postgres: PrivatePostgres;
beforeAll(async () => {
  postgres = await startPrivatePostgres();
}, 120_000);
// Registered first, so it runs after the servers have stopped.
afterAll(() => postgres.dispose());

const nodeEnv = (nodeId: string) => ({
  ARCA_ADMIN_PASSWORD: ADMIN_PASSWORD,
  ARCA_DATABASE_URL: postgres.databaseUrl,
  ARCA_NODE_ID: nodeId,
  ARCA_NODE_HEARTBEAT_MILLIS: HEARTBEAT_MILLIS,
});

const session = useBrowserSession(() => nodeEnv('node-a'));

async function nodes(): Promise<{ node_id: string; status: string }[]> {
  const answer = await asAdmin(session.server.baseUrl, ADMIN_PASSWORD, 'GET', systemStatusPaths.services);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as ServiceStatus).services.flatMap((service) => service.nodes);
}

describe('two server processes on one PostgreSQL database', () => {
  let second: ArcaServer | undefined;
  afterAll(() => second?.stop());

  it('R1.58 R20.01 R20.03 R20.06 both nodes appear Online; a crashed one turns Offline; deleting it removes it', async () => {
    second = await startArcaServer(nodeEnv('node-b'), {
      // Nodes of one cluster share the master key, as they share the database.
      prepare: (dataDir) => copyFileSync(join(session.server.dataDir, 'master.key'), join(dataDir, 'master.key')),
    });
    const { page } = session;
    await session.logIn('admin', ADMIN_PASSWORD);
    await new AppLayout(page).waitUntilShown();
    await page.goto('/ui/admin/monitoring/service-status');
    await page.getByRole('heading', { level: 1, name: 'Service Status' }).waitFor();
    const row = (nodeId: string) => page.getByTestId(`${testIds.serviceStatus.node}-${nodeId}`);
    await expect.poll(() => row('node-a').textContent()).toContain('Online');
    await expect.poll(() => row('node-b').textContent()).toContain('Online');
    await screenshot(page, 'service-status');
    expect(await accessibilityViolations(page)).toEqual([]);

    // The logs of node-b, asked of node-a, come from node-b.
    const config = await asAdmin(
      session.server.baseUrl,
      ADMIN_PASSWORD,
      'GET',
      `${systemLogPaths.config('artifactory')}?nodeId=node-b`,
    );
    expect(config.status).toBe(200);

    await second.crash();
    await expect.poll(() => row('node-b').textContent(), { timeout: 20_000 }).toContain('Offline');
    expect(await row('node-a').textContent()).toContain('Online');

    await row('node-b').getByTestId(`${testIds.serviceStatus.deleteNode}-node-b`).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /delete|remove/i })
      .click();
    await row('node-b').waitFor({ state: 'detached' });
    expect((await nodes()).map((node) => [node.node_id, node.status])).toEqual([['node-a', 'Online']]);
  });
});
