import { consoleUrl, type OutboundProxyInput, proxyConsoleRoutes, proxyMessages } from '@arca/contract';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { enterText } from '../../../test/enter-text.ts';
import { adminUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';
import { corpProxy, proxyReadHandlers } from '../proxies-test-data.ts';

/** Optional fields' labels end in '(optional)'. */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });

/** The help text a field's error is announced by. */
function messageOf(element: HTMLElement): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

function recordBodies(method: 'post' | 'put', url: string, answer: () => Response) {
  const bodies: OutboundProxyInput[] = [];
  return {
    bodies,
    handler: http[method](url, async ({ request }) => {
      bodies.push((await request.json()) as OutboundProxyInput);
      return answer();
    }),
  };
}

async function open(path: string, heading: string, extra: Parameters<typeof server.use> = []) {
  server.use(...startupHandlers(adminUser), ...proxyReadHandlers().handlers, ...extra);
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: heading });
  await screen.findByLabelText('Key', { selector: 'input' });
  return view;
}

describe('new proxy form', () => {
  it('creates a proxy with every field and goes back to the list', async () => {
    const create = recordBodies('post', consoleUrl(proxyConsoleRoutes.create), () =>
      HttpResponse.json(corpProxy, { status: 201 }),
    );
    const view = await open('/admin/proxies/configuration/new', 'New proxy', [create.handler]);
    await enterText(view.user, field('Key'), 'edge');
    await enterText(view.user, field('Host'), 'edge.example.com');
    await enterText(view.user, field('Port'), '8888');
    await view.user.click(screen.getByRole('switch', { name: /^Platform default/ }));
    await enterText(view.user, field('User name'), 'svc');
    await enterText(view.user, field('Password'), 'pa55');
    await enterText(view.user, field('NT host'), 'ARCA01');
    await enterText(view.user, field('NT domain'), 'CORP');
    await view.user.type(screen.getByRole('combobox', { name: 'Redirect to hosts' }), 'cdn.example.com{Enter}');
    await view.user.click(screen.getByRole('button', { name: 'Create proxy' }));

    expect(await screen.findByText("Proxy 'edge' created")).toBeTruthy();
    await waitFor(() => expect(view.currentPath()).toBe('/admin/proxies/configuration'));
    expect(create.bodies).toEqual([
      {
        key: 'edge',
        host: 'edge.example.com',
        port: 8888,
        username: 'svc',
        password: 'pa55',
        ntHost: 'ARCA01',
        ntDomain: 'CORP',
        redirectedToHosts: ['cdn.example.com'],
        platformDefault: true,
      },
    ]);
  });

  it('answers bad fields with their messages and sends nothing', async () => {
    const create = recordBodies('post', consoleUrl(proxyConsoleRoutes.create), () =>
      HttpResponse.json(corpProxy, { status: 201 }),
    );
    const view = await open('/admin/proxies/configuration/new', 'New proxy', [create.handler]);
    await view.user.click(screen.getByRole('button', { name: 'Create proxy' }));
    await waitFor(() => expect(messageOf(field('Key'))).toContain(proxyMessages.mandatory));
    expect(messageOf(field('Host'))).toContain(proxyMessages.mandatory);
    expect(messageOf(field('Port'))).toContain(proxyMessages.mandatory);

    await enterText(view.user, field('Key'), 'bad key!');
    await waitFor(() => expect(messageOf(field('Key'))).toContain(proxyMessages.nameInvalid));
    await view.user.clear(field('Key'));
    await enterText(view.user, field('Key'), 'CORP');
    await waitFor(() => expect(messageOf(field('Key'))).toContain(proxyMessages.nameExists));
    await enterText(view.user, field('Host'), 'not a host');
    await waitFor(() => expect(messageOf(field('Host'))).toContain(proxyMessages.hostInvalid));
    expect(create.bodies).toEqual([]);
  });

  it('puts a name taken meanwhile on the key field', async () => {
    const create = recordBodies('post', consoleUrl(proxyConsoleRoutes.create), () =>
      HttpResponse.json({ errors: [{ status: 409, message: proxyMessages.nameExists }] }, { status: 409 }),
    );
    const view = await open('/admin/proxies/configuration/new', 'New proxy', [create.handler]);
    await enterText(view.user, field('Key'), 'edge');
    await enterText(view.user, field('Host'), 'edge.example.com');
    await enterText(view.user, field('Port'), '8888');
    await view.user.click(screen.getByRole('button', { name: 'Create proxy' }));
    await waitFor(() => expect(messageOf(field('Key'))).toContain(proxyMessages.nameExists));
    expect(create.bodies).toHaveLength(1);
  });
});

