import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { regularUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';
import { fakeStorage, manyFiles, someFiles } from '../artifacts-test-data.ts';

const tree = () => screen.findByRole('tree', { name: 'Repositories' });
const node = async (name: string) => within(await tree()).findByRole('treeitem', { name });
const rowNames = async () =>
  within(await tree())
    .getAllByRole('treeitem')
    .map((row) => row.textContent ?? '');

function serve(files: readonly string[] = someFiles) {
  const storage = fakeStorage(files);
  server.use(...startupHandlers(regularUser), ...storage.handlers);
  return storage;
}

describe('artifact browser', () => {
  it('lists the repositories the caller may read, then a node’s children, folders first', async () => {
    serve();
    const view = renderApp('/repos/tree/General');
    expect(await screen.findByRole('heading', { level: 1, name: 'Artifacts' })).toBeTruthy();
    await node('libs-release');
    expect(await rowNames()).toEqual(['generic-local', 'libs-release', 'npm-remote']);
    expect(screen.getByText('Nothing selected')).toBeTruthy();

    await view.user.dblClick(await node('libs-release'));
    await node('org');
    expect(await rowNames()).toEqual(['generic-local', 'libs-release', 'com', 'org', 'index.html', 'npm-remote']);
  });

  it('puts the selected node in the address, keeping the tab', async () => {
    serve();
    const view = renderApp('/repos/tree/Properties');
    await view.user.click(await node('libs-release'));
    await waitFor(() => expect(view.currentPath()).toBe('/repos/tree/Properties/libs-release'));
    expect(await screen.findByRole('region', { name: 'Details of libs-release' })).toBeTruthy();

    await view.user.dblClick(await node('libs-release'));
    await view.user.click(await node('org'));
    await waitFor(() => expect(view.currentPath()).toBe('/repos/tree/Properties/libs-release/org'));
  });

  it('opens the tree down to the node a link names and selects it', async () => {
    const storage = serve();
    renderApp('/repos/tree/General/libs-release/org/acme/app-1.0.jar');
    const file = await node('app-1.0.jar');
    await waitFor(() => expect(file.getAttribute('aria-selected')).toBe('true'));
    expect((await node('org')).getAttribute('aria-expanded')).toBe('true');
    expect((await node('acme')).getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByRole('heading', { level: 2, name: 'app-1.0.jar' })).toBeTruthy();
    expect(storage.pageReads()).toEqual(['@0', 'libs-release@0', 'libs-release/org@0', 'libs-release/org/acme@0']);
  });

  it('sends /repos to the General tab with nothing selected', async () => {
    serve();
    const view = renderApp('/repos');
    await node('libs-release');
    expect(view.currentPath()).toBe('/repos/tree/General');
  });

  it('reads a long folder a page at a time as the tree is scrolled to its end', async () => {
    const storage = serve(manyFiles('generic-local/big', 10_000));
    const view = renderApp('/repos/tree/General');
    await view.user.dblClick(await node('generic-local'));
    await view.user.dblClick(await node('big'));
    await node('file-00001.bin');
    expect(storage.pageReads()).toEqual(['@0', 'generic-local@0', 'generic-local/big@0']);

    const element = await tree();
    for (let page = 1; page < 10; page++) {
      fireEvent.scroll(element, { target: { scrollTop: 1e9 } });
      await waitFor(() => expect(storage.pageReads()).toContain(`generic-local/big@${page * 1000}`));
    }
    // The end of the list: the three repositories, the folder and its 10 000 files.
    fireEvent.scroll(element, { target: { scrollTop: 10_004 * 30 - 560 } });
    const last = await node('file-10000.bin');
    expect(last.getAttribute('aria-setsize')).toBe('10000');
    expect(within(element).queryByRole('treeitem', { name: /^Load more/ })).toBeNull();
    expect(storage.pageReads().filter((read) => read.startsWith('generic-local/big'))).toHaveLength(10);
  });

  it('loads the next page when the load-more row is chosen', async () => {
    const storage = serve([...manyFiles('generic-local/big', 1500), ...manyFiles('generic-local/other', 100)]);
    const view = renderApp('/repos/tree/General/generic-local/big');
    await view.user.dblClick(await node('other'));
    await view.user.dblClick(await node('big'));
    // The load-more row follows the folder's first 1000 files, far from the end of the tree.
    fireEvent.scroll(await tree(), { target: { scrollTop: 1002 * 30 - 200 } });
    await view.user.click(await node('Load more (1,000 of 1,500)'));
    await waitFor(() => expect(storage.pageReads()).toContain('generic-local/big@1000'));
    expect(view.currentPath()).toBe('/repos/tree/General/generic-local/big');
  });

  it('reads further pages to reach a linked node beyond the first', async () => {
    const storage = serve(manyFiles('generic-local/big', 2500));
    renderApp('/repos/tree/General/generic-local/big/file-01500.bin');
    const file = await node('file-01500.bin');
    await waitFor(() => expect(file.getAttribute('aria-selected')).toBe('true'));
    expect(storage.pageReads()).toEqual(['@0', 'generic-local@0', 'generic-local/big@0', 'generic-local/big@1000']);
  });
});
