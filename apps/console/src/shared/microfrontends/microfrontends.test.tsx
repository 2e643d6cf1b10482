import {
  CHUNK_LOAD_TIMEOUT_MS,
  MICROFRONTEND_CACHE_LIFE_MS,
  MICROFRONTEND_DEFAULT_ORDER,
  MICROFRONTEND_MOUNT_LIMIT_MS,
  type MicrofrontendEntry,
  microfrontendRoutes,
  testIds,
} from '@arca/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminUser, footer, regularUser, supportMicrofrontend } from '../../test/fixtures.ts';
import { calls as greeterCalls } from '../../test/microfrontends/greeter.tsx';
import { calls as neverMountsCalls } from '../../test/microfrontends/never-mounts.ts';
import { mockCall } from '../../test/mock-call.ts';
import { renderApp } from '../../test/render-app.tsx';
import { server, startupHandlers } from '../../test/server.ts';
import { ChunkLoadError, CssChunkLoadError, classifyChunkFailure, loadChunk } from './chunk-loading.ts';
import { loadMicrofrontend } from './mount/loader.ts';
import { RESOLVER_STORAGE_PREFIX, resolveMicrofrontend } from './mount/resolver.ts';

const greeter: MicrofrontendEntry = {
  name: 'greeter',
  version: '2.1.0',
  order: MICROFRONTEND_DEFAULT_ORDER,
  routes: [{ path: '/greetings', title: 'Greetings' }],
};

/** The registry lists `entries`; each resolves to its test build; every resolve is counted. */
function registry(entries: MicrofrontendEntry[], urls: Record<string, string> = {}) {
  const resolved: string[] = [];
  server.use(
    mockCall(microfrontendRoutes.registry, () => ({ microfrontends: entries })),
    mockCall(microfrontendRoutes.resolve, ({ params }) => {
      const { name } = params;
      resolved.push(name);
      const entry = entries.find((each) => each.name === name);
      if (entry === undefined) {
        return HttpResponse.json({ errors: [{ status: 404, message: 'Not registered' }] }, { status: 404 });
      }
      const url = urls[name] ?? `/ui/mfe/fixtures/${name}.js`;
      return { name, version: entry.version, url };
    }),
  );
  return resolved;
}

beforeEach(() => {
  localStorage.clear();
  greeterCalls.length = 0;
  neverMountsCalls.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the micro-frontend resolver', () => {
  it('R9.04 R27.03 keeps a resolved entry URL a week in local storage, then asks the registry again', async () => {
    const resolved = registry([greeter]);
    const start = Date.UTC(2026, 10, 26);
    expect(await resolveMicrofrontend('greeter', start)).toBe('/ui/mfe/fixtures/greeter.js');
    expect(resolved).toEqual(['greeter']);
    expect(JSON.parse(localStorage.getItem(`${RESOLVER_STORAGE_PREFIX}greeter`) ?? '{}')).toMatchObject({
      url: '/ui/mfe/fixtures/greeter.js',
      resolvedAt: start,
    });

    // Within the week: from storage, no call.
    expect(await resolveMicrofrontend('greeter', start + MICROFRONTEND_CACHE_LIFE_MS - 1)).toBe(
      '/ui/mfe/fixtures/greeter.js',
    );
    expect(resolved).toEqual(['greeter']);

    // A week on: the registry again.
    expect(await resolveMicrofrontend('greeter', start + MICROFRONTEND_CACHE_LIFE_MS)).toBe(
      '/ui/mfe/fixtures/greeter.js',
    );
    expect(resolved).toEqual(['greeter', 'greeter']);
    expect(MICROFRONTEND_CACHE_LIFE_MS).toBe(7 * 24 * 60 * 60 * 1000);
  });

  it('R9.05 returns nothing when the registry cannot resolve the name, and caches nothing', async () => {
    registry([]);
    expect(await resolveMicrofrontend('greeter')).toBeUndefined();
    expect(localStorage.getItem(`${RESOLVER_STORAGE_PREFIX}greeter`)).toBeNull();
  });
});

