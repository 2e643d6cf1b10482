import { OAUTH_REALM, OTP_HEADER, OTP_REQUIRED_CODE, serverMessages, setMeUpRoutes } from '@arca/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { regularUser } from '../../../test/fixtures.ts';
import { mockCall } from '../../../test/mock-call.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';
import { type FakeStorageOptions, fakeStorage, readOnly, someFiles } from '../artifacts-test-data.ts';

const FILE = 'libs-release/org/acme/app-1.0.jar';

function serve(options: FakeStorageOptions = {}, user = regularUser) {
  const storage = fakeStorage(someFiles, options);
  server.use(...startupHandlers(user), ...storage.handlers);
  return storage;
}

const details = (name: string) => screen.findByRole('region', { name: `Details of ${name}` });

/** An action button by its text alone: its icon adds its own name, and the copy-path control says Copy too. */
const action = (pane: HTMLElement, text: string) =>
  within(pane)
    .queryAllByRole('button')
    .find((button) => button.textContent === text);

describe('artifact actions', () => {
  it('offers deploy, copy, move and delete to a caller who may do them all', async () => {
    serve();
    renderApp(`/repos/tree/General/${FILE}`);
    const pane = await details('app-1.0.jar');
    await within(pane).findByRole('button', { name: /Delete/ });
    for (const text of ['Deploy', 'Copy', 'Move', 'Delete']) expect(action(pane, text)).toBeDefined();
  });

  it('offers only what the caller may do: a reader copies, and deploys, moves or deletes nothing', async () => {
    serve({ actions: readOnly });
    renderApp(`/repos/tree/General/${FILE}`);
    const pane = await details('app-1.0.jar');
    await waitFor(() => expect(action(pane, 'Copy')).toBeDefined());
    for (const text of ['Deploy', 'Move', 'Delete']) expect(action(pane, text)).toBeUndefined();
  });

  it('offers no delete, move or copy of a repository itself', async () => {
    serve();
    renderApp('/repos/tree/General/libs-release');
    const pane = await details('libs-release');
    await waitFor(() => expect(action(pane, 'Deploy')).toBeDefined());
    for (const text of ['Copy', 'Move', 'Delete']) expect(action(pane, text)).toBeUndefined();
  });

  it('deletes a file only once confirmed, then shows its folder', async () => {
    const storage = serve();
    const view = renderApp(`/repos/tree/General/${FILE}`);
    const pane = await details('app-1.0.jar');
    await view.user.click(await within(pane).findByRole('button', { name: /Delete/ }));
    const first = await screen.findByRole('dialog', { name: "Delete 'app-1.0.jar'?" });
    await view.user.click(within(first).getByRole('button', { name: 'Cancel' }));
    expect(storage.writes()).toEqual([]);

    await view.user.click(within(pane).getByRole('button', { name: /Delete/ }));
    const dialogs = await screen.findAllByRole('dialog', { name: "Delete 'app-1.0.jar'?" });
    await view.user.click(within(dialogs[dialogs.length - 1] ?? first).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText("'app-1.0.jar' deleted")).toBeTruthy();
    expect(storage.writes()).toEqual([`DELETE /ui/api/v1/artifactory/${FILE}`]);
    await waitFor(() => expect(view.currentPath()).toBe('/repos/tree/General/libs-release/org/acme'));
    const tree = screen.getByRole('tree', { name: 'Repositories' });
    await waitFor(() => expect(within(tree).queryByRole('treeitem', { name: 'app-1.0.jar' })).toBeNull());
    await waitFor(() =>
      expect(within(tree).getByRole('treeitem', { name: 'acme' }).getAttribute('aria-selected')).toBe('true'),
    );
  });
});

