import { apiPaths, authRoutes, CSRF_HEADER, CSRF_HEADER_VALUE, testIds } from '@arca/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminUser, anonymousUser, footer } from '../../test/fixtures.ts';
import { mockCall } from '../../test/mock-call.ts';
import { renderApp } from '../../test/render-app.tsx';
import { server, startupHandlers } from '../../test/server.ts';
import { THEME_STORAGE_KEY } from '../theme/theme-store.ts';

describe('the application layout', () => {
  it('shows the header with product and server name, the sidebar menu and the breadcrumbs', async () => {
    server.use(...startupHandlers(adminUser, { ...footer, serverName: 'Build Farm' }));
    renderApp('/packages');

    const header = await screen.findByTestId(testIds.layout.header);
    expect(within(header).getByText('Arca')).toBeTruthy();
    expect(within(header).getByText('Build Farm')).toBeTruthy();

    const sidebar = screen.getByTestId(testIds.layout.sidebar);
    const packagesLink = within(sidebar).getByRole('link', { name: 'Packages' });
    expect(packagesLink.getAttribute('href')).toBe('/ui/packages');
    expect(packagesLink.getAttribute('aria-current')).toBe('page');

    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toBeTruthy();
    expect(within(breadcrumb).getByText('Packages')).toBeTruthy();

    expect(within(screen.getByTestId(testIds.layout.content)).getByRole('heading', { name: 'Packages' })).toBeTruthy();
  });

  it('opens a sidebar entry from the keyboard', async () => {
    server.use(...startupHandlers(adminUser));
    const view = renderApp('/404');

    const link = within(await screen.findByTestId(testIds.layout.sidebar)).getByRole('link', { name: 'Packages' });
    link.focus();
    await view.user.keyboard('{Enter}');

    await waitFor(() => expect(view.currentPath()).toBe('/packages'));
    expect(view.router.state.historyAction).toBe('PUSH');
  });

  it('marks the sidebar up as navigation: lists of links and group buttons, no menu roles', async () => {
    server.use(...startupHandlers(adminUser));
    const view = renderApp('/admin/management/users');

    const nav = await screen.findByRole('navigation', { name: 'Application' });
    await within(nav).findByRole('link', { name: 'Users' });
    expect(within(nav).queryAllByRole('menu')).toEqual([]);
    expect(within(nav).queryAllByRole('menuitem')).toEqual([]);
    // Every entry sits in a list item; a section's list is named by the section's title.
    for (const link of within(nav).getAllByRole('link')) {
      expect(link.closest('li')).not.toBeNull();
    }
    expect(within(nav).getByRole('list', { name: 'Administration' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Users' }).getAttribute('aria-current')).toBe('page');

    // A nested group is a button saying whether its entries show.
    const userManagement = within(nav).getByRole('button', { name: 'User Management' });
    expect(userManagement.getAttribute('aria-expanded')).toBe('true');
    await view.user.click(userManagement);
    expect(userManagement.getAttribute('aria-expanded')).toBe('false');
    expect(within(nav).queryByRole('link', { name: 'Users' })).toBeNull();
  });

  it('opens a collapsed group by widening the sidebar', async () => {
    server.use(...startupHandlers(adminUser));
    const view = renderApp('/packages');

    await view.user.click(await screen.findByRole('button', { name: 'Collapse sidebar' }));
    const nav = screen.getByRole('navigation', { name: 'Application' });
    expect(within(nav).queryByRole('link', { name: 'Users' })).toBeNull();
    await view.user.click(within(nav).getByRole('button', { name: 'User Management' }));

    expect(screen.getByTestId(testIds.layout.sidebar).className).not.toContain('collapsed');
    expect(within(nav).getByRole('link', { name: 'Users' })).toBeTruthy();
  });

  it('offers "Skip to main content" as the first stop of the keyboard, leading into the main region', async () => {
    server.use(...startupHandlers(adminUser));
    const view = renderApp('/packages');
    await screen.findByRole('heading', { level: 1, name: 'Packages' });

    await view.user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(document.activeElement).toBe(skip);
    await view.user.keyboard('{Enter}');

    expect(document.activeElement).toBe(screen.getByRole('main'));
    expect(screen.getByRole('main')).toBe(screen.getByTestId(testIds.layout.content));
    expect(view.currentPath()).toBe('/packages');
  });

  it('moves the focus into the main content after logging in, where the login form held it', async () => {
    server.use(
      ...startupHandlers(anonymousUser),
      mockCall(authRoutes.login, () => {
        server.use(...startupHandlers(adminUser));
        return adminUser;
      }),
    );
    const view = renderApp('/login');
    await view.user.type(await screen.findByRole('textbox', { name: 'User name' }), 'admin');
    await view.user.type(screen.getByLabelText('Password'), 'Passw0rd!');
    await view.user.click(screen.getByRole('button', { name: 'Log in' }));

    await screen.findByRole('heading', { level: 1, name: 'Packages' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
  });

  it('collapses and expands the sidebar', async () => {
    server.use(...startupHandlers(adminUser));
    const view = renderApp('/packages');

    await view.user.click(await screen.findByRole('button', { name: 'Collapse sidebar' }));
    expect(screen.getByTestId(testIds.layout.sidebar).className).toContain('collapsed');

    await view.user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(screen.getByTestId(testIds.layout.sidebar).className).not.toContain('collapsed');
  });

  it('switches the theme and remembers the choice', async () => {
    server.use(...startupHandlers(adminUser));
    const view = renderApp('/packages');

    // The stubbed system setting is light, so the console starts light.
    const toggle = await screen.findByTestId(testIds.layout.themeToggle);
    expect(toggle.getAttribute('aria-label')).toBe('Switch to dark theme');
    expect(document.documentElement.dataset.theme).toBe('light');

    await view.user.click(toggle);

    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBe(toggle);
    expect(JSON.parse(window.localStorage.getItem(THEME_STORAGE_KEY) ?? '{}')).toMatchObject({
      state: { mode: 'dark' },
    });
  });

  it('logs out from the user menu and goes to the login screen', async () => {
    let logoutHeader: string | null = null;
    server.use(
      ...startupHandlers(adminUser),
      http.post(apiPaths.logout, ({ request }) => {
        logoutHeader = request.headers.get(CSRF_HEADER);
        server.use(...startupHandlers(anonymousUser));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const view = renderApp('/packages');

    const menu = await screen.findByTestId(testIds.layout.userMenu);
    expect(menu.textContent).toContain('admin');
    // Named by what it shows (WCAG 2.5.3): its visible text is part of its name.
    expect(menu.hasAttribute('aria-label')).toBe(false);
    expect(screen.getByRole('button', { name: 'User menu for admin' })).toBe(menu);
    await view.user.click(menu);
    const logout = await screen.findByTestId(testIds.layout.logout);
    expect(logout.getAttribute('role')).toBe('menuitem');
    await view.user.click(logout);

    await waitFor(() => expect(view.currentPath()).toBe('/login'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to Arca' })).toBeTruthy();
    expect(logoutHeader).toBe(CSRF_HEADER_VALUE);
  });

  it('offers an anonymous visitor a Log in button instead of the user menu', async () => {
    const view = renderApp('/missing');

    await view.user.click(await screen.findByRole('button', { name: 'Log in' }));

    expect(screen.queryByTestId(testIds.layout.userMenu)).toBeNull();
    await waitFor(() => expect(view.currentPath()).toBe('/login?redirectTo=%2Fmissing'));
  });
});
