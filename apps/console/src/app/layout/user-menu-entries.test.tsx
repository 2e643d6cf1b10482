import { testIds } from '@arca/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_URL } from '../../shared/teasers/index.ts';
import { adminUser, footer } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { server, startupHandlers } from '../../test/server.ts';

describe('the user menu entries', () => {
  it('R8.11 R8.22 opens the cloud subscription as a link in a new tab', async () => {
    server.use(...startupHandlers(adminUser, { ...footer, isCloudProviderConfigured: true }));
    const view = renderApp('/404');
    await view.user.click(await screen.findByTestId(testIds.layout.userMenu));
    const link = await screen.findByRole('link', { name: 'Cloud Subscription and Usage' });
    expect(link.getAttribute('href')).toBe(SUBSCRIPTION_URL);
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('R8.27 creates a remote repository from the new-repository entry', async () => {
    server.use(...startupHandlers(adminUser));
    const view = renderApp('/404');
    await view.user.click(await screen.findByTestId(testIds.layout.userMenu));
    expect(screen.queryByRole('link', { name: 'Cloud Subscription and Usage' })).toBeNull();
    await view.user.hover(await screen.findByRole('menuitem', { name: /New repository/ }));
    await view.user.click(await screen.findByRole('menuitem', { name: /Remote/ }));
    await waitFor(() => expect(view.currentPath()).toBe('/admin/repositories/remote/new'));
  });
});
