import {
  API_LEVEL,
  CORE_SERVICE,
  type FooterData,
  generalConfigRoutes,
  projectRoutes,
  serviceRoutes,
  systemRoutes,
  type UserData,
} from '@arca/contract';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { ALL_PROJECTS, projectStorageKey, useProjectContext } from '../shared/http/project-context.ts';
import {
  scannerPermissionsPath,
  scannerUserDataQueryOptions,
  stopReloadingScannerUserData,
} from '../shared/scanner/scanner-user-data.ts';
import { adminUser, footer, regularUser } from '../test/fixtures.ts';
import { mockCall } from '../test/mock-call.ts';
import { createTestQueryClient } from '../test/render-app.tsx';
import { server, startupHandlers } from '../test/server.ts';
import { supportAnalyticsPath } from './optional-start-steps.ts';
import { startApplication } from './start.ts';
import { useAppStore } from './store.ts';

const cloudFooter: FooterData = { ...footer, isCloudProviderConfigured: true };
const notFound = () => HttpResponse.json({ errors: [{ status: 404, message: 'absent' }] }, { status: 404 });

/** The calls of the optional steps as they reach the server, with the project each carried. */
function recordOptionalCalls({
  user = adminUser,
  footerData = footer,
  companions = [] as string[],
  scannerAnswer = (): Response => HttpResponse.json({ permissions: ['view_policies', 'manage_watches'] }),
} = {}) {
  const calls: string[] = [];
  server.use(
    // Before the start-up handlers, whose services list has the artifact service alone.
    mockCall(serviceRoutes.services, () => ({
      services: [{ name: CORE_SERVICE, version: API_LEVEL }, ...companions.map((name) => ({ name, version: '3.0.0' }))],
    })),
    ...startupHandlers(user, footerData),
    http.get(supportAnalyticsPath, () => {
      calls.push('support-analytics');
      return HttpResponse.json({ isSupportInstance: false });
    }),
    mockCall(systemRoutes.homeInfoWidget, () => {
      calls.push('info-widget');
      return { widgetData: { serverName: 'arca', version: API_LEVEL, buildNumber: '1', license: 'ENTERPRISE_PLUS' } };
    }),
    http.post(scannerPermissionsPath, ({ request }) => {
      calls.push(`scanner-permissions:${new URL(request.url).searchParams.get('projectKey') ?? 'all'}`);
      return scannerAnswer();
    }),
    mockCall(generalConfigRoutes.get, () => {
      calls.push('general-config');
      return { customUrlBase: null };
    }),
  );
  return calls;
}

afterEach(() => {
  stopReloadingScannerUserData();
  useProjectContext.setState({ project: ALL_PROJECTS, userName: null });
});

