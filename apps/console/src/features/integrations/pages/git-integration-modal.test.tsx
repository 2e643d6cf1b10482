import { integrationRoutes } from '@arca/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { enterText } from '../../../test/enter-text.ts';
import { adminUser } from '../../../test/fixtures.ts';
import { mockCall } from '../../../test/mock-call.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';
import { integrationHandlers, servicesHandler } from '../integrations-test-data.ts';

async function openConnect(view: ReturnType<typeof renderApp>, vendor = 'GitHub') {
  const card = await screen.findByRole('group', { name: vendor });
  await view.user.click(within(card).getByRole('button', { name: 'Connect' }));
  return screen.findByRole('dialog', { name: `Connect ${vendor}` });
}

/** Whether the popover with that text is open; antd keeps a closed one in the page, hidden. */
function popoverShown(text: string): boolean {
  const popover = screen.queryByText(text)?.closest('.ant-popover');
  return popover !== null && popover !== undefined && !popover.classList.contains('ant-popover-hidden');
}

const button = (dialog: HTMLElement, name: string) => within(dialog).getByRole('button', { name }) as HTMLButtonElement;

describe('git integration modal', () => {
  it('R14.35 R14.36 R14.37 names the missing fields', async () => {
    server.use(...startupHandlers(adminUser), ...integrationHandlers().handlers);
    const view = renderApp('/integrations');
    const dialog = await openConnect(view, 'Bitbucket Cloud');
    await enterText(view.user, within(dialog).getByLabelText('Integration Name'), 'x');
    await view.user.clear(within(dialog).getByLabelText('Integration Name'));
    await enterText(view.user, within(dialog).getByLabelText('User Name'), 'x');
    await view.user.clear(within(dialog).getByLabelText('User Name'));
    await enterText(view.user, within(dialog).getByLabelText('Token'), 'x');
    await view.user.clear(within(dialog).getByLabelText('Token'));
    expect(await within(dialog).findByText('Integration name is required')).toBeTruthy();
    expect(await within(dialog).findByText('User name is required')).toBeTruthy();
    expect(await within(dialog).findByText('Token is required')).toBeTruthy();
  });

  it('R14.34 R14.32 R14.33 keeps Create disabled until the test passes, and a change resets the test', async () => {
    const integrations = integrationHandlers();
    server.use(...startupHandlers(adminUser), ...integrations.handlers);
    const view = renderApp('/integrations');
    const dialog = await openConnect(view);
    expect(button(dialog, 'Create').disabled).toBe(true);
    await enterText(view.user, within(dialog).getByLabelText('Integration Name'), 'GitHub main');
    await enterText(view.user, within(dialog).getByLabelText('Token'), 'good-token');
    expect(button(dialog, 'Create').disabled).toBe(true);
    await view.user.click(button(dialog, 'Test Connection'));
    expect(await screen.findByText('Connection succeeded as octo-dev')).toBeTruthy();
    expect(popoverShown('Connection succeeded as octo-dev')).toBe(true);
    await waitFor(() => expect(button(dialog, 'Create').disabled).toBe(false));
    expect(integrations.bodies[0]).toMatchObject({
      integrationName: 'GitHub main',
      token: 'good-token',
      vendorName: 1,
    });
    await enterText(view.user, within(dialog).getByLabelText('Token'), '2');
    await waitFor(() => expect(popoverShown('Connection succeeded as octo-dev')).toBe(false));
    expect(button(dialog, 'Create').disabled).toBe(true);
  });

  it("R14.38 shows the spec's message when the test fails", async () => {
    server.use(...startupHandlers(adminUser), ...integrationHandlers().handlers);
    const view = renderApp('/integrations');
    const dialog = await openConnect(view);
    await enterText(view.user, within(dialog).getByLabelText('Integration Name'), 'GitHub main');
    await enterText(view.user, within(dialog).getByLabelText('Token'), 'wrong-token');
    await view.user.click(button(dialog, 'Test Connection'));
    expect(await within(dialog).findByText('Connection test failed, please check your credentials')).toBeTruthy();
    expect(button(dialog, 'Create').disabled).toBe(true);
  });

  it('R14.28 R14.29 R14.39 R14.30 creates, switches to the service step, and opens repository selection for Xray', async () => {
    const integrations = integrationHandlers();
    server.use(...startupHandlers(adminUser), ...integrations.handlers);
    server.use(servicesHandler(['xray']));
    const view = renderApp('/integrations');
    const dialog = await openConnect(view);
    await enterText(view.user, within(dialog).getByLabelText('Integration Name'), 'GitHub main');
    await enterText(view.user, within(dialog).getByLabelText('Token'), 'good-token');
    await view.user.click(button(dialog, 'Test Connection'));
    await waitFor(() => expect(button(dialog, 'Create').disabled).toBe(false));
    await view.user.click(button(dialog, 'Create'));
    expect(await screen.findByText('Successfully created github-99aabbcc')).toBeTruthy();
    const xray = await within(dialog).findByRole('group', { name: 'Xray' });
    const pipelines = within(dialog).getByRole('group', { name: 'Pipelines' });
    expect(within(pipelines).getByText('Not installed')).toBeTruthy();
    expect((within(pipelines).getByRole('button', { name: 'Select' }) as HTMLButtonElement).disabled).toBe(true);
    await view.user.click(within(xray).getByRole('button', { name: 'Select' }));
    expect(await screen.findByText('Successfully updated github-99aabbcc')).toBeTruthy();
    await waitFor(() =>
      expect(view.currentPath()).toBe('/git-repo-scan/select-repos?vcsType=github&integrationId=github-99aabbcc'),
    );
    expect(integrations.calls).toContain('update github-99aabbcc');
    expect(integrations.bodies.at(-1)).toMatchObject({ products: ['xray'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Select repositories to scan' })).toBeTruthy();
  });

  it('sends the Bitbucket user name again when a service is chosen, since the server needs it', async () => {
    const integrations = integrationHandlers();
    server.use(...startupHandlers(adminUser), ...integrations.handlers);
    server.use(servicesHandler(['xray']));
    const view = renderApp('/integrations');
    const dialog = await openConnect(view, 'Bitbucket Cloud');
    await enterText(view.user, within(dialog).getByLabelText('Integration Name'), 'Team space');
    await enterText(view.user, within(dialog).getByLabelText('User Name'), 'octo-dev');
    await enterText(view.user, within(dialog).getByLabelText('Token'), 'good-token');
    await view.user.click(button(dialog, 'Test Connection'));
    await waitFor(() => expect(button(dialog, 'Create').disabled).toBe(false));
    await view.user.click(button(dialog, 'Create'));
    const xray = await within(dialog).findByRole('group', { name: 'Xray' });
    await view.user.click(within(xray).getByRole('button', { name: 'Select' }));
    await waitFor(() => expect(integrations.calls).toContain('update github-99aabbcc'));
    expect(integrations.bodies.at(-1)).toEqual({
      integrationName: 'Team space',
      url: 'https://api.bitbucket.org',
      vendorName: 3,
      userName: 'octo-dev',
      products: ['xray'],
    });
  });

  it('R14.40 says so when the create fails, and stays on the first step', async () => {
    server.use(...startupHandlers(adminUser), ...integrationHandlers().handlers);
    server.use(
      mockCall(integrationRoutes.create, () =>
        HttpResponse.json({ errors: [{ status: 409, message: 'already exists' }] }, { status: 409 }),
      ),
    );
    const view = renderApp('/integrations');
    const dialog = await openConnect(view);
    await enterText(view.user, within(dialog).getByLabelText('Integration Name'), 'GitHub main');
    await enterText(view.user, within(dialog).getByLabelText('Token'), 'good-token');
    await view.user.click(button(dialog, 'Test Connection'));
    await waitFor(() => expect(button(dialog, 'Create').disabled).toBe(false));
    await view.user.click(button(dialog, 'Create'));
    expect(await screen.findByText('Error while creating integration')).toBeTruthy();
    expect(within(dialog).getByLabelText('Integration Name')).toBeTruthy();
  });

  it('R14.31 closing forgets the form, the test and its popover', async () => {
    server.use(...startupHandlers(adminUser), ...integrationHandlers().handlers);
    const view = renderApp('/integrations');
    let dialog = await openConnect(view);
    await enterText(view.user, within(dialog).getByLabelText('Integration Name'), 'GitHub main');
    await enterText(view.user, within(dialog).getByLabelText('Token'), 'good-token');
    await view.user.click(button(dialog, 'Test Connection'));
    expect(await screen.findByText('Connection succeeded as octo-dev')).toBeTruthy();
    await view.user.click(button(dialog, 'Cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await openConnect(view);
    expect((within(dialog).getByLabelText('Integration Name') as HTMLInputElement).value).toBe('');
    expect(screen.queryByText('Connection succeeded as octo-dev')).toBeNull();
    expect(button(dialog, 'Create').disabled).toBe(true);
  });
});
