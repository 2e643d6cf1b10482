import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { regularUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';
import { appJarChecksums, fakeStorage } from '../artifacts-test-data.ts';

function serve() {
  server.use(...startupHandlers(regularUser), ...fakeStorage().handlers);
}

/** The value beside a label of a details list. */
function shownValue(list: HTMLElement, label: string): string {
  const term = within(list).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

describe('General tab', () => {
  it('shows a file’s details, each checksum with its copy, and a download link', async () => {
    serve();
    const view = renderApp('/repos/tree/General/libs-release/org/acme/app-1.0.jar');
    const details = await screen.findByRole('region', { name: 'Details' });
    expect(shownValue(details, 'Repository')).toBe('libs-release');
    expect(shownValue(details, 'Path')).toContain('org/acme/app-1.0.jar');
    expect(shownValue(details, 'Size')).toBe('2.0 KB (2,048 bytes)');
    expect(shownValue(details, 'MIME type')).toBe('application/java-archive');
    const activity = screen.getByRole('region', { name: 'Activity' });
    expect(shownValue(activity, 'Created by')).toBe('deployer');
    expect(shownValue(activity, 'Modified by')).toBe('admin');
    expect(await within(activity).findByText(/by ci-bot$/)).toBeTruthy();
    expect(shownValue(activity, 'Downloads')).toBe('7');

    const checksums = screen.getByRole('region', { name: 'Checksums' });
    expect(shownValue(checksums, 'SHA-256')).toContain(appJarChecksums.sha256);
    expect(shownValue(checksums, 'SHA-1')).toContain(appJarChecksums.sha1);
    expect(shownValue(checksums, 'MD5')).toContain(appJarChecksums.md5);
    const copies = within(checksums).getAllByRole('button', { name: 'Copy' });
    expect(copies).toHaveLength(3);
    await view.user.click(copies[0] ?? checksums);
    expect(await navigator.clipboard.readText()).toBe(appJarChecksums.sha256);

    expect(screen.getByRole('link', { name: /Download/ }).getAttribute('href')).toBe(
      '/artifactory/libs-release/org/acme/app-1.0.jar',
    );
  });

  it('shows a folder’s details and how many items it holds, without checksums', async () => {
    serve();
    renderApp('/repos/tree/General/libs-release/org/acme');
    const details = await screen.findByRole('region', { name: 'Details' });
    expect(shownValue(details, 'Name')).toBe('acme');
    expect(shownValue(details, 'Items')).toBe('3');
    expect(shownValue(screen.getByRole('region', { name: 'Activity' }), 'Created by')).toBe('admin');
    expect(screen.queryByRole('region', { name: 'Checksums' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Download/ })).toBeNull();
  });

  it('shows a repository’s package and repository type', async () => {
    serve();
    renderApp('/repos/tree/General/libs-release');
    const details = await screen.findByRole('region', { name: 'Details' });
    expect(shownValue(details, 'Package type')).toBe('maven');
    expect(shownValue(details, 'Repository type')).toBe('local');
    expect(shownValue(details, 'Items')).toBe('3');
  });

  it('says when the linked item is not there', async () => {
    serve();
    renderApp('/repos/tree/General/libs-release/org/gone.jar');
    expect(await screen.findByText('libs-release/org/gone.jar was not found')).toBeTruthy();
  });
});
