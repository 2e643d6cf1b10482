import type { QueryClient } from '@tanstack/react-query';
import { currentUserQueryOptions, footerQueryOptions } from '../features/auth/api/index.ts';
import { type AppStoreApi, useAppStore } from './store.ts';

/**
 * The local-storage key a cloud trial sign-up leaves behind (shell.md §4 Application start, step 3).
 * A self-hosted Arca never writes it, so the flag stays off unless an operator sets it.
 */
export const CLOUD_TRIAL_STORAGE_KEY = 'arca.cloudTrial';

function readCloudTrial(): boolean {
  try {
    return window.localStorage.getItem(CLOUD_TRIAL_STORAGE_KEY) === 'true';
  } catch {
    // Storage can be blocked (privacy mode); no trial is the safe reading.
    return false;
  }
}

/**
 * Application start (shell.md §4): ignored once started; loads the current user and the footer
 * once, then sets the flags. On any failure the loading and data-fetched flags are cleared and the
 * error goes on to the caller, which shows it. Later steps (services, projects, onboarding…) hang
 * off the same sequence as they are built.
 */
export async function startApplication(queryClient: QueryClient, store: AppStoreApi = useAppStore): Promise<void> {
  if (store.getState().applicationStarted) return;
  store.getState().incrementLoading();
  try {
    await Promise.all([
      queryClient.fetchQuery(currentUserQueryOptions()),
      queryClient.fetchQuery(footerQueryOptions()),
    ]);
    store.getState().setInitialDataFetched(true);
    store.getState().setCloudTrial(readCloudTrial());
    store.getState().setApplicationStarted(true);
    store.getState().decrementLoading();
  } catch (error) {
    store.getState().clearLoading();
    store.getState().setInitialDataFetched(false);
    throw error;
  }
}