describe('the micro-frontend loader', () => {
  it('R9.05 falls back to the micro-frontend’s own import when resolving fails', async () => {
    registry([]);
    const lifecycles = await loadMicrofrontend('greeter');
    expect(typeof lifecycles.mount).toBe('function');
    expect(typeof lifecycles.unmount).toBe('function');
  });

  it('R9.06 reports Error: failed resolving microfrontend {name} when neither resolves', async () => {
    registry([]);
    await expect(loadMicrofrontend('nowhere')).rejects.toThrow('Error: failed resolving microfrontend nowhere');
  });

  it('R9.07 reports Could not fetch microfrontend application when the entry does not load, and forgets it', async () => {
    registry([{ ...greeter, name: 'broken' }], { broken: '/ui/mfe/fixtures/missing-build.js' });
    await expect(loadMicrofrontend('broken')).rejects.toThrow('Could not fetch microfrontend application');
    expect(localStorage.getItem(`${RESOLVER_STORAGE_PREFIX}broken`)).toBeNull();
  });
});

describe('chunk loading', () => {
  it('R9.09 R27.01 fails a script chunk not loaded within 120 s with ChunkLoadError', async () => {
    vi.useFakeTimers();
    const loading = loadChunk(() => new Promise<never>(() => undefined), 'the packages screens');
    const outcome = loading.then(
      () => 'loaded',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as Error).name).toBe('ChunkLoadError');
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('R9.09 R9.10 names a script that did not arrive ChunkLoadError and a stylesheet CSS_CHUNK_LOAD_FAILED', async () => {
    await expect(
      loadChunk(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /ui/assets/a.js'))),
    ).rejects.toMatchObject({ name: 'ChunkLoadError' });
    const css = classifyChunkFailure(new Error('Unable to preload CSS for /ui/assets/packages-1a2b.css'));
    expect(css).toBeInstanceOf(CssChunkLoadError);
    expect(css).toMatchObject({ name: 'CSS_CHUNK_LOAD_FAILED', code: 'CSS_CHUNK_LOAD_FAILED' });
    // Anything else stays what it was: a bug is not a reason to reload.
    const bug = new RangeError('bad index');
    expect(classifyChunkFailure(bug)).toBe(bug);
  });
});

describe('micro-frontends in the console', () => {
  it('R1.29 R9.01 R9.03 renders a registered route set inside the layout, with the host’s user', async () => {
    registry([greeter]);
    server.use(...startupHandlers(regularUser));
    const view = renderApp('/greetings');
    const greeting = await screen.findByRole('region', { name: 'Greeter' });
    expect(within(greeting).getByRole('heading', { name: 'Hello, dev' })).toBeTruthy();
    expect(within(greeting).getByText('Mounted at /greetings')).toBeTruthy();
    // Inside the shell's layout: its header is there, and the title is the registry's.
    expect(screen.getByTestId('app-header')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`Greetings | ${footer.serverName}`));

    // Paths below the route belong to the micro-frontend too; others still go to 404.
    await view.router.navigate('/greetings/today');
    expect(await screen.findByRole('region', { name: 'Greeter' })).toBeTruthy();
    await view.router.navigate('/nothing-here');
    await waitFor(() => expect(view.currentPath()).toBe('/nothing-here'));
    expect(await screen.findByTestId(testIds.errorPage.notFound)).toBeTruthy();
  });

  it('R27.20 renders a route two micro-frontends claim with the one first in request order, 999 by default', async () => {
    // Listed with the default order first, as an older registry might send them: the order decides.
    registry([
      { ...greeter, name: 'never-mounts' },
      { ...greeter, order: MICROFRONTEND_DEFAULT_ORDER - 1 },
    ]);
    server.use(...startupHandlers(regularUser));
    renderApp('/greetings');
    expect(await screen.findByRole('region', { name: 'Greeter' })).toBeTruthy();
    expect(neverMountsCalls).toEqual([]);
  });

  it('R9.02 unmounts the micro-frontend on navigating away, the core app staying', async () => {
    registry([greeter]);
    server.use(...startupHandlers(regularUser));
    const view = renderApp('/greetings');
    const greeting = await screen.findByRole('region', { name: 'Greeter' });
    await view.user.click(within(greeting).getByRole('button', { name: 'Go to packages' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Packages' })).toBeTruthy();
    await waitFor(() => expect(greeterCalls).toEqual(['bootstrap', 'mount', 'unmount']));
    expect(screen.queryByRole('region', { name: 'Greeter' })).toBeNull();
    expect(screen.getByTestId('app-header')).toBeTruthy();
  });

  it('R1.29 sends a path to 404 once its micro-frontend is no longer registered', async () => {
    registry([]);
    server.use(...startupHandlers(adminUser));
    const view = renderApp(supportMicrofrontend.entry.routes[0]?.path ?? '');
    expect(await screen.findByTestId(testIds.errorPage.notFound)).toBeTruthy();
    expect(view.currentPath()).toBe('/admin/support-zone');
  });

  it('keeps an administrators-only micro-frontend route from other users, like the console’s own', async () => {
    server.use(...startupHandlers(regularUser));
    const view = renderApp('/admin/support-zone');
    await waitFor(() => expect(view.currentPath()).toBe('/packages'));
    expect(screen.queryByTestId(testIds.microfrontends.mount)).toBeNull();
  });

  it('R9.07 shows the spec’s message with a reload when the entry does not load, and the console still works', async () => {
    registry([greeter], { greeter: '/ui/mfe/fixtures/missing-build.js' });
    server.use(...startupHandlers(regularUser));
    const view = renderApp('/greetings');
    expect(await screen.findByText('Could not fetch microfrontend application')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    await view.router.navigate('/packages');
    expect(await screen.findByRole('heading', { level: 1, name: 'Packages' })).toBeTruthy();
  });

  it('R9.08 R27.02 gives up a mount that has not finished after 100000 ms', async () => {
    registry([{ ...greeter, name: 'never-mounts' }]);
    server.use(...startupHandlers(regularUser));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp('/greetings');
    const mount = await screen.findByTestId(testIds.microfrontends.mount);
    expect(mount.getAttribute('data-microfrontend')).toBe('never-mounts');
    // The limit runs from the start of mount, which follows the entry's load: wait for it, not the clock.
    await waitFor(() => expect(neverMountsCalls).toEqual(['mount']));
    // Bootstrapped and mounting: still waiting just before the limit.
    await vi.advanceTimersByTimeAsync(MICROFRONTEND_MOUNT_LIMIT_MS - 1000);
    expect(mount.getAttribute('data-state')).toBe('loading');
    await vi.advanceTimersByTimeAsync(2000);
    await waitFor(() => expect(mount.getAttribute('data-state')).toBe('failed'));
    expect(within(mount).getByText('Could not fetch microfrontend application')).toBeTruthy();
    expect(within(mount).getByText(/did not resolve or reject for 100000 ms/)).toBeTruthy();
  });

  it('R1.48 R9.13 mounts every registered micro-frontend side by side in the /demo container', async () => {
    registry([greeter, supportMicrofrontend.entry], { support: supportMicrofrontend.resolution.url });
    server.use(...startupHandlers(adminUser, footer, ['TESTED']));
    renderApp('/demo/microfrontends');
    const container = await screen.findByRole('region', { name: 'Micro-frontend mounting point' });
    expect(await within(container).findByRole('heading', { name: 'Hello, admin' })).toBeTruthy();
    expect(await within(container).findByRole('heading', { name: 'Support Zone' })).toBeTruthy();
    const mounts = within(container).getAllByTestId(testIds.microfrontends.mount);
    expect(mounts.map((mount) => mount.getAttribute('data-microfrontend'))).toEqual(['greeter', 'support']);
  });
});
