import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { regularUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';
import { appJarBuild, fakeStorage, someFiles } from '../artifacts-test-data.ts';
import { NO_BUILDS_HEADER } from './builds-tab.tsx';

function serve() {
  const storage = fakeStorage(someFiles, { builds: { 'libs-release/org/acme/app-1.0.jar': [appJarBuild] } });
  server.use(...startupHandlers(regularUser), ...storage.handlers);
}

describe('Builds tab', () => {
  it('lists the builds a file belongs to', async () => {
    serve();
    renderApp('/repos/tree/Builds/libs-release/org/acme/app-1.0.jar');
    const builds = await screen.findByRole('region', { name: 'Builds' });
    const row = (await within(builds).findByText('acme-app')).closest('tr');
    expect(row?.textContent).toContain('42');
    expect(row?.textContent).toContain('alpha');
  });

  it('says so when the file is in no build', async () => {
    serve();
    renderApp('/repos/tree/Builds/libs-release/org/acme/app-1.0.pom');
    expect(await screen.findByRole('heading', { name: NO_BUILDS_HEADER })).toBeTruthy();
  });

  it('is not offered for a folder, whose link opens General instead', async () => {
    serve();
    const view = renderApp('/repos/tree/Builds/libs-release/org');
    await waitFor(() => expect(view.currentPath()).toBe('/repos/tree/General/libs-release/org'));
    const tabs = await screen.findByRole('tablist');
    expect(within(tabs).queryByRole('tab', { name: 'Builds' })).toBeNull();
    expect(within(tabs).getByRole('tab', { name: 'General' }).getAttribute('aria-selected')).toBe('true');
  });
});
