import {
  API_LEVEL,
  CORE_SERVICE,
  type CurrentLicense,
  licenseMessages,
  licenseRoutes,
  NO_LICENSE,
  serviceRoutes,
  systemRoutes,
} from '@arca/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../shared/routing/paths.ts';
import { teasers } from '../../../shared/teasers/index.ts';
import { adminUser, footer, regularUser } from '../../../test/fixtures.ts';
import { mockCall } from '../../../test/mock-call.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';
import { defaultLicense, licenseHandlers, ossFile, ossFileText } from '../licenses-test-data.ts';

type View = ReturnType<typeof renderApp>;

const currentCard = () => screen.findByRole('region', { name: 'Current license' });

/** The value beside a label of the current licence. */
async function shown(label: string): Promise<string | null | undefined> {
  const card = await currentCard();
  return within(card).getByText(label).closest('th')?.nextElementSibling?.textContent;
}

/** The licence type, which heads the current licence. */
async function shownType(): Promise<string | null> {
  return within(await currentCard()).getByRole('heading', { level: 2 }).textContent;
}

const licenseText = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'License text' });
const installButton = () => screen.getByRole('button', { name: /Install$/ });

/** The row of a gated feature in the table of what licences unlock. */
async function gateRow(feature: string): Promise<string | null | undefined> {
  const card = await screen.findByRole('region', { name: 'What a license unlocks' });
  return within(card).getByText(feature).closest('tr')?.textContent;
}

async function paste(view: View, text: string) {
  await view.user.click(await screen.findByRole('textbox', { name: 'License text' }));
  await view.user.paste(text);
}

