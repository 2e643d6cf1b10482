import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, regularUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';
import { AREA_TEASER_STATUS } from './area-teaser-page.tsx';

describe('areas Arca does not have yet', () => {
  it('R8.16 R16.03 R16.04 shows an area as a teaser with its header, what it holds and a Read More link in a new tab', async () => {
    server.use(...startupHandlers(adminUser));
    renderApp('/admin/artifactory/property_sets');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Property Sets' });
    const teaser = heading.closest('[data-area-teaser]') as HTMLElement;
    expect(within(teaser).getByText(AREA_TEASER_STATUS)).toBeTruthy();
    expect(within(teaser).getByText('Predefined values for common properties')).toBeTruthy();
    expect(within(teaser).getByRole('img', { name: 'Property Sets illustration' })).toBeTruthy();
    const link = within(teaser).getByRole('link', { name: /Read More/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(new URL(link.getAttribute('href') ?? '').pathname).toBe('/docs/administration/propertySets');
  });

  it('R8.20 shows LDAP as a teaser until Arca signs in through a directory', async () => {
    server.use(...startupHandlers(adminUser));
    renderApp('/admin/authentication_providers/ldap');
    expect(await screen.findByRole('heading', { level: 1, name: 'LDAP' })).toBeTruthy();
  });

  it('R8.18 shows bucket management as the licence buckets teaser of the missing mission control', async () => {
    server.use(...startupHandlers(adminUser));
    renderApp('/admin/license_management/license_buckets');
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage licences for all your sites' })).toBeTruthy();
  });

  it('R7.29 keeps the teasers of administration areas from users who are not administrators', async () => {
    server.use(...startupHandlers(regularUser));
    const view = renderApp('/admin/artifactory/backups');
    await waitFor(() => expect(view.currentPath()).not.toBe('/admin/artifactory/backups'));
    expect(screen.queryByRole('heading', { name: 'Backups' })).toBeNull();
  });
});
