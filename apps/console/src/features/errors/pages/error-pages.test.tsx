import { authRoutes, systemRoutes, testIds } from '@arca/contract';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminUser } from '../../../test/fixtures.ts';
import { mockCall } from '../../../test/mock-call.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';

describe('error pages', () => {
  it('R1.25 shows the blocked-request page with its request id', async () => {
    renderApp('/406/7f3a9c2e41d0b6aa');
    const page = await screen.findByTestId(testIds.errorPage.blocked);
    expect(page.textContent).toContain('Request blocked');
    expect((await screen.findByTestId(testIds.errorPage.requestId)).textContent).toContain('7f3a9c2e41d0b6aa');
  });

  it('R6.18 a start-up blocked by policy lands on the blocked page once, without going round in circles', async () => {
    let blocked = 0;
    const refuse = () => {
      blocked += 1;
      return HttpResponse.json(
        { errors: [{ status: 406, message: 'This request was blocked by policy' }] },
        { status: 406, headers: { 'x-request-id': `blk${blocked}` } },
      );
    };
    server.use(mockCall(authRoutes.current, refuse), mockCall(systemRoutes.footer, refuse));
    const view = renderApp('/packages');
    await screen.findByTestId(testIds.errorPage.blocked);
    await waitFor(() => expect(view.currentPath()).toMatch(/^\/406\/blk\d$/));
    const settled = blocked;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(blocked).toBe(settled);
    expect(blocked).toBeLessThanOrEqual(3);
    expect(view.currentPath()).toMatch(/^\/406\/blk\d$/);
  });

  it('R1.27 sends a /500 entered directly to /', async () => {
    server.use(...startupHandlers(adminUser));
    const view = renderApp('/500');
    await waitFor(() => expect(view.currentPath()).toBe('/packages'));
  });

  it('R1.26 shows the server-error page when the console navigates there', async () => {
    server.use(...startupHandlers(adminUser));
    const view = renderApp('/packages');
    await screen.findByTestId(testIds.layout.content);
    await view.router.navigate('/500');
    expect((await screen.findByTestId(testIds.errorPage.serverError)).textContent).toContain(
      'Something went wrong on the server',
    );
    expect(view.currentPath()).toBe('/500');
  });
});
