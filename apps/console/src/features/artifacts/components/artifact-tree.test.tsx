import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { regularUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';
import { allowEverything, type FakeStorageOptions, fakeStorage, readOnly, someFiles } from '../artifacts-test-data.ts';

function serve(options: FakeStorageOptions = {}) {
  const storage = fakeStorage(someFiles, options);
  server.use(...startupHandlers(regularUser), ...storage.handlers);
  return storage;
}

const node = async (name: string) =>
  within(await screen.findByRole('tree', { name: 'Repositories' })).findByRole('treeitem', { name });

/** A drag from the desktop onto an element: the browser names the payload 'Files'. */
function dropFiles(target: HTMLElement, files: File[]) {
  const dataTransfer = { types: ['Files'], files, dropEffect: 'none' };
  fireEvent.dragOver(target, { dataTransfer });
  fireEvent.drop(target, { dataTransfer });
}

describe('artifact tree', () => {
  it('deploys files dropped on a folder into that folder, whichever node is selected, and shows them', async () => {
    const storage = serve();
    renderApp('/repos/tree/General/libs-release/org');
    await waitFor(async () => expect((await node('org')).getAttribute('aria-selected')).toBe('true'));
    dropFiles(await node('com'), [new File(['x'], 'x.txt')]);

    await waitFor(() => expect(storage.writes()).toEqual(['PUT /ui/api/v1/artifactory/libs-release/com/x.txt']));
    expect(await screen.findByText('Deployed 1 file to libs-release/com')).toBeTruthy();
    expect((await node('com')).getAttribute('aria-expanded')).toBe('true');
    expect(await node('x.txt')).toBeTruthy();
  });

  it('deploys files dropped on a file beside it, and files dropped on a repository into its root', async () => {
    const storage = serve();
    const view = renderApp('/repos/tree/General/libs-release');
    await view.user.dblClick(await node('libs-release'));
    dropFiles(await node('index.html'), [new File(['y'], 'y.txt')]);
    await waitFor(() => expect(storage.writes()).toEqual(['PUT /ui/api/v1/artifactory/libs-release/y.txt']));
    dropFiles(await node('generic-local'), [new File(['z'], 'z.txt')]);
    await waitFor(() => expect(storage.writes()).toContain('PUT /ui/api/v1/artifactory/generic-local/z.txt'));
  });

  it('shows file and folder names that look like markup as text, never as elements', async () => {
    const folder = '<svg onload="document.title=2">';
    const name = '<img src=x onerror="document.title=1">.jar';
    server.use(...startupHandlers(regularUser), ...fakeStorage([`generic-local/${folder}/${name}`]).handlers);
    const view = renderApp('/repos/tree/General/generic-local');
    await view.user.dblClick(await node('generic-local'));
    await view.user.dblClick(await node(folder));
    expect(await node(name)).toBeTruthy();
    expect(document.querySelector('img[src="x"], svg[onload]')).toBeNull();
  });

  it('refuses a drop where the caller may not deploy', async () => {
    const storage = serve({ actions: (id) => (id.startsWith('generic-local') ? readOnly : allowEverything) });
    renderApp('/repos/tree/General/libs-release');
    dropFiles(await node('generic-local'), [new File(['z'], 'z.txt')]);
    expect(await screen.findByText('You may not deploy to generic-local')).toBeTruthy();
    expect(storage.writes()).toEqual([]);
  });
});
