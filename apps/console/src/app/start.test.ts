import { apiPaths } from '@arca/contract';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { authKeys } from '../features/auth/api/keys.ts';
import { adminUser, footer } from '../test/fixtures.ts';
import { createTestQueryClient } from '../test/render-app.tsx';
import { server, startupHandlers } from '../test/server.ts';
import { CLOUD_TRIAL_STORAGE_KEY, startApplication } from './start.ts';
import { useAppStore } from './store.ts';

describe('startApplication', () => {
  it('loads the current user and the footer, then sets the start flags', async () => {
    server.use(...startupHandlers(adminUser));
    const queryClient = createTestQueryClient();

    await startApplication(queryClient);

    expect(queryClient.getQueryData(authKeys.currentUser())).toEqual(adminUser);
    expect(queryClient.getQueryData(authKeys.footer())).toEqual(footer);
    expect(useAppStore.getState()).toMatchObject({
      initialDataFetched: true,
      applicationStarted: true,
      loadingCount: 0,
      cloudTrial: false,
    });
  });

  it('is ignored once started: the initial data is fetched only once', async () => {
    let calls = 0;
    server.use(
      http.get(apiPaths.currentUser, () => {
        calls += 1;
        return HttpResponse.json(adminUser);
      }),
    );
    const queryClient = createTestQueryClient();

    await startApplication(queryClient);
    queryClient.clear();
    await startApplication(queryClient);

    expect(calls).toBe(1);
  });

  it('reads the cloud-trial flag from local storage', async () => {
    window.localStorage.setItem(CLOUD_TRIAL_STORAGE_KEY, 'true');
    await startApplication(createTestQueryClient());
    expect(useAppStore.getState().cloudTrial).toBe(true);
  });

  it('clears the loading and data-fetched flags when a start call fails, and can start again', async () => {
    server.use(http.get(apiPaths.footer, () => HttpResponse.json({ errors: [{ status: 503 }] }, { status: 503 })));
    const queryClient = createTestQueryClient();
    useAppStore.setState({ initialDataFetched: true, loadingCount: 2 });

    await expect(startApplication(queryClient)).rejects.toMatchObject({ status: 503 });

    expect(useAppStore.getState()).toMatchObject({
      initialDataFetched: false,
      applicationStarted: false,
      loadingCount: 0,
    });

    server.resetHandlers();
    await startApplication(queryClient);
    expect(useAppStore.getState().applicationStarted).toBe(true);
  });
});