describe('set me up', () => {
  const snippets = (token: string) => ({
    repoKey: 'libs-release',
    packageType: 'maven',
    rclass: 'local',
    tokenIssued: token !== '<TOKEN>',
    snippets: [
      {
        id: 'maven-settings',
        title: 'Resolve with Maven',
        file: '~/.m2/settings.xml',
        text: `<settings><password>${token}</password></settings>\n`,
      },
      { id: 'curl', title: 'Download a file', text: `curl -u dev:${token} -O "http://x/artifactory/libs-release/a"` },
    ],
  });

  it('shows the repository’s client configuration and puts an issued token into it once', async () => {
    serve();
    let issued = 0;
    server.use(
      mockCall(setMeUpRoutes.repository, () => snippets('<TOKEN>')),
      mockCall(setMeUpRoutes.token, async ({ request }) => {
        expect(await request.json()).toEqual({ password: 'Dev-Passw0rd!' });
        issued += 1;
        return snippets('s3cret-token');
      }),
    );
    const view = renderApp('/repos/tree/General/libs-release');
    const pane = await details('libs-release');
    await waitFor(() => expect(action(pane, 'Set Me Up')).toBeDefined());
    await view.user.click(action(pane, 'Set Me Up') as HTMLElement);

    const drawer = await screen.findByRole('dialog', { name: 'Set Me Up: libs-release' });
    const settings = await within(drawer).findByRole('region', { name: 'Resolve with Maven' });
    expect(within(drawer).getByText('~/.m2/settings.xml')).toBeDefined();
    expect(settings.textContent).toContain('<password><TOKEN></password>');
    expect(within(drawer).getByRole('region', { name: 'Download a file' }).textContent).toContain(
      'curl -u dev:<TOKEN>',
    );

    await view.user.click(within(drawer).getByRole('button', { name: /Generate token/ }));
    // The password comes again before a token is issued.
    await view.user.type(within(drawer).getByLabelText('Enter your password to issue a token'), 'Dev-Passw0rd!');
    await view.user.click(within(drawer).getByRole('button', { name: 'Issue token' }));
    expect(
      await within(drawer).findByText('A token was issued for you and put into the snippets below.'),
    ).toBeDefined();
    expect(within(drawer).getByRole('region', { name: 'Resolve with Maven' }).textContent).toContain('s3cret-token');
    expect(within(drawer).queryByRole('button', { name: /Generate token/ })).toBeNull();
    expect(issued).toBe(1);
  });

  it('M2 asks for the authenticator code when the server wants a fresh one, and issues the token with it', async () => {
    serve();
    const codes: (string | null)[] = [];
    server.use(
      mockCall(setMeUpRoutes.repository, () => snippets('<TOKEN>')),
      mockCall(setMeUpRoutes.token, ({ request }) => {
        const code = request.headers.get(OTP_HEADER);
        codes.push(code);
        if (code === null) {
          return HttpResponse.json(
            { errors: [{ status: 400, message: serverMessages.otpRequired, code: OTP_REQUIRED_CODE }] },
            { status: 400 },
          );
        }
        return snippets('fresh-token');
      }),
    );
    const view = renderApp('/repos/tree/General/libs-release');
    const pane = await details('libs-release');
    await waitFor(() => expect(action(pane, 'Set Me Up')).toBeDefined());
    await view.user.click(action(pane, 'Set Me Up') as HTMLElement);
    const drawer = await screen.findByRole('dialog', { name: 'Set Me Up: libs-release' });

    await view.user.click(await within(drawer).findByRole('button', { name: /Generate token/ }));
    await view.user.type(within(drawer).getByLabelText('Enter your password to issue a token'), 'Dev-Passw0rd!');
    await view.user.click(within(drawer).getByRole('button', { name: 'Issue token' }));
    expect(await within(drawer).findByText(serverMessages.otpRequired)).toBeDefined();
    await view.user.type(within(drawer).getByLabelText('Authenticator code'), '123456');
    await view.user.click(within(drawer).getByRole('button', { name: 'Issue token' }));
    expect(
      await within(drawer).findByText('A token was issued for you and put into the snippets below.'),
    ).toBeDefined();
    expect(codes).toEqual([null, '123456']);
  });

  it('R2.18 issues an OAuth user’s token at once, on their session: they have no password here to give', async () => {
    serve({}, { ...regularUser, realm: OAUTH_REALM });
    const bodies: unknown[] = [];
    server.use(
      mockCall(setMeUpRoutes.repository, () => snippets('<TOKEN>')),
      mockCall(setMeUpRoutes.token, async ({ request }) => {
        bodies.push(await request.json());
        return snippets('oauth-token');
      }),
    );
    const view = renderApp('/repos/tree/General/libs-release');
    const pane = await details('libs-release');
    await waitFor(() => expect(action(pane, 'Set Me Up')).toBeDefined());
    await view.user.click(action(pane, 'Set Me Up') as HTMLElement);
    const drawer = await screen.findByRole('dialog', { name: 'Set Me Up: libs-release' });
    expect(within(drawer).getByText(/Replace <TOKEN> with an access token, or/)).toBeDefined();

    await view.user.click(await within(drawer).findByRole('button', { name: /Generate token/ }));
    expect(
      await within(drawer).findByText('A token was issued for you and put into the snippets below.'),
    ).toBeDefined();
    expect(within(drawer).queryByLabelText('Enter your password to issue a token')).toBeNull();
    expect(within(drawer).getByRole('region', { name: 'Resolve with Maven' }).textContent).toContain('oauth-token');
    expect(bodies).toEqual([{ password: '' }]);
  });
});
