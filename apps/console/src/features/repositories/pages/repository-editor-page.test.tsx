import {
  consoleUrl,
  type RepositoryConfig,
  repoKeyMessages,
  repoKeyProblem,
  repositoryRoutes,
  serverMessages,
  specMessages,
} from '@arca/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { enterText } from '../../../test/enter-text.ts';
import { adminUser, footer } from '../../../test/fixtures.ts';
import { mockCall } from '../../../test/mock-call.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';
import { refusal, repositoryReadHandlers, textAnswer } from '../repositories-test-data.ts';

type View = ReturnType<typeof renderApp>;

const keyField = () => screen.findByLabelText('Repository key', { selector: 'input' });

const packageTypeGroup = (kind: string) =>
  screen.findByRole('group', { name: `Package types of ${kind} repositories` });

async function pickPackageType(view: View, kind: string, text: string) {
  await view.user.click(within(await packageTypeGroup(kind)).getByRole('button', { name: text }));
}

/** A wizard step: its name is the marker (a number or an icon), the title and any state words. */
const step = (title: string) => screen.getByRole('button', { name: new RegExp(`^\\d?\\s*${title}\\b`) });

/** Records the bodies of PUT (create) or POST (update) to a repository, answering as the server does. */
function recordWrites(method: 'put' | 'post', key: string) {
  const bodies: Partial<RepositoryConfig>[] = [];
  const write = method === 'put' ? repositoryRoutes.create : repositoryRoutes.update;
  const handler = http[method](consoleUrl(write, { key }), async ({ request }) => {
    bodies.push((await request.json()) as Partial<RepositoryConfig>);
    return textAnswer(
      method === 'put' ? `Successfully created repository '${key}'` : `Repository '${key}' update successful.`,
    );
  });
  return { handler, bodies };
}

async function moveMember(view: View, key: string) {
  const available = screen.getByRole('region', { name: 'Available repositories' });
  await view.user.click(within(available).getByRole('checkbox', { name: key }));
  await view.user.click(screen.getByRole('button', { name: 'Move selected to Selected repositories' }));
}

