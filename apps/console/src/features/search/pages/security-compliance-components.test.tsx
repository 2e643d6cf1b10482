import { API_LEVEL, CORE_SERVICE, serviceRoutes } from '@arca/contract';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { componentSearchPath } from '../../../shared/scanner/component-search.ts';
import { COMPONENTS_UNREADABLE } from '../../../shared/scanner/scanner-components.tsx';
import { regularUser } from '../../../test/fixtures.ts';
import { mockCall } from '../../../test/mock-call.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';

/** An instance with the scanner installed beside the artifact service. */
function withScanner() {
  server.use(
    mockCall(serviceRoutes.services, () => ({
      services: [
        { name: CORE_SERVICE, version: API_LEVEL },
        { name: 'xray', version: '3.100.0' },
      ],
    })),
    ...startupHandlers(regularUser),
  );
}

const PAGE = '/securityComplianceSearchResults?cve=CVE-2021-44228&type=securityCompliance';

describe("the scanner's component search page", () => {
  it('R27.23 R28.107 with the scanner installed, asks for 20 rows ordered by last_updated descending, page 1, and lists them', async () => {
    const asked: Array<{ query: Record<string, string>; body: unknown }> = [];
    withScanner();
    server.use(
      http.post(componentSearchPath, async ({ request }) => {
        asked.push({ query: Object.fromEntries(new URL(request.url).searchParams), body: await request.json() });
        return HttpResponse.json({
          data: [
            { name: 'lodash', version: '4.17.21', package_type: 'npm', last_updated: '2026-11-28T10:00:00Z' },
            { name: 'log4j-core', version: '2.14.1', package_type: 'maven', last_updated: '2026-11-27T09:00:00Z' },
          ],
          total_count: 2,
        });
      }),
    );

    renderApp(PAGE);

    const table = await screen.findByRole('region', { name: 'Components' });
    expect(await within(table).findByText('lodash')).toBeTruthy();
    expect(within(table).getByText('log4j-core')).toBeTruthy();
    expect(asked).toEqual([
      {
        query: { direction: 'desc', num_of_rows: '20', order_by: 'last_updated', page_num: '1' },
        body: { all_components: false },
      },
    ]);
  });

  it('R27.23 says so when the scanner does not answer the component search', async () => {
    withScanner();
    server.use(
      http.post(componentSearchPath, () =>
        HttpResponse.json({ errors: [{ status: 500, message: 'down' }] }, { status: 500 }),
      ),
    );

    renderApp(PAGE);

    expect(await screen.findByText(COMPONENTS_UNREADABLE)).toBeTruthy();
  });
});
