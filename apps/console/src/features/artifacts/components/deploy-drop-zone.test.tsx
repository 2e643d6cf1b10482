import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { regularUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';
import { type FakeStorageOptions, fakeStorage, readOnly, refusal, someFiles } from '../artifacts-test-data.ts';

function serve(options: FakeStorageOptions = {}) {
  const storage = fakeStorage(someFiles, options);
  server.use(...startupHandlers(regularUser), ...storage.handlers);
  return storage;
}

/** A drag from the desktop: the browser names the payload 'Files'. */
function dropFiles(target: HTMLElement, files: File[]) {
  const dataTransfer = { types: ['Files'], files, dropEffect: 'none' };
  fireEvent.dragEnter(target, { dataTransfer });
  fireEvent.dragOver(target, { dataTransfer });
  fireEvent.drop(target, { dataTransfer });
}

/** A gate a deploy waits at until the test opens it, so the upload is seen under way. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

const pane = (name: string) => screen.findByRole('region', { name: `Details of ${name}` });

describe('deploy by drag and drop', () => {
  it('R25.143 uploads each dropped file with its bytes under a DEPLOYING n FILE(S) panel, then shows it in the tree', async () => {
    const held = gate();
    const storage = serve({ onDeploy: async () => void (await held.opened) });
    renderApp('/repos/tree/General/libs-release/org');
    const details = await pane('org');
    await within(details).findByRole('button', { name: /Deploy/ });
    dropFiles(details, [new File(['hello bytes'], 'notes.txt', { type: 'text/plain' })]);

    const panel = await screen.findByRole('region', { name: 'DEPLOYING 1 FILE(S)' });
    expect(within(panel).getByText('notes.txt')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'CANCEL' })).toBeTruthy();
    await waitFor(() => expect(storage.writes()).toEqual(['PUT /ui/api/v1/artifactory/libs-release/org/notes.txt']));
    const put = storage.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toBe('hello bytes');
    expect(put?.headers.get('x-requested-with')).toBe('XMLHttpRequest');

    held.open();
    expect(await screen.findByText('Deployed 1 file to libs-release/org')).toBeTruthy();
    expect(await screen.findByRole('treeitem', { name: 'notes.txt' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'DEPLOYING 1 FILE(S)' })).toBeNull());
  });

  it('R25.143 CANCEL on the DEPLOYING n FILE(S) panel aborts the uploads still running', async () => {
    const held = gate();
    const aborted: string[] = [];
    serve({
      onDeploy: async (path, request) => {
        request.signal.addEventListener('abort', () => aborted.push(path));
        await held.opened;
        return undefined;
      },
    });
    const view = renderApp('/repos/tree/General/libs-release/org');
    const details = await pane('org');
    await within(details).findByRole('button', { name: /Deploy/ });
    dropFiles(details, [new File(['a'], 'a.txt'), new File(['b'], 'b.txt')]);

    const panel = await screen.findByRole('region', { name: 'DEPLOYING 2 FILE(S)' });
    await view.user.click(within(panel).getByRole('button', { name: 'CANCEL' }));
    await waitFor(() => expect(aborted.sort()).toEqual(['libs-release/org/a.txt', 'libs-release/org/b.txt']));
    expect(screen.queryByRole('region', { name: 'DEPLOYING 2 FILE(S)' })).toBeNull();
    held.open();
    expect(screen.queryByRole('treeitem', { name: 'a.txt' })).toBeNull();
  });

  it('shows the server’s refusal and keeps the failed file on the panel', async () => {
    serve({ onDeploy: () => refusal(409, 'The repository libs-release is read only') });
    renderApp('/repos/tree/General/libs-release/org/acme/app-1.0.jar');
    const details = await pane('app-1.0.jar');
    await within(details).findByRole('button', { name: /Deploy/ });
    dropFiles(details, [new File(['x'], 'x.jar')]);

    expect(await screen.findByText('Could not deploy x.jar')).toBeTruthy();
    expect(screen.getByText('The repository libs-release is read only')).toBeTruthy();
    const panel = screen.getByRole('region', { name: 'DEPLOYING 1 FILE(S)' });
    expect(within(panel).getByText('To libs-release/org/acme')).toBeTruthy();
  });

  it('takes no files where the caller may not deploy', async () => {
    const storage = serve({ actions: readOnly });
    renderApp('/repos/tree/General/libs-release/org');
    const details = await pane('org');
    await within(details).findByText('Items');
    dropFiles(details, [new File(['x'], 'x.txt')]);
    expect(screen.queryByText('Drop to deploy')).toBeNull();
    expect(screen.queryByRole('region', { name: /^DEPLOYING/ })).toBeNull();
    expect(storage.writes()).toEqual([]);
  });
});
