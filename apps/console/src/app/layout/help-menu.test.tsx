import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, regularUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { server, startupHandlers } from '../../test/server.ts';
import { helpMenu } from '../navigation/menus.tsx';

describe('the help menu', () => {
  it('R8.23 R8.24 holds Documentation, Learning Center and Keyboard Shortcuts, and leaves out the two marked hidden', async () => {
    server.use(...startupHandlers(regularUser));
    const view = renderApp('/404');

    expect(helpMenu.map(({ title }) => title)).toEqual(['Documentation', 'Learning Center', 'Keyboard Shortcuts']);
    await view.user.click(await screen.findByRole('button', { name: 'Help' }));

    const entry = await screen.findByRole('menuitem', { name: /Keyboard Shortcuts/ });
    const menu = entry.closest<HTMLElement>('[role="menu"]');
    if (!menu) throw new Error('The help menu is not open');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Keyboard Shortcuts?']);
    expect(within(menu).queryByText('Documentation')).toBeNull();
    expect(within(menu).queryByText('Learning Center')).toBeNull();
  });

  it('opens the keyboard shortcuts dialog from its Keyboard Shortcuts entry', async () => {
    server.use(...startupHandlers(adminUser));
    const view = renderApp('/404');

    await view.user.click(await screen.findByRole('button', { name: 'Help' }));
    await view.user.click(await screen.findByRole('menuitem', { name: /Keyboard Shortcuts/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Keyboard Shortcuts' });
    const general = within(dialog).getByRole('region', { name: 'General' });
    expect(within(general).getByText('Show keyboard shortcuts')).toBeTruthy();
    const goTo = within(dialog).getByRole('region', { name: 'Go to' });
    expect(
      within(goTo)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      'Homegthenh',
      'Packagesgthenp',
      'Artifactsgthena',
      'Usersgthenu',
      'Repositoriesgthenr',
      'Administrationgthens',
    ]);
    expect(within(goTo).getAllByText('p')[0]?.tagName).toBe('KBD');
  });
});
