import { type GeneralConfigDetails, generalConfigPaths, generalConfigTestIds } from '@arca/contract';
import { describe, expect, it } from 'vitest';
import { AppLayout } from './pages/app-layout.ts';
import { accessibilityViolations } from './support/accessibility.ts';
import { asAdmin } from './support/admin-api.ts';
import { screenshot } from './support/browser.ts';
import { useBrowserSession } from './support/browser-session.ts';

const ADMIN_PASSWORD = 'General-Admin-Passw0rd';

const session = useBrowserSession({ ARCA_ADMIN_PASSWORD: ADMIN_PASSWORD });

/** A small PNG (a 16×16 orange square), saved under a name that says nothing of its type. */
const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR42mP4WiNPEmIY1TCqYfhqAAB8+5AQlT3uBQAAAABJRU5ErkJggg==',
  'base64',
);

async function storedConfig(): Promise<GeneralConfigDetails> {
  const answer = await asAdmin(session.server.baseUrl, ADMIN_PASSWORD, 'GET', generalConfigPaths.config);
  expect(answer.status).toBe(200);
  return (await answer.json()) as GeneralConfigDetails;
}

describe('general configuration, from the browser', () => {
  it('R1.54 R1.03 an administrator renames the server and uploads a logo; the page title and the header follow', async () => {
    const { page } = session;
    await session.logIn('admin', ADMIN_PASSWORD);
    await new AppLayout(page).waitUntilShown();
    await page.goto('/ui/admin/configuration/general');
    await page.getByRole('heading', { level: 1, name: 'General configuration' }).waitFor();
    await expect.poll(() => page.title()).toBe('General configuration | Arca');

    const name = page.getByTestId(generalConfigTestIds.serverName);
    await expect.poll(() => name.inputValue()).toBe('Arca');
    await name.fill('Build Farm');
    await page.getByTestId(generalConfigTestIds.save).click();
    await page.getByText('General configuration saved').waitFor();
    await expect.poll(() => page.title(), { timeout: 10_000 }).toBe('General configuration | Build Farm');
    expect((await storedConfig()).settings.serverName).toBe('Build Farm');

    // Given as bytes: a file given by path is read by the browser only when the upload starts,
    // which on a loaded machine came after the test had removed it.
    await page
      .getByTestId(generalConfigTestIds.logoInput)
      .setInputFiles({ name: `arca-logo-${process.pid}.txt`, mimeType: 'text/plain', buffer: LOGO_PNG });
    await page.getByText('Logo uploaded').waitFor();
    const headerLogo = page.getByTestId(generalConfigTestIds.headerLogo);
    await headerLogo.waitFor();
    const logoUrl = (await storedConfig()).logoUrl;
    expect(logoUrl).toMatch(/^\/ui\/api\/v1\/ui\/generalConfig\/logo\?v=/);
    expect(await headerLogo.getAttribute('src')).toBe(logoUrl);
    // The browser really drew it: a broken image has no natural width.
    await expect.poll(() => headerLogo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(16);
    await page.getByTestId(generalConfigTestIds.logoPreview).waitFor();
    await screenshot(page, 'general-config');
    expect(await accessibilityViolations(page)).toEqual([]);

    // Elsewhere in the console, after a reload, the name and the logo stay.
    await page.goto('/ui/admin/configuration/webhooks');
    await page.getByRole('heading', { level: 1, name: 'Webhooks' }).waitFor();
    await expect.poll(() => page.title()).toBe('Webhooks | Build Farm');
    await headerLogo.waitFor();

    await page.goto('/ui/admin/configuration/general');
    await page.getByTestId(generalConfigTestIds.logoRemove).click();
    await page.getByText('The product logo is shown again').waitFor();
    await headerLogo.waitFor({ state: 'detached' });
    expect((await storedConfig()).logoUrl).toBeNull();
    // Two saves, an upload and two page loads: more than the default on a loaded machine.
  }, 90_000);
});
