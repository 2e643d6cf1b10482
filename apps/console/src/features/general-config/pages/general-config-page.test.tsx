import {
  DEFAULT_GENERAL_CONFIG,
  type FooterData,
  type GeneralConfigDetails,
  type GeneralConfigInput,
  generalConfigMessages,
  generalConfigPaths,
  generalConfigRoutes,
  generalConfigTestIds,
  LOGO_MAX_BYTES,
  specMessages,
  systemRoutes,
} from '@arca/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminUser, footer } from '../../../test/fixtures.ts';
import { mockCall } from '../../../test/mock-call.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';

const PATH = '/admin/configuration/general';
const LOGO_URL = `${generalConfigPaths.logo}?v=0123456789abcdef`;

/** A server that keeps what is saved, so the footer (and with it the page title) follows. */
function fakeServer(answer?: (body: GeneralConfigInput) => Response | undefined) {
  const state: GeneralConfigDetails = {
    customUrlBase: 'https://arca.example.test',
    settings: { ...DEFAULT_GENERAL_CONFIG },
    defaultUrlBase: 'https://arca.example.test',
    logoUrl: null,
  };
  const saved: GeneralConfigInput[] = [];
  const logoUploads: string[] = [];
  const footerNow = (): FooterData => ({
    ...footer,
    serverName: state.settings.serverName,
    logoUrl: state.logoUrl,
    helpLinksEnabled: state.settings.helpLinksEnabled,
  });
  server.use(
    // Before the start-up handlers: the first handler that matches answers.
    mockCall(systemRoutes.footer, () => footerNow()),
    ...startupHandlers(adminUser),
    mockCall(generalConfigRoutes.get, () => state),
    mockCall(generalConfigRoutes.update, async ({ request }) => {
      const body = (await request.json()) as GeneralConfigInput;
      saved.push(body);
      const refusal = answer?.(body);
      if (refusal) return refusal;
      state.settings = body;
      return state;
    }),
    mockCall(generalConfigRoutes.uploadLogo, ({ request }) => {
      logoUploads.push(request.headers.get('content-type') ?? '');
      state.logoUrl = LOGO_URL;
      return state;
    }),
    mockCall(generalConfigRoutes.deleteLogo, () => {
      state.logoUrl = null;
      return state;
    }),
  );
  return { state, saved, logoUploads };
}

async function open() {
  const view = renderApp(PATH);
  await screen.findByRole('heading', { level: 1, name: 'General configuration' });
  await screen.findByTestId(generalConfigTestIds.serverName);
  return view;
}

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;

