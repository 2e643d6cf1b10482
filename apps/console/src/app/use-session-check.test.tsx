import { apiPaths, testIds } from '@arca/contract';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminUser, anonymousUser } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { server, startupHandlers } from '../test/server.ts';
import { SESSION_IDLE_MS } from './use-session-check.ts';

afterEach(() => {
  vi.useRealTimers();
});

function countUserReads() {
  const reads = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === apiPaths.currentUser) reads.count += 1;
  });
  return reads;
}

describe('session check', () => {
  it('R5.03 R5.04 R5.05 re-reads the user on activity after 60 s idle and sends an ended session to login', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    server.use(...startupHandlers(adminUser));
    const view = renderApp('/packages?q=react');
    await screen.findByTestId(testIds.layout.content);
    const reads = countUserReads();

    // Active within the minute: no check.
    vi.setSystemTime(Date.now() + SESSION_IDLE_MS - 5_000);
    await view.user.click(screen.getByTestId(testIds.layout.content));
    expect(reads.count).toBe(0);

    // The session ends on the server; a minute of quiet, then a click.
    server.use(http.get(apiPaths.currentUser, () => HttpResponse.json(anonymousUser)));
    vi.setSystemTime(Date.now() + SESSION_IDLE_MS + 1_000);
    await view.user.click(screen.getByTestId(testIds.layout.content));

    await waitFor(() => expect(view.currentPath()).toBe('/login?logout=true&fromUnauthorized=true&q=react'));
    expect(reads.count).toBeGreaterThanOrEqual(1);
    server.events.removeAllListeners();
  });

  it('stays put when the session is still alive', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    server.use(...startupHandlers(adminUser));
    const view = renderApp('/packages');
    await screen.findByTestId(testIds.layout.content);
    vi.setSystemTime(Date.now() + SESSION_IDLE_MS + 1_000);
    await view.user.click(screen.getByTestId(testIds.layout.content));
    await new Promise((r) => setTimeout(r, 100));
    expect(view.currentPath()).toBe('/packages');
  });
});