describe('edit proxy form', () => {
  it('shows the stored proxy, keeps the password when left blank, and saves', async () => {
    const update = recordBodies('put', consoleUrl(proxyConsoleRoutes.put, { key: 'corp' }), () =>
      HttpResponse.json(corpProxy),
    );
    const view = await open('/admin/proxies/configuration/edit/corp', "Edit proxy 'corp'", [update.handler]);
    await waitFor(() => expect((field('Host') as HTMLInputElement).value).toBe('proxy.corp.example.com'));
    expect((field('Key') as HTMLInputElement).disabled).toBe(true);
    expect((field('Port') as HTMLInputElement).value).toBe('3128');
    expect((field('Password') as HTMLInputElement).value).toBe('');
    expect(screen.getByText('A password is stored. Leave blank to keep it.')).toBeTruthy();
    expect(screen.getByText('cdn.example.com')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);

    await view.user.clear(field('NT domain'));
    await enterText(view.user, field('NT domain'), 'LAB');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("Proxy 'corp' saved")).toBeTruthy();
    expect(update.bodies).toEqual([
      {
        key: 'corp',
        host: 'proxy.corp.example.com',
        port: 3128,
        username: 'svc-arca',
        ntHost: 'ARCA01',
        ntDomain: 'LAB',
        redirectedToHosts: ['cdn.example.com'],
        platformDefault: true,
      },
    ]);
  });

  it('sends a new password when one is typed', async () => {
    const update = recordBodies('put', consoleUrl(proxyConsoleRoutes.put, { key: 'corp' }), () =>
      HttpResponse.json(corpProxy),
    );
    const view = await open('/admin/proxies/configuration/edit/corp', "Edit proxy 'corp'", [update.handler]);
    await waitFor(() => expect((field('Host') as HTMLInputElement).value).toBe('proxy.corp.example.com'));
    await enterText(view.user, field('Password'), 'n3w');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("Proxy 'corp' saved")).toBeTruthy();
    expect(update.bodies[0]?.password).toBe('n3w');
  });

  it('L4 asks for the password again once the host or port changes, and sends none before', async () => {
    const update = recordBodies('put', consoleUrl(proxyConsoleRoutes.put, { key: 'corp' }), () =>
      HttpResponse.json(corpProxy),
    );
    const view = await open('/admin/proxies/configuration/edit/corp', "Edit proxy 'corp'", [update.handler]);
    await waitFor(() => expect((field('Host') as HTMLInputElement).value).toBe('proxy.corp.example.com'));
    const keep = 'A password is stored. Leave blank to keep it.';
    // The same host in capitals is the same address: the stored password reaches the proxy that had it.
    await view.user.clear(field('Host'));
    await enterText(view.user, field('Host'), 'PROXY.corp.example.com');
    expect(screen.getByText(keep)).toBeTruthy();

    await view.user.clear(field('Port'));
    await enterText(view.user, field('Port'), '3129');
    expect(await screen.findByText(proxyMessages.passwordForNewAddress('PROXY.corp.example.com:3129'))).toBeTruthy();
    expect(screen.queryByText(keep)).toBeNull();
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(messageOf(field('Password'))).toContain(proxyMessages.mandatory));
    expect(update.bodies).toEqual([]);

    await enterText(view.user, field('Password'), 'n3w');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("Proxy 'corp' saved")).toBeTruthy();
    expect(update.bodies[0]).toMatchObject({ port: 3129, password: 'n3w' });
  });

  it('says so when the proxy does not exist', async () => {
    server.use(...startupHandlers(adminUser), ...proxyReadHandlers().handlers);
    renderApp('/admin/proxies/configuration/edit/gone');
    expect(await screen.findByText('The proxy could not be loaded')).toBeTruthy();
    expect(screen.getByText("Proxy 'gone' does not exist")).toBeTruthy();
  });
});