/** The help text a field's error is announced by. */
function messageOf(element: HTMLElement): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('general configuration page', () => {
  it('R1.54 shows the general configuration, saves every field, and the page title follows the server name', async () => {
    const fake = fakeServer();
    const view = await open();
    await waitFor(() => expect(document.title).toBe('General configuration | Arca'));
    expect(input(generalConfigTestIds.serverName).value).toBe('Arca');
    expect(screen.getByTestId(generalConfigTestIds.save).hasAttribute('disabled')).toBe(true);

    await view.user.clear(input(generalConfigTestIds.serverName));
    await view.user.paste('Build Farm');
    await view.user.click(input(generalConfigTestIds.customUrlBase));
    await view.user.paste('https://repo.example.com/');
    await view.user.click(screen.getByTestId(generalConfigTestIds.anonAccess));
    await view.user.click(screen.getByTestId(generalConfigTestIds.helpLinks));
    await view.user.clear(input(generalConfigTestIds.uploadLimit));
    await view.user.paste('250');
    await view.user.click(screen.getByTestId(generalConfigTestIds.save));

    expect(await screen.findByText(generalConfigMessages.saved)).toBeTruthy();
    expect(fake.saved).toEqual([
      {
        serverName: 'Build Farm',
        customUrlBase: 'https://repo.example.com/',
        anonAccessEnabled: true,
        helpLinksEnabled: false,
        fileUploadMaxSizeMb: 250,
      },
    ]);
    await waitFor(() => expect(document.title).toBe('General configuration | Build Farm'));
    await waitFor(() => expect(screen.getByTestId(generalConfigTestIds.save).hasAttribute('disabled')).toBe(true));
  });

  it('shows the field messages and sends nothing while a field is wrong', async () => {
    const fake = fakeServer();
    const view = await open();
    await view.user.clear(input(generalConfigTestIds.serverName));
    await view.user.type(input(generalConfigTestIds.customUrlBase), 'ftp://nowhere');
    await view.user.click(screen.getByTestId(generalConfigTestIds.save));
    await waitFor(() =>
      expect(messageOf(input(generalConfigTestIds.serverName))).toContain(generalConfigMessages.serverNameRequired),
    );
    expect(messageOf(input(generalConfigTestIds.customUrlBase))).toContain(generalConfigMessages.customUrlBaseInvalid);
    expect(fake.saved).toEqual([]);
  });

  it("puts the server's refusal beside the field it names", async () => {
    const fake = fakeServer(() =>
      HttpResponse.json(
        { errors: [{ status: 400, message: generalConfigMessages.serverNameTooLong }] },
        { status: 400 },
      ),
    );
    const view = await open();
    await view.user.type(input(generalConfigTestIds.serverName), ' two');
    await view.user.click(screen.getByTestId(generalConfigTestIds.save));
    await waitFor(() =>
      expect(messageOf(input(generalConfigTestIds.serverName))).toContain(generalConfigMessages.serverNameTooLong),
    );
    expect(fake.saved).toHaveLength(1);
    expect(document.title).toBe('General configuration | Arca');
  });

  it('R26.32 asks before leaving with unsaved changes', async () => {
    fakeServer();
    const view = await open();
    await view.user.type(input(generalConfigTestIds.serverName), ' changed');
    await view.user.click(screen.getByRole('link', { name: 'Webhooks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard changes?' });
    expect(within(dialog).getByText(specMessages.unsavedChanges)).toBeTruthy();
    await view.user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(view.currentPath()).toBe(PATH);
    expect(input(generalConfigTestIds.serverName).value).toBe('Arca changed');
  });

  it("R26.33 asks before Reset discards the changes, in the dialog's reset variant", async () => {
    const fake = fakeServer();
    const view = await open();
    await view.user.type(input(generalConfigTestIds.serverName), ' changed');

    // The form's own Reset; the dialog has one too.
    const resetButton = () =>
      within(screen.getByTestId(generalConfigTestIds.form)).getByRole('button', { name: 'Reset' });
    await view.user.click(resetButton());
    const asked = await screen.findByRole('dialog', { name: 'Discard changes?' });
    expect(within(asked).getByText('You have unsaved changes. The Reset action will discard changes.')).toBeTruthy();
    await view.user.click(within(asked).getByRole('button', { name: 'Keep editing' }));
    expect(input(generalConfigTestIds.serverName).value).toBe('Arca changed');

    await view.user.click(resetButton());
    // The first dialog may still be closing: the newest one is the one asking now.
    const again = (await screen.findAllByRole('dialog', { name: 'Discard changes?' })).at(-1) as HTMLElement;
    await view.user.click(within(again).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(input(generalConfigTestIds.serverName).value).toBe('Arca'));
    expect(fake.saved).toEqual([]);
  });
});

describe('logo', () => {
  it('uploads a logo, previews it and shows it in the header, then goes back to the product logo', async () => {
    const fake = fakeServer();
    const view = await open();
    expect(screen.queryByTestId(generalConfigTestIds.headerLogo)).toBeNull();
    fireEvent.change(screen.getByTestId(generalConfigTestIds.logoInput), {
      target: { files: [new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' })] },
    });
    expect(await screen.findByText(generalConfigMessages.logoUploaded)).toBeTruthy();
    expect(fake.logoUploads).toEqual(['image/png']);
    expect((await screen.findByTestId(generalConfigTestIds.logoPreview)).getAttribute('src')).toBe(LOGO_URL);
    await waitFor(() => expect(screen.getByTestId(generalConfigTestIds.headerLogo).getAttribute('src')).toBe(LOGO_URL));

    await view.user.click(screen.getByTestId(generalConfigTestIds.logoRemove));
    expect(await screen.findByText(generalConfigMessages.logoRemoved)).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId(generalConfigTestIds.headerLogo)).toBeNull());
    expect(screen.queryByTestId(generalConfigTestIds.logoPreview)).toBeNull();
  });

  it('refuses a file over 1 MB without sending it', async () => {
    const fake = fakeServer();
    await open();
    fireEvent.change(screen.getByTestId(generalConfigTestIds.logoInput), {
      target: { files: [new File([new Uint8Array(LOGO_MAX_BYTES + 1)], 'huge.png', { type: 'image/png' })] },
    });
    expect(await screen.findByText(generalConfigMessages.logoTooLarge)).toBeTruthy();
    expect(fake.logoUploads).toEqual([]);
  });

  it("shows the server's refusal of a file that is not an image", async () => {
    fakeServer();
    server.use(
      mockCall(generalConfigRoutes.uploadLogo, () =>
        HttpResponse.json({ errors: [{ status: 400, message: generalConfigMessages.logoNotImage }] }, { status: 400 }),
      ),
    );
    await open();
    fireEvent.change(screen.getByTestId(generalConfigTestIds.logoInput), {
      target: { files: [new File(['<html></html>'], 'logo.png', { type: 'image/png' })] },
    });
    expect(await screen.findByText(generalConfigMessages.logoNotImage)).toBeTruthy();
    expect(screen.queryByTestId(generalConfigTestIds.logoPreview)).toBeNull();
  });
});
