import { apiPaths, specMessages, testIds } from '@arca/contract';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminUser, footer, regularUser } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { server, startupHandlers } from '../test/server.ts';

describe('the route table and guard pipeline', () => {
  it('R1.29 shows the not-found page for an unknown path, with a way back home', async () => {
    server.use(...startupHandlers(regularUser));
    const view = renderApp('/no/such/page');

    const page = await screen.findByTestId(testIds.errorPage.notFound);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(page.textContent).toContain('Page not found');
    expect(view.currentPath()).toBe('/no/such/page');

    await view.user.click(screen.getByRole('button', { name: 'Back to the home page' }));
    await waitFor(() => expect(view.currentPath()).toBe('/packages'));
  });

  it('R1.29 shows the not-found page to an anonymous visitor too, without asking to log in', async () => {
    const view = renderApp('/no/such/page');
    expect(await screen.findByTestId(testIds.errorPage.notFound)).toBeTruthy();
    expect(view.currentPath()).toBe('/no/such/page');
  });

  it('R1.24 shows the not-found page at /404', async () => {
    server.use(...startupHandlers(regularUser));
    renderApp('/404');
    expect(await screen.findByTestId(testIds.errorPage.notFound)).toBeTruthy();
  });

  it("R1.28 shows 'You are not authorized to view this page' at /authorization", async () => {
    server.use(...startupHandlers(regularUser));
    renderApp('/authorization');
    expect(await screen.findByRole('heading', { level: 1, name: specMessages.notAuthorizedToView })).toBeTruthy();
  });

  it('R1.03 titles the page "<route title> | <server name>"', async () => {
    server.use(...startupHandlers(adminUser, { ...footer, serverName: 'Build Farm' }));
    renderApp('/packages');

    await screen.findByRole('heading', { level: 1, name: 'Packages' });
    await waitFor(() => expect(document.title).toBe('Packages | Build Farm'));
  });

  it('R1.03 follows the route: the login screen and the not-found page have their own titles', async () => {
    server.use(...startupHandlers(undefined, { ...footer, serverName: 'Build Farm' }));
    const view = renderApp('/login');
    await waitFor(() => expect(document.title).toBe('Log in | Build Farm'));
    view.unmount();

    renderApp('/missing');
    await waitFor(() => expect(document.title).toBe('Page not found | Build Farm'));
  });

  it('R1.03 uses the default server name when the footer cannot be read', async () => {
    server.use(http.get(apiPaths.footer, () => HttpResponse.json({}, { status: 200 })));
    renderApp('/login');
    await waitFor(() => expect(document.title).toBe('Log in | Arca'));
  });

  it('R1.32 sends / and /home to packages', async () => {
    server.use(...startupHandlers(regularUser));
    const root = renderApp('/');
    await waitFor(() => expect(root.currentPath()).toBe('/packages'));
    root.unmount();

    const home = renderApp('/home');
    await waitFor(() => expect(home.currentPath()).toBe('/packages'));
  });

  it('R1.30 R7.36 sends an administrator of a lightweight instance to the General tree, and only an administrator', async () => {
    const lightweight = ['lightweightInstance'];
    server.use(...startupHandlers(adminUser, footer, lightweight));
    const admin = renderApp('/');
    await waitFor(() => expect(admin.currentPath()).toBe('/repos/tree/General'));
    admin.unmount();

    server.use(...startupHandlers(regularUser, footer, lightweight));
    const user = renderApp('/home');
    // Packages are hidden on a lightweight instance, so the user lands on repos (R3.12).
    await waitFor(() => expect(user.currentPath()).toMatch(/^\/repos/));
  });

  it('R1.31 R7.36 sends an administrator to get started when the platform get-started feature is on', async () => {
    const getStarted = ['platformGetStarted'];
    server.use(...startupHandlers(adminUser, footer, getStarted));
    const admin = renderApp('/');
    await waitFor(() => expect(admin.currentPath()).toBe('/get_started'));
    admin.unmount();

    server.use(...startupHandlers(regularUser, footer, getStarted));
    const user = renderApp('/');
    await waitFor(() => expect(user.currentPath()).toBe('/packages'));
  });

  it('R1.07 sends an anonymous visitor to login, keeping the page they asked for', async () => {
    const view = renderApp('/packages?q=react');

    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to Arca' })).toBeTruthy();
    expect(view.currentPath()).toBe('/login?logout=true&redirectTo=%2Fpackages%3Fq%3Dreact');
  });

  it('sends a logged-in user away from the login screen to packages', async () => {
    server.use(...startupHandlers(regularUser));
    const view = renderApp('/login');

    expect(await screen.findByRole('heading', { level: 1, name: 'Packages' })).toBeTruthy();
    expect(view.currentPath()).toBe('/packages');
  });

  it('R1.47 cancels the way to /demo when the TESTED flag is off: a first load stays at home', async () => {
    server.use(...startupHandlers(regularUser, footer, []));
    const view = renderApp('/demo');
    await waitFor(() => expect(view.currentPath()).toBe('/packages'));
    expect(screen.queryByRole('heading', { name: 'Widget playground' })).toBeNull();
  });

  it('R1.46 cancels a navigation to /template with the flag off: the visitor stays where they were', async () => {
    server.use(...startupHandlers(regularUser, footer, []));
    const view = renderApp('/404');
    await screen.findByTestId(testIds.errorPage.notFound);

    await view.router.navigate('/template');

    await waitFor(() => expect(view.currentPath()).toBe('/404'));
    expect(screen.queryByRole('heading', { name: 'Page template' })).toBeNull();
  });

  it('R1.46 R1.47 R1.48 opens /demo, its children and /template when the TESTED flag is on', async () => {
    server.use(...startupHandlers(regularUser, footer, ['TESTED']));
    const view = renderApp('/demo/typescript');
    expect(await screen.findByRole('heading', { level: 1, name: 'Widget playground' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Hello!' })).toBeTruthy();
    await view.user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Ada');
    expect(screen.getByRole('heading', { name: 'Hello, Ada!' })).toBeTruthy();

    await view.user.click(screen.getByRole('tab', { name: 'Micro-frontends' }));
    expect(await screen.findByRole('region', { name: 'Micro-frontend mounting point' })).toBeTruthy();
    expect(view.currentPath()).toBe('/demo/microfrontends');

    await view.router.navigate('/template');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page template' })).toBeTruthy();
  });

  it('shows the packages page, which asks for a search while there is nothing to list', async () => {
    server.use(...startupHandlers(regularUser));
    renderApp('/packages');

    expect(await screen.findByRole('heading', { level: 1, name: 'Packages' })).toBeTruthy();
    expect(await screen.findByText('Find your packages using the Search Bar')).toBeTruthy();
  });

  it('shows an error page with a retry when the application cannot start', async () => {
    server.use(
      http.get(apiPaths.currentUser, () =>
        HttpResponse.json({ errors: [{ status: 503, message: 'Service is starting' }] }, { status: 503 }),
      ),
    );
    renderApp('/packages');

    expect(await screen.findByRole('heading', { level: 1, name: 'Arca could not load this page' })).toBeTruthy();
    expect(screen.getByText('Service is starting')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