describe('the optional steps of the start', () => {
  it('R2.06 loads the support-analytics state only where the insight service is installed', async () => {
    const without = recordOptionalCalls();
    await startApplication(createTestQueryClient());
    expect(without).not.toContain('support-analytics');

    useAppStore.getState().reset();
    const withInsight = recordOptionalCalls({ companions: ['insight'] });
    const queryClient = createTestQueryClient();
    await startApplication(queryClient);
    expect(withInsight).toContain('support-analytics');
    expect(queryClient.getQueryData(['platform', 'support-analytics'])).toEqual({ isSupportInstance: false });
  });

  it('R2.07 loads the cloud info-widget data only on cloud', async () => {
    const onPremises = recordOptionalCalls();
    await startApplication(createTestQueryClient());
    expect(onPremises).not.toContain('info-widget');

    useAppStore.getState().reset();
    const cloud = recordOptionalCalls({ footerData: cloudFooter });
    await startApplication(createTestQueryClient());
    expect(cloud).toContain('info-widget');
  });

  it('R2.09 personalises the UI: the user starts in the project they last chose, before the application counts as started', async () => {
    recordOptionalCalls({ user: regularUser });
    server.use(
      mockCall(projectRoutes.list, () => [
        {
          project_key: 'alpha',
          display_name: 'Alpha',
          description: '',
          admin_privileges: { manage_members: true, manage_resources: true, index_resources: true },
          storage_quota_bytes: -1,
        },
      ]),
    );
    window.localStorage.setItem(projectStorageKey(regularUser.name), 'alpha');
    let projectWhenStarted = '';
    const stop = useAppStore.subscribe((state) => {
      if (state.applicationStarted) projectWhenStarted = useProjectContext.getState().project.projectKey;
    });

    await startApplication(createTestQueryClient());
    stop();

    expect(useProjectContext.getState()).toMatchObject({
      userName: regularUser.name,
      project: { projectKey: 'alpha', displayName: 'Alpha' },
    });
    expect(projectWhenStarted).toBe('alpha');
  });

  it('R2.10 with the scanner installed, reads its permissions and the roles they grant after the parallel loads', async () => {
    const without = recordOptionalCalls();
    await startApplication(createTestQueryClient());
    expect(without.some((call) => call.startsWith('scanner-permissions'))).toBe(false);

    useAppStore.getState().reset();
    const calls = recordOptionalCalls({ companions: ['xray', 'insight'] });
    const queryClient = createTestQueryClient();
    await startApplication(queryClient);

    expect(calls).toEqual(['support-analytics', 'scanner-permissions:all']);
    expect(queryClient.getQueryData(scannerUserDataQueryOptions().queryKey)).toEqual({
      permissions: ['view_policies', 'manage_watches'],
      roles: ['watchManager', 'policyViewer'],
    });
  });

  it('R2.11 fetches the general admin config only for cloud administrators', async () => {
    const cases: Array<[UserData, FooterData, boolean]> = [
      [adminUser, cloudFooter, true],
      [regularUser, cloudFooter, false],
      [adminUser, footer, false],
    ];
    for (const [user, footerData, fetched] of cases) {
      useAppStore.getState().reset();
      const calls = recordOptionalCalls({ user, footerData });
      await startApplication(createTestQueryClient());
      expect(calls.includes('general-config')).toBe(fetched);
    }
  });

  it('R2.13 reloads the scanner user data whenever the project context changes, while the application stays started', async () => {
    const calls = recordOptionalCalls({ companions: ['xray'] });
    const queryClient = createTestQueryClient();
    await startApplication(queryClient);

    useProjectContext.getState().selectProject({ name: 'Alpha', projectKey: 'alpha', displayName: 'Alpha' });
    await expect.poll(() => queryClient.getQueryData(scannerUserDataQueryOptions('alpha').queryKey)).toBeDefined();
    expect(calls).toEqual(['scanner-permissions:all', 'scanner-permissions:alpha']);

    // A logout or user change resets the store: the watch ends with the started application.
    useAppStore.getState().reset();
    useProjectContext.getState().selectProject(ALL_PROJECTS);
    useProjectContext.getState().selectProject({ name: 'Beta', projectKey: 'beta', displayName: 'Beta' });
    expect(calls).toHaveLength(2);
  });

  it('R2.10 R2.12 a failing optional step never fails the start: the scanner, insight and cloud calls answering 404', async () => {
    const calls = recordOptionalCalls({
      user: adminUser,
      footerData: cloudFooter,
      companions: ['xray', 'insight'],
      scannerAnswer: notFound,
    });
    const failed = (name: string) => () => {
      calls.push(name);
      return notFound();
    };
    server.use(
      http.get(supportAnalyticsPath, failed('support-analytics')),
      mockCall(systemRoutes.homeInfoWidget, failed('info-widget')),
      mockCall(generalConfigRoutes.get, failed('general-config')),
    );
    const queryClient = createTestQueryClient();

    await startApplication(queryClient);

    expect([...calls].sort()).toEqual([
      'general-config',
      'info-widget',
      'scanner-permissions:all',
      'support-analytics',
    ]);
    expect(useAppStore.getState()).toMatchObject({
      applicationStarted: true,
      initialDataFetched: true,
      loadingCount: 0,
    });
    expect(queryClient.getQueryData(scannerUserDataQueryOptions().queryKey)).toBeUndefined();
  });
});
