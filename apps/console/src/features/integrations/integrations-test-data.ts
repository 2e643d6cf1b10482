import {
  API_LEVEL,
  accountRoutes,
  CORE_SERVICE,
  type GitIntegration,
  type GitIntegrationForm,
  integrationPaths,
  integrationRoutes,
  serviceRoutes,
} from '@arca/contract';
import { HttpResponse, http } from 'msw';
import { mockCall } from '../../test/mock-call.ts';

export const githubMain: GitIntegration = {
  integrationKey: 'github-0a1b2c3d',
  integrationName: 'GitHub main',
  url: 'https://api.github.com',
  vendor: 'github',
  vendorName: 1,
  integrationType: 1,
  tokenSet: true,
  products: [],
  createdOn: Date.UTC(2026, 10, 20, 9, 30),
  updatedOn: Date.UTC(2026, 10, 20, 9, 30),
};

export const githubScanned: GitIntegration = {
  ...githubMain,
  integrationKey: 'github-4e5f6a7b',
  integrationName: 'Scanned org',
  url: 'https://github.example.com/api/v3',
  products: ['xray'],
};

export const gitlabTeam: GitIntegration = {
  ...githubMain,
  integrationKey: 'gitlab-11223344',
  integrationName: 'GitLab team',
  url: 'https://gitlab.com',
  vendor: 'gitlab',
  vendorName: 2,
};

/** The services the platform reports: the artifact service, plus any companions named. */
export function servicesHandler(companions: readonly string[] = []) {
  return mockCall(serviceRoutes.services, () => ({
    services: [{ name: CORE_SERVICE, version: API_LEVEL }, ...companions.map((name) => ({ name, version: '3.0.0' }))],
  }));
}

/** The public address the server reports for set-me-up (R28.036), unlike the page's origin. */
export const SERVER_BASE_URL = 'https://arca.example.test/registry';

/**
 * A small integration server in memory: list, create, update, delete and test, recording the
 * calls. The test passes for the token 'good-token' or a blank token of a stored integration. The
 * scanner's list names the keys in `scannerUses`; set-me-up answers SERVER_BASE_URL.
 */
export function integrationHandlers(initial: readonly GitIntegration[] = [], scannerUses: readonly string[] = []) {
  let rows = [...initial];
  const calls: string[] = [];
  const bodies: GitIntegrationForm[] = [];
  const handlers = [
    mockCall(accountRoutes.setMeUp, () => ({ baseUrl: SERVER_BASE_URL })),
    http.get(integrationPaths.scannerConnected, () => {
      calls.push('scanner');
      return HttpResponse.json(scannerUses.map((key) => ({ integration_id: key })));
    }),
    mockCall(integrationRoutes.list, () => {
      calls.push('list');
      return rows;
    }),
    mockCall(integrationRoutes.test, async ({ request }) => {
      const body = (await request.json()) as GitIntegrationForm;
      calls.push('test');
      bodies.push(body);
      if (body.token === 'good-token' || (body.token === '' && body.integrationKey)) {
        return { userName: 'octo-dev' };
      }
      return HttpResponse.json(
        { errors: [{ status: 400, message: 'Connection test failed, please check your credentials' }] },
        { status: 400 },
      );
    }),
    mockCall(integrationRoutes.create, async ({ request }) => {
      const body = (await request.json()) as GitIntegrationForm;
      calls.push('create');
      bodies.push(body);
      const integrationKey = 'github-99aabbcc';
      rows = [
        ...rows,
        { ...githubMain, integrationKey, integrationName: body.integrationName, url: body.url, products: [] },
      ];
      return HttpResponse.json({ integrationKey }, { status: 201 });
    }),
    mockCall(integrationRoutes.update, async ({ request, params }) => {
      const body = (await request.json()) as GitIntegrationForm;
      calls.push(`update ${params.key}`);
      bodies.push(body);
      rows = rows.map((row) =>
        row.integrationKey === params.key
          ? { ...row, integrationName: body.integrationName, url: body.url, products: body.products ?? row.products }
          : row,
      );
      return (
        rows.find((row) => row.integrationKey === params.key) ??
        HttpResponse.json({ errors: [{ status: 404, message: 'not found' }] }, { status: 404 })
      );
    }),
    mockCall(integrationRoutes.delete, ({ params }) => {
      calls.push(`delete ${params.key}`);
      rows = rows.filter((row) => row.integrationKey !== params.key);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
  return { handlers, calls, bodies };
}