/** The help text a field's error is announced by. */
function messageOf(field: HTMLElement): string {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('new repository', () => {
  it('R12.01 creates a repository of the kind picked from the tabs and the package type picked from its types', async () => {
    const create = recordWrites('put', 'crates-eu');
    server.use(...startupHandlers(adminUser), ...repositoryReadHandlers().handlers, create.handler);
    const view = renderApp('/admin/repositories/local');
    await view.user.click(await screen.findByRole('link', { name: 'Federated' }));
    await view.user.click(await screen.findByRole('button', { name: 'New federated repository' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'New federated repository' })).toBeTruthy();

    const types = within(await packageTypeGroup('federated'));
    for (const offered of ['Maven', 'npm', 'Cargo', 'Vagrant']) {
      expect(types.getByRole('button', { name: offered })).toBeTruthy();
    }
    // P2 and VCS have no federated repositories; Helm OCI is always hidden; Build Info has no repositories.
    for (const absent of ['P2', 'VCS', 'Helm OCI', 'Build Info']) {
      expect(types.queryByRole('button', { name: absent })).toBeNull();
    }
    await enterText(view.user, screen.getByRole('searchbox', { name: 'Search package types' }), 'CARG');
    await waitFor(() => expect(types.getAllByRole('button').map((button) => button.textContent)).toEqual(['Cargo']));
    await pickPackageType(view, 'federated', 'Cargo');

    expect((screen.getByLabelText('Package type') as HTMLInputElement).value).toBe('Cargo');
    await enterText(view.user, await keyField(), 'crates-eu');
    await enterText(view.user, screen.getByLabelText('Description'), 'Crates for Europe');
    await view.user.click(screen.getByRole('button', { name: 'Create federated repository' }));

    expect(await screen.findByText("Repository 'crates-eu' created")).toBeTruthy();
    await waitFor(() => expect(view.currentPath()).toBe('/admin/repositories/federated'));
    expect(create.bodies).toEqual([
      {
        key: 'crates-eu',
        rclass: 'federated',
        packageType: 'cargo',
        description: 'Crates for Europe',
        includesPattern: '**/*',
      },
    ]);
  });

  it('R12.32 R7.37 shows the types a container-registry licence leaves out as disabled, saying why', async () => {
    server.use(...startupHandlers(adminUser, { ...footer, license: 'JCR' }), ...repositoryReadHandlers().handlers);
    const view = renderApp('/admin/repositories/local/new');
    const types = within(await packageTypeGroup('local'));
    expect((types.getByRole('button', { name: 'Docker' }) as HTMLButtonElement).disabled).toBe(false);
    const maven = types.getByRole('button', { name: 'Maven' }) as HTMLButtonElement;
    expect(maven.disabled).toBe(true);
    await view.user.hover(maven.parentElement as HTMLElement);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Maven is not supported in JCR version');
  });

  it('R26.09 R26.28 R26.29 shows what is wrong with the key under the field, and saves nothing', async () => {
    server.use(...startupHandlers(adminUser), ...repositoryReadHandlers().handlers);
    const view = renderApp('/admin/repositories/local/new');
    await pickPackageType(view, 'local', 'Generic');
    const key = await keyField();
    const cases: [string, string][] = [
      ['libs/release', repoKeyMessages.illegalCharacters],
      ['libs&co', repoKeyMessages.illegalCharacters],
      ['-libs', repoKeyMessages.start],
      ['.libs', repoKeyMessages.start],
      ['libs_release', repoKeyMessages.characters],
      ['libs release', repoKeyMessages.characters],
    ];
    for (const [typed, expected] of cases) {
      expect(repoKeyProblem(typed)).toBe(expected);
      await view.user.clear(key);
      await enterText(view.user, key, typed);
      await waitFor(() => expect(messageOf(key)).toContain(expected));
    }
    expect(screen.getByText(repoKeyMessages.characters)).toBeTruthy();
    // No create handler: a request would fail the test.
    await view.user.click(screen.getByRole('button', { name: 'Create local repository' }));
    expect(view.currentPath()).toBe('/admin/repositories/local/new');

    await view.user.clear(key);
    await waitFor(() => expect(messageOf(key)).toContain(specMessages.requiredField));
    await enterText(view.user, key, 'libs-release.2');
    await waitFor(() => {
      for (const message of [...Object.values(repoKeyMessages), specMessages.requiredField]) {
        expect(messageOf(key)).not.toContain(message);
      }
    });
    expect(key.getAttribute('maxlength')).toBe('64');
  });

  it('creates a remote repository with its URL, credentials and cache settings', async () => {
    const create = recordWrites('put', 'npm-mirror');
    server.use(...startupHandlers(adminUser), ...repositoryReadHandlers().handlers, create.handler);
    const view = renderApp('/admin/repositories/remote/new');
    await pickPackageType(view, 'remote', 'npm');
    await enterText(view.user, await keyField(), 'npm-mirror');
    const url = screen.getByLabelText('URL');
    await enterText(view.user, url, 'ftp://registry.example');
    expect(await screen.findByText(specMessages.invalidUrl)).toBeTruthy();
    await view.user.clear(url);
    await enterText(view.user, url, 'https://registry.npmjs.org');
    await waitFor(() => expect(screen.queryByText(specMessages.invalidUrl)).toBeNull());
    await enterText(view.user, screen.getByLabelText('User name'), 'mirror-bot');
    await enterText(view.user, screen.getByLabelText('Password'), 'S3cret!');
    await view.user.click(screen.getByRole('switch', { name: 'Offline' }));
    await enterText(view.user, screen.getByRole('spinbutton', { name: 'Retrieval cache period (seconds)' }), '600');
    await view.user.click(screen.getByRole('combobox', { name: 'Project' }));
    await view.user.click(await screen.findByTitle('Alpha (alpha)'));
    await view.user.click(screen.getByRole('button', { name: 'Create remote repository' }));

    expect(await screen.findByText("Repository 'npm-mirror' created")).toBeTruthy();
    await waitFor(() => expect(view.currentPath()).toBe('/admin/repositories/remote'));
    expect(create.bodies).toEqual([
      {
        key: 'npm-mirror',
        rclass: 'remote',
        packageType: 'npm',
        includesPattern: '**/*',
        projectKey: 'alpha',
        url: 'https://registry.npmjs.org',
        username: 'mirror-bot',
        password: 'S3cret!',
        offline: true,
        hardFail: false,
        retrievalCachePeriodSecs: 600,
      },
    ]);
  });

  it('creates a virtual repository with its members in order and a local default deployment repository', async () => {
    const create = recordWrites('put', 'npm-virtual');
    const reads = repositoryReadHandlers();
    server.use(...startupHandlers(adminUser), ...reads.handlers, create.handler);
    const view = renderApp('/admin/repositories/virtual/new');
    await pickPackageType(view, 'virtual', 'npm');
    await enterText(view.user, await keyField(), 'npm-virtual');

    const available = await screen.findByRole('region', { name: 'Available repositories' });
    await within(available).findByRole('checkbox', { name: 'npmjs' });
    // npm repositories that are local, remote or virtual; not the federated one, not the Maven one.
    for (const candidate of ['npm-all', 'npm-local', 'npm-team']) {
      expect(within(available).getByRole('checkbox', { name: candidate })).toBeTruthy();
    }
    for (const other of ['npm-shared', 'libs-release', 'npm-virtual']) {
      expect(within(available).queryByRole('checkbox', { name: other })).toBeNull();
    }
    expect(reads.seen.map((query) => query.get('packageType'))).toContain('npm');
    await moveMember(view, 'npmjs');
    await moveMember(view, 'npm-local');
    await moveMember(view, 'npm-all');

    await view.user.click(screen.getByRole('combobox', { name: 'Default deployment repository' }));
    // Only the local members take deployments.
    expect(screen.queryByTitle('npmjs')).toBeNull();
    expect(screen.queryByTitle('npm-all')).toBeNull();
    await view.user.click(await screen.findByTitle('npm-local'));
    await view.user.click(screen.getByRole('button', { name: 'Create virtual repository' }));

    expect(await screen.findByText("Repository 'npm-virtual' created")).toBeTruthy();
    expect(create.bodies).toEqual([
      {
        key: 'npm-virtual',
        rclass: 'virtual',
        packageType: 'npm',
        includesPattern: '**/*',
        repositories: ['npmjs', 'npm-local', 'npm-all'],
        defaultDeploymentRepo: 'npm-local',
      },
    ]);
  });

  it('keeps what was typed when the package type is changed', async () => {
    const create = recordWrites('put', 'libs-snapshot');
    server.use(...startupHandlers(adminUser), ...repositoryReadHandlers().handlers, create.handler);
    const view = renderApp('/admin/repositories/local/new');
    await pickPackageType(view, 'local', 'npm');
    await enterText(view.user, await keyField(), 'libs-snapshot');
    await view.user.click(step('Package type'));
    const types = within(await packageTypeGroup('local'));
    expect(types.getByRole('button', { name: 'npm' }).getAttribute('aria-pressed')).toBe('true');
    expect(types.getByRole('button', { name: 'Maven' }).getAttribute('aria-pressed')).toBe('false');
    await pickPackageType(view, 'local', 'Maven');
    expect(((await keyField()) as HTMLInputElement).value).toBe('libs-snapshot');
    await view.user.click(screen.getByRole('button', { name: 'Create local repository' }));
    await waitFor(() =>
      expect(create.bodies).toEqual([
        { key: 'libs-snapshot', rclass: 'local', packageType: 'maven', includesPattern: '**/*' },
      ]),
    );
  });

  it("shows the server's refusal and stays on the form", async () => {
    server.use(
      ...startupHandlers(adminUser),
      ...repositoryReadHandlers().handlers,
      mockCall(repositoryRoutes.create, () => refusal(400, serverMessages.repositoryExists('libs-release'))),
    );
    const view = renderApp('/admin/repositories/local/new');
    await pickPackageType(view, 'local', 'Maven');
    await enterText(view.user, await keyField(), 'libs-release');
    await view.user.click(screen.getByRole('button', { name: 'Create local repository' }));
    expect(await screen.findByText(serverMessages.repositoryExists('libs-release'))).toBeTruthy();
    expect(view.currentPath()).toBe('/admin/repositories/local/new');
  });

  it('R26.32 asks before leaving with unsaved changes, and stays or leaves as answered', async () => {
    server.use(...startupHandlers(adminUser), ...repositoryReadHandlers().handlers);
    const view = renderApp('/admin/repositories/local/new');
    await pickPackageType(view, 'local', 'Generic');
    await enterText(view.user, await keyField(), 'scratch');
    await view.user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard changes?' });
    expect(within(dialog).getByText(specMessages.unsavedChanges)).toBeTruthy();
    await view.user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(view.currentPath()).toBe('/admin/repositories/local/new');
    expect(((await keyField()) as HTMLInputElement).value).toBe('scratch');

    await view.user.click(screen.getByRole('button', { name: 'Cancel' }));
    const again = await screen.findAllByRole('dialog', { name: 'Discard changes?' });
    await view.user.click(within(again[again.length - 1] ?? dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(view.currentPath()).toBe('/admin/repositories/local'));
  });
});

describe('repository editing', () => {
  it('saves only the fields that changed, with POST, and keeps the stored password when left empty', async () => {
    const update = recordWrites('post', 'npmjs');
    server.use(...startupHandlers(adminUser), ...repositoryReadHandlers().handlers, update.handler);
    const view = renderApp('/admin/repositories/remote/npmjs/edit');
    expect(await screen.findByRole('heading', { level: 1, name: "Edit repository 'npmjs'" })).toBeTruthy();
    const key = (await keyField()) as HTMLInputElement;
    await waitFor(() => expect(key.value).toBe('npmjs'));
    expect(key.readOnly).toBe(true);
    expect((screen.getByLabelText('Package type') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);

    const description = screen.getByLabelText('Description');
    await view.user.clear(description);
    await enterText(view.user, description, 'Mirror of the public registry');
    await view.user.click(screen.getByRole('switch', { name: 'Hard fail' }));
    await view.user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText("Repository 'npmjs' saved")).toBeTruthy();
    await waitFor(() => expect(view.currentPath()).toBe('/admin/repositories/remote'));
    expect(update.bodies).toEqual([{ description: 'Mirror of the public registry', hardFail: true }]);
  });

  it('drops the default deployment repository when its member is removed', async () => {
    const update = recordWrites('post', 'npm-all');
    server.use(...startupHandlers(adminUser), ...repositoryReadHandlers().handlers, update.handler);
    const view = renderApp('/admin/repositories/virtual/npm-all/edit');
    const selected = await screen.findByRole('region', { name: 'Selected repositories' });
    await view.user.click(await within(selected).findByRole('checkbox', { name: 'npm-local' }));
    await view.user.click(screen.getByRole('button', { name: 'Move selected to Available repositories' }));
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("Repository 'npm-all' saved")).toBeTruthy();
    expect(update.bodies).toEqual([{ repositories: ['npmjs'], defaultDeploymentRepo: '' }]);
  });

  it('shows why a repository could not be loaded', async () => {
    server.use(
      ...startupHandlers(adminUser),
      mockCall(repositoryRoutes.get, () => refusal(404, serverMessages.repositoryNotFound('gone'))),
      ...repositoryReadHandlers().handlers,
    );
    renderApp('/admin/repositories/local/gone/edit');
    expect(await screen.findByText(serverMessages.repositoryNotFound('gone'))).toBeTruthy();
  });

  it('L4 asks for the password again once the upstream URL leads to another host, not for another path', async () => {
    server.use(...startupHandlers(adminUser), ...repositoryReadHandlers().handlers);
    const view = renderApp('/admin/repositories/remote/npmjs/edit');
    const url = (await screen.findByLabelText('URL')) as HTMLInputElement;
    await waitFor(() => expect(url.value).toBe('https://registry.npmjs.org'));
    const keep = 'Leave empty to keep the stored password.';
    const reenter =
      'The URL now leads to another host: enter the password again. A stored password is never sent to a new address.';
    await enterText(view.user, url, '/mirror');
    expect(screen.getByText(keep)).toBeTruthy();
    await view.user.clear(url);
    await enterText(view.user, url, 'https://registry.other.example');
    expect(await screen.findByText(reenter)).toBeTruthy();
    expect(screen.queryByText(keep)).toBeNull();
  });

  it('sends the new password of a remote repository', async () => {
    const update = recordWrites('post', 'npmjs');
    server.use(...startupHandlers(adminUser), ...repositoryReadHandlers().handlers, update.handler);
    const view = renderApp('/admin/repositories/remote/npmjs/edit');
    await enterText(view.user, await screen.findByLabelText('Password'), 'N3w-token');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update.bodies).toEqual([{ password: 'N3w-token' }]));
  });
});
