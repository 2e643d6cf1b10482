import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { AppLayout } from './pages/app-layout.ts';
import { screenshot } from './support/browser.ts';
import { useBrowserSession } from './support/browser-session.ts';

const ADMIN_PASSWORD = 'Artifacts-Admin-Passw0rd';

const session = useBrowserSession({ ARCA_ADMIN_PASSWORD: ADMIN_PASSWORD });

/** Drops a file from "the desktop" onto an element, as the browser delivers a real drag and drop. */
async function dropFile(selector: string, name: string, content: Buffer) {
  const { page } = session;
  const dataTransfer = await page.evaluateHandle(
    ({ fileName, bytes }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], fileName, { type: 'application/octet-stream' }));
      return transfer;
    },
    { fileName: name, bytes: [...content] },
  );
  const target = page.locator(selector);
  await target.dispatchEvent('dragenter', { dataTransfer });
  await target.dispatchEvent('dragover', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('artifacts, from the browser alone', () => {
  it('R25.143 an administrator creates a generic repository, drops a file on it, finds it in the tree, reads its checksums and downloads the same bytes', async () => {
    const { page } = session;
    await session.logIn('admin', ADMIN_PASSWORD);
    const layout = new AppLayout(page);
    await layout.waitUntilShown();

    await layout.sidebar().getByRole('link', { name: 'Repositories' }).click();
    await page.getByRole('button', { name: 'New local repository' }).click();
    await page.getByRole('button', { name: 'Generic', exact: true }).click();
    await page.getByRole('textbox', { name: 'Repository key' }).fill('drops-local');
    await page.getByRole('button', { name: 'Create local repository' }).click();
    await page.waitForURL('**/ui/admin/repositories/local');

    await layout.sidebar().getByRole('link', { name: 'Artifacts' }).click();
    await page.waitForURL('**/ui/repos/tree/General');
    await page.getByRole('treeitem', { name: 'drops-local' }).click();
    await page.waitForURL('**/ui/repos/tree/General/drops-local');

    // A slow uplink keeps the upload running long enough to watch its panel.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 512 * 1024,
    });
    const content = randomBytes(1536 * 1024);
    await dropFile('[role="region"][aria-label="Details of drops-local"]', 'report.bin', content);
    await expect.poll(() => page.getByText('DEPLOYING 1 FILE(S)').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'CANCEL', exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'artifacts-deploying');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    const file = page.getByRole('treeitem', { name: 'report.bin' });
    await file.waitFor({ timeout: 20_000 });
    await file.click();
    await page.waitForURL('**/ui/repos/tree/General/drops-local/report.bin');
    const checksums = page.getByRole('region', { name: 'Checksums' });
    await expect.poll(() => checksums.getByText(sha256(content)).count()).toBe(1);
    expect(await checksums.getByText(createHash('sha1').update(content).digest('hex')).count()).toBe(1);
    await screenshot(page, 'artifacts-general');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download' }).click(),
    ]);
    const saved = await download.path();
    expect(download.suggestedFilename()).toBe('report.bin');
    expect(sha256(await readFile(saved))).toBe(sha256(content));
  });
});
