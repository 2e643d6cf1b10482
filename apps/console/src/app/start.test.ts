import { apiPaths, releaseBundleRoutes } from '@arca/contract';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { authKeys } from '../features/auth/api/keys.ts';
import { adminUser, anonymousUser, footer, regularUser } from '../test/fixtures.ts';
import { mockCall } from '../test/mock-call.ts';
import { createTestQueryClient } from '../test/render-app.tsx';
import { server, startupHandlers } from '../test/server.ts';
import { CLOUD_TRIAL_STORAGE_KEY, mayLoadApplicationData, startApplication } from './start.ts';
import { useAppStore } from './store.ts';

/** Records the order in which the start-up calls reach the server. */
function recordCalls(user = adminUser) {
  const calls: string[] = [];
  server.use(
    http.get(apiPaths.currentUser, () => {
      calls.push('user');
      return HttpResponse.json(user);
    }),
    http.get(apiPaths.footer, () => {
      calls.push('footer');
      return HttpResponse.json(footer);
    }),
    http.get(apiPaths.samlLogoutUrl, () => {
      calls.push('saml-logout-url');
      return HttpResponse.json({ logoutUrl: 'https://idp.example.com/logout' });
    }),
  );
  return calls;
}

describe('startApplication', () => {
  it('R2.03 R2.05 R2.14 fetches the user data and footer first, then the application data, then sets the flags', async () => {
    const calls = recordCalls();
    const queryClient = createTestQueryClient();

    await startApplication(queryClient);

    expect(calls.slice(0, 2).sort()).toEqual(['footer', 'user']);
    expect(calls[2]).toBe('saml-logout-url');
    expect(queryClient.getQueryData(authKeys.currentUser())).toEqual(adminUser);
    expect(queryClient.getQueryData(authKeys.footer())).toEqual(footer);
    expect(queryClient.getQueryData([...authKeys.all, 'saml-logout-url'])).toEqual({
      logoutUrl: 'https://idp.example.com/logout',
    });
    expect(useAppStore.getState()).toMatchObject({
      initialDataFetched: true,
      applicationStarted: true,
      loadingCount: 0,
      cloudTrial: false,
    });
  });

  it('R2.01 R2.02 is ignored once started: the user data is fetched only once', async () => {
    const calls = recordCalls();
    const queryClient = createTestQueryClient();

    await startApplication(queryClient);
    queryClient.clear();
    await startApplication(queryClient);

    expect(calls.filter((call) => call === 'user')).toHaveLength(1);
  });

  it('R2.04 skips the application data for an anonymous visitor without anonymous access, and does not start', async () => {
    const calls = recordCalls(anonymousUser);
    const queryClient = createTestQueryClient();

    await startApplication(queryClient);
    await startApplication(queryClient);

    expect(calls).not.toContain('saml-logout-url');
    expect(calls.filter((call) => call === 'user')).toHaveLength(1);
    expect(useAppStore.getState()).toMatchObject({ initialDataFetched: true, applicationStarted: false });
  });

  it('R2.04 loads the application data for the anonymous user where anonymous access is on', () => {
    expect(mayLoadApplicationData({ ...anonymousUser, anonAccessEnabled: true })).toBe(true);
    expect(mayLoadApplicationData(anonymousUser)).toBe(false);
    expect(mayLoadApplicationData(adminUser)).toBe(true);
    expect(mayLoadApplicationData(undefined)).toBe(false);
  });

  it('R2.04 a later login starts the application without fetching the initial data again', async () => {
    const calls = recordCalls(anonymousUser);
    const queryClient = createTestQueryClient();
    await startApplication(queryClient);

    queryClient.setQueryData(authKeys.currentUser(), adminUser);
    await startApplication(queryClient);

    expect(calls.filter((call) => call === 'user')).toHaveLength(1);
    expect(calls).toContain('saml-logout-url');
    expect(useAppStore.getState().applicationStarted).toBe(true);
  });

  it('R2.08 reads the cloud-trial flag from local storage after the parallel loads', async () => {
    server.use(...startupHandlers(adminUser));
    window.localStorage.setItem(CLOUD_TRIAL_STORAGE_KEY, 'true');
    await startApplication(createTestQueryClient());
    expect(useAppStore.getState().cloudTrial).toBe(true);
  });

  it('R7.38 R7.36 checks the retention status in the start of an administrator, and never for anyone else', async () => {
    let asked = 0;
    server.use(
      mockCall(releaseBundleRoutes.retention, () => {
        asked += 1;
        return { enable: true };
      }),
      ...startupHandlers(regularUser),
    );
    const userClient = createTestQueryClient();
    await startApplication(userClient);
    expect(useAppStore.getState().applicationStarted).toBe(true);
    expect(userClient.getQueryData(['platform', 'retention-status', false])).toBe(false);
    expect(asked).toBe(0);

    useAppStore.setState({ applicationStarted: false, initialDataFetched: false });
    server.use(...startupHandlers(adminUser));
    const adminClient = createTestQueryClient();
    await startApplication(adminClient);
    expect(adminClient.getQueryData(['platform', 'retention-status', true])).toBe(true);
    expect(asked).toBe(1);
  });

  it('R2.12 clears the loading and data-fetched flags when a start call fails, and can start again', async () => {
    server.use(http.get(apiPaths.footer, () => HttpResponse.json({ errors: [{ status: 503 }] }, { status: 503 })));
    const queryClient = createTestQueryClient();
    useAppStore.setState({ loadingCount: 2 });

    await expect(startApplication(queryClient)).rejects.toMatchObject({ status: 503 });

    expect(useAppStore.getState()).toMatchObject({
      initialDataFetched: false,
      applicationStarted: false,
      loadingCount: 0,
    });

    server.resetHandlers();
    server.use(...startupHandlers(adminUser));
    await startApplication(queryClient);
    expect(useAppStore.getState().applicationStarted).toBe(true);
  });

  it('R2.12 a failing application-data load also clears the flags', async () => {
    server.use(
      http.get(apiPaths.samlLogoutUrl, () => HttpResponse.json({ errors: [{ status: 500 }] }, { status: 500 })),
      ...startupHandlers(adminUser),
    );
    await expect(startApplication(createTestQueryClient())).rejects.toMatchObject({ status: 500 });
    expect(useAppStore.getState()).toMatchObject({ initialDataFetched: false, loadingCount: 0 });
  });
});
