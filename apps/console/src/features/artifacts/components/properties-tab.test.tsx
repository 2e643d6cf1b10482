import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { regularUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';
import { type FakeStorageOptions, fakeStorage, readOnly, someFiles } from '../artifacts-test-data.ts';

const FILE = 'libs-release/org/acme/app-1.0.jar';
const storageUrl = `/ui/api/v1/artifactory/api/storage/${FILE}`;

function serve(options: FakeStorageOptions = {}) {
  const storage = fakeStorage(someFiles, {
    properties: { [FILE]: { qa: ['passed'], team: ['core', 'web'] } },
    ...options,
  });
  server.use(...startupHandlers(regularUser), ...storage.handlers);
  return storage;
}

const table = () => screen.findByRole('region', { name: 'Properties' });
const keys = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td')?.textContent ?? '');

describe('Properties tab', () => {
  it('lists each key with its values', async () => {
    serve();
    renderApp(`/repos/tree/Properties/${FILE}`);
    await within(await table()).findByText('core');
    expect(await keys()).toEqual(['qa', 'team']);
    expect(within(await table()).getByText('web')).toBeTruthy();
  });

  it('adds a property through the server and shows it', async () => {
    const storage = serve();
    const view = renderApp(`/repos/tree/Properties/${FILE}`);
    await within(await table()).findByText('core');
    await view.user.type(screen.getByRole('textbox', { name: 'Property key' }), 'release');
    await view.user.type(screen.getByRole('textbox', { name: 'Property values' }), '1.0, stable');
    await view.user.click(screen.getByRole('button', { name: /Add/ }));
    await waitFor(() => expect(storage.writes()).toEqual([`PUT ${storageUrl}?properties=release=1.0,stable`]));
    await waitFor(async () => expect(await keys()).toEqual(['qa', 'release', 'team']));
    expect(await screen.findByText("Property 'release' saved")).toBeTruthy();
  });

  it('shows a property key and values that look like markup as text, never as elements', async () => {
    const markup = '<img src=x onerror="document.title=1">';
    serve({ properties: { [FILE]: { '<script>alert(1)</script>': [markup, '<b>bold</b>'] } } });
    renderApp(`/repos/tree/Properties/${FILE}`);
    const region = await table();
    expect(await within(region).findByText(markup)).toBeTruthy();
    expect(within(region).getByText('<b>bold</b>')).toBeTruthy();
    expect(await keys()).toEqual(['<script>alert(1)</script>']);
    expect(document.querySelector('img[src="x"], script, b')).toBeNull();
  });

  it('refuses a key with a separator in it', async () => {
    const storage = serve();
    const view = renderApp(`/repos/tree/Properties/${FILE}`);
    await within(await table()).findByText('core');
    await view.user.type(screen.getByRole('textbox', { name: 'Property key' }), 'a=b');
    await view.user.click(screen.getByRole('button', { name: /Add/ }));
    expect(await screen.findByText('A key cannot hold spaces or any of = , ; |')).toBeTruthy();
    expect(storage.writes()).toEqual([]);
  });

  it('deletes a property through the server', async () => {
    const storage = serve();
    const view = renderApp(`/repos/tree/Properties/${FILE}`);
    await within(await table()).findByText('core');
    await view.user.click(screen.getByRole('button', { name: 'Delete property qa' }));
    await waitFor(() => expect(storage.writes()).toEqual([`DELETE ${storageUrl}?properties=qa`]));
    await waitFor(async () => expect(await keys()).toEqual(['team']));
  });

  it('offers neither adding nor deleting without the right to annotate', async () => {
    serve({ actions: readOnly });
    renderApp(`/repos/tree/Properties/${FILE}`);
    await within(await table()).findByText('core');
    expect(screen.queryByRole('textbox', { name: 'Property key' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete property/ })).toBeNull();
  });

  it('shows an empty list for an item without properties', async () => {
    serve({ properties: {} });
    renderApp('/repos/tree/Properties/libs-release/org');
    // The empty picture carries the same words as its SVG title; the text is what a reader sees.
    expect(await within(await table()).findByText('No Data', { ignore: 'script, style, title' })).toBeTruthy();
  });
});
