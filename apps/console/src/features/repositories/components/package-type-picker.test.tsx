import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';
import { repositoryReadHandlers } from '../repositories-test-data.ts';

describe('the package type picker', () => {
  it('shows each package type tile with its own icon, the name alone naming it', async () => {
    server.use(...startupHandlers(adminUser), ...repositoryReadHandlers().handlers);
    renderApp('/admin/repositories/local/new');
    const group = await screen.findByRole('group', { name: 'Package types of local repositories' });
    const tiles = within(group).getAllByRole('button');
    expect(tiles.length).toBeGreaterThan(20);
    for (const tile of tiles) {
      const icons = tile.querySelectorAll('[class*="package-type-icon-"]');
      expect({ tile: tile.textContent, icons: icons.length }).toEqual({ tile: tile.textContent, icons: 1 });
      expect(icons[0]?.getAttribute('aria-hidden')).toBe('true');
    }
    const iconOf = (name: string) =>
      within(group).getByRole('button', { name }).querySelector('[class*="package-type-icon-"]')?.classList;
    expect(iconOf('Docker')?.contains('anticon-docker')).toBe(true);
    expect(iconOf('PyPI')?.contains('anticon-python')).toBe(true);
    expect(iconOf('Maven')?.contains('anticon-java')).toBe(true);
  });
});
