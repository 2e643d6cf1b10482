import { testIds } from '@arca/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { Modal } from 'antd';
import { describe, expect, it } from 'vitest';
import { adminUser, regularUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { server, startupHandlers } from '../../test/server.ts';

/** The console at `path`, once its layout (and so its shortcuts) is on screen. */
async function renderLayout(path: string) {
  const view = renderApp(path);
  await screen.findByRole('button', { name: 'Help' });
  return view;
}

describe('keyboard shortcuts', () => {
  it('opens the shortcuts dialog with ?', async () => {
    server.use(...startupHandlers(adminUser));
    const view = await renderLayout('/404');
    expect(screen.queryByRole('dialog')).toBeNull();

    await view.user.keyboard('?');

    expect(await screen.findByRole('dialog', { name: 'Keyboard Shortcuts' })).toBeTruthy();
  });

  it('goes to packages with g then p', async () => {
    server.use(...startupHandlers(adminUser));
    const view = await renderLayout('/404');

    await view.user.keyboard('gp');

    await waitFor(() => expect(view.currentPath()).toBe('/packages'));
  });

  it('goes on from the open shortcuts dialog and closes it', async () => {
    server.use(...startupHandlers(adminUser));
    const view = await renderLayout('/404');
    await view.user.keyboard('?');
    await screen.findByRole('dialog', { name: 'Keyboard Shortcuts' });

    await view.user.keyboard('gs');

    await waitFor(() => expect(view.currentPath()).toBe('/admin/artifactory/list'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Keyboard Shortcuts' })).toBeNull());
  });

  it('leaves keys typed into a text field alone', async () => {
    server.use(...startupHandlers(adminUser));
    const view = await renderLayout('/admin/artifactory/list');
    const search = await screen.findByRole('textbox', { name: 'Search settings' });

    await view.user.click(search);
    await view.user.keyboard('gp?');

    expect((search as HTMLInputElement).value).toBe('gp?');
    expect(view.currentPath()).toBe('/admin/artifactory/list');
    expect(screen.queryByRole('dialog', { name: 'Keyboard Shortcuts' })).toBeNull();
  });

  it('leaves keys pressed with Ctrl alone', async () => {
    server.use(...startupHandlers(adminUser));
    const view = await renderLayout('/404');

    await view.user.keyboard('{Control>}gp{/Control}');

    expect(view.currentPath()).toBe('/404');
  });

  it('does nothing while another dialog is open', async () => {
    server.use(...startupHandlers(adminUser));
    const view = await renderLayout('/404');
    // Without motion it closes at once in jsdom, so it cannot linger into the next test.
    const other = Modal.info({ title: 'Something else', transitionName: '', maskTransitionName: '' });
    await screen.findByRole('dialog', { name: 'Something else' });

    await view.user.keyboard('gp?');

    expect(view.currentPath()).toBe('/404');
    expect(screen.queryByRole('dialog', { name: 'Keyboard Shortcuts' })).toBeNull();

    act(() => other.destroy());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Something else' })).toBeNull());
    await view.user.keyboard('gp');
    await waitFor(() => expect(view.currentPath()).toBe('/packages'));
  });

  it('keeps the administration shortcuts from a regular user, in the dialog and when typed', async () => {
    server.use(...startupHandlers(regularUser));
    const view = await renderLayout('/404');

    await view.user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard Shortcuts' });
    const goTo = within(dialog).getByRole('region', { name: 'Go to' });
    expect(within(goTo).getByText('Packages')).toBeTruthy();
    expect(within(goTo).queryByText('Users')).toBeNull();
    expect(within(goTo).queryByText('Repositories')).toBeNull();
    expect(within(goTo).queryByText('Administration')).toBeNull();

    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Keyboard Shortcuts' })).toBeNull());
    await view.user.keyboard('gs');
    await view.user.keyboard('gu');

    expect(view.currentPath()).toBe('/404');
    expect(screen.getByTestId(testIds.errorPage.notFound)).toBeTruthy();
  });
});