describe('licenses page', () => {
  it('R1.55 shows the current licence at /admin/license_management/licenses, with what licence ranks unlock', async () => {
    const { handlers } = licenseHandlers(defaultLicense);
    server.use(...startupHandlers(adminUser), ...handlers);
    const view = renderApp(paths.licenses());

    expect(await screen.findByRole('heading', { level: 1, name: 'Licenses' })).toBeTruthy();
    expect(view.currentPath()).toBe('/admin/license_management/licenses');
    expect(await shownType()).toBe('ENTERPRISE_PLUS');
    expect(await shown('Rank')).toBe('5 of 5');
    expect(await shown('Source')).toBe('Instance default (ARCA_LICENSE_TYPE)');
    expect(await shown('Licensee')).toBe('—');
    expect(await shown('Expires')).toBe('Never');
    expect(within(await currentCard()).getByText('Active')).toBeTruthy();
    expect(within(await currentCard()).queryByRole('alert')).toBeNull();

    expect(await gateRow('Projects')).toBe('ProjectsRank 2 (COMMERCIAL or higher)Available');
    expect(screen.getByText('Every other feature of Arca is in every license.')).toBeTruthy();
  });

  it('installs a pasted licence: posts exactly its text as text/plain, then shows the new licence and rereads the footer', async () => {
    const { handlers, posts } = licenseHandlers(defaultLicense);
    let footerReads = 0;
    // The first handler that matches answers, so the counting footer goes before the start-up ones.
    server.use(
      mockCall(systemRoutes.footer, () => {
        footerReads += 1;
        return footerReads === 1 ? footer : { ...footer, license: 'OSS' };
      }),
      ...startupHandlers(adminUser),
      ...handlers,
    );
    const view = renderApp(paths.licenses());
    expect(await shownType()).toBe('ENTERPRISE_PLUS');
    expect(installButton()).toHaveProperty('disabled', true);
    const readsBefore = footerReads;

    await paste(view, ossFileText);
    await view.user.click(installButton());

    expect(await screen.findByText('License installed')).toBeTruthy();
    expect(posts).toEqual([{ body: ossFileText, contentType: 'text/plain' }]);
    await waitFor(async () => expect(await shownType()).toBe('OSS'));
    expect(await shown('Source')).toBe('Installed license file');
    expect(await shown('Licensee')).toBe('Acme Corp');
    expect(await shown('Expires')).toBe('2099-12-31');
    expect(await shown('Features')).toBe('replication');
    expect(await gateRow('Projects')).toBe('ProjectsRank 2 (COMMERCIAL or higher)Not included');
    expect(licenseText().value).toBe('');
    await waitFor(() => expect(footerReads).toBeGreaterThan(readsBefore));
  });

  it("shows the server's message inline when it refuses the licence, and keeps the licence in force", async () => {
    const { handlers, posts } = licenseHandlers(defaultLicense, () => ({
      status: 400,
      message: licenseMessages.badSignature,
    }));
    server.use(...startupHandlers(adminUser), ...handlers);
    const view = renderApp(paths.licenses());
    await paste(view, ossFileText);
    await view.user.click(installButton());

    const install = await screen.findByRole('region', { name: 'Install a license' });
    expect((await within(install).findByRole('alert')).textContent).toBe(licenseMessages.badSignature);
    expect(posts).toHaveLength(1);
    expect(await shownType()).toBe('ENTERPRISE_PLUS');
    expect(licenseText().value).toBe(ossFileText);
    expect(screen.queryByText('License installed')).toBeNull();
  });

  it('installs a dropped licence file: its text fills the text area and Install posts it', async () => {
    const { handlers, posts } = licenseHandlers(defaultLicense);
    server.use(...startupHandlers(adminUser), ...handlers);
    const view = renderApp(paths.licenses());
    const zone = await screen.findByRole('group', { name: 'Drop a license file here' });
    fireEvent.drop(zone, { dataTransfer: { files: [new File([ossFileText], 'acme.lic', { type: 'text/plain' })] } });

    await waitFor(() => expect(licenseText().value).toBe(ossFileText));
    expect(screen.getByText('Read from acme.lic')).toBeTruthy();
    expect(posts).toEqual([]);
    await view.user.click(installButton());
    await waitFor(() => expect(posts.map((post) => post.body)).toEqual([ossFileText]));
    await waitFor(async () => expect(await shownType()).toBe('OSS'));
  });

  it("R25.152 refuses a dropped licence file over 400 KB with 'File exceeds the maximum size of 400 KB' and posts nothing", async () => {
    const { handlers, posts } = licenseHandlers(defaultLicense);
    server.use(...startupHandlers(adminUser), ...handlers);
    renderApp(paths.licenses());
    const zone = await screen.findByRole('group', { name: 'Drop a license file here' });
    fireEvent.drop(zone, { dataTransfer: { files: [new File(['x'.repeat(400 * 1024 + 1)], 'huge.lic')] } });

    const install = await screen.findByRole('region', { name: 'Install a license' });
    expect((await within(install).findByRole('alert')).textContent).toContain(
      'File exceeds the maximum size of 400 KB',
    );
    expect(licenseText().value).toBe('');
    expect(installButton()).toHaveProperty('disabled', true);
    expect(posts).toEqual([]);
  });

  it('warns that an expired licence file is not in force and that no licence applies', async () => {
    const lapsed: CurrentLicense = {
      type: NO_LICENSE,
      rank: 0,
      source: 'none',
      valid: false,
      licensee: null,
      expires: null,
      features: [],
      file: { ...ossFile, expires: '2025-12-31', status: 'expired' },
    };
    const { handlers } = licenseHandlers(lapsed);
    server.use(...startupHandlers(adminUser, { ...footer, license: NO_LICENSE }), ...handlers);
    renderApp(paths.licenses());

    const warning = await within(await currentCard()).findByRole('alert');
    expect(warning.textContent).toContain('The installed OSS license for Acme Corp expired on 2025-12-31.');
    expect(warning.textContent).toContain('Until a new license is installed, no license applies.');
    expect(await shownType()).toBe('N/A');
    expect(await shown('Source')).toBe('None');
    expect(within(await currentCard()).getByText('No license')).toBeTruthy();
  });

  it('warns that a licence file signed by an untrusted key is not in force, naming the default that applies', async () => {
    const untrusted: CurrentLicense = { ...defaultLicense, file: { ...ossFile, status: 'untrusted' } };
    const { handlers } = licenseHandlers(untrusted);
    server.use(...startupHandlers(adminUser), ...handlers);
    renderApp(paths.licenses());

    const warning = await within(await currentCard()).findByRole('alert');
    expect(warning.textContent).toContain(
      'The installed OSS license for Acme Corp is signed by a key this server does not trust.',
    );
    expect(warning.textContent).toContain(
      'Until a new license is installed, Arca runs under the instance default, ENTERPRISE_PLUS.',
    );
  });

  it('keeps a user who is not an administrator out: they land on /packages', async () => {
    const { handlers, posts } = licenseHandlers(defaultLicense);
    let reads = 0;
    server.use(
      mockCall(licenseRoutes.get, () => {
        reads += 1;
        return defaultLicense;
      }),
      ...startupHandlers(regularUser),
      ...handlers,
    );
    const view = renderApp(paths.licenses());
    await waitFor(() => expect(view.currentPath()).toBe('/packages'));
    expect(screen.queryByRole('heading', { level: 1, name: 'Licenses' })).toBeNull();
    expect(reads).toBe(0);
    expect(posts).toEqual([]);
  });

  it('R16.02 shows the licence buckets teaser below the licence while mission control is not installed', async () => {
    const { handlers } = licenseHandlers(defaultLicense);
    server.use(...startupHandlers(adminUser), ...handlers);
    renderApp(paths.licenses());
    const teaser = await screen.findByRole('region', { name: teasers.licenseBuckets.header });
    expect(within(teaser).getByRole('heading', { level: 2, name: teasers.licenseBuckets.header })).toBeTruthy();
    const install = screen.getByRole('textbox', { name: 'License text' });
    expect(install.compareDocumentPosition(teaser) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('R16.09 leaves the licence buckets teaser out once mission control is installed', async () => {
    const { handlers } = licenseHandlers(defaultLicense);
    server.use(...startupHandlers(adminUser), ...handlers);
    // Handlers of a later call are asked first.
    server.use(
      mockCall(serviceRoutes.services, () => ({
        services: [
          { name: CORE_SERVICE, version: API_LEVEL },
          { name: 'missionControl', version: '4.0.0' },
        ],
      })),
    );
    renderApp(paths.licenses());
    expect(await shownType()).toBe('ENTERPRISE_PLUS');
    expect(screen.queryByRole('region', { name: teasers.licenseBuckets.header })).toBeNull();
  });
});
