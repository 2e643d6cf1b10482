import { ANONYMOUS_USER, isLoggedIn, type UserData } from '@arca/contract';
import type { QueryClient } from '@tanstack/react-query';
import { currentUserQueryOptions, footerQueryOptions } from '../features/auth/api/index.ts';
import { samlLogoutUrlQueryOptions } from '../features/auth/api/sso.ts';
import { featuresConfigQueryOptions } from '../shared/platform/features-config.ts';
import { retentionStatusQueryOptions } from '../shared/platform/retention-status.ts';
import { identifyTourUser } from '../shared/tour/product-tour.ts';
import { notifyInfo } from './notifications.tsx';
import {
  afterApplicationDataSteps,
  installedServiceNames,
  optionalApplicationDataLoads,
  type StartFacts,
  tolerated,
} from './optional-start-steps.ts';
import { type AppStoreApi, useAppStore } from './store.ts';

/**
 * The local-storage key a cloud trial sign-up leaves behind (step 3). A self-hosted Arca never
 * writes it, so the flag stays off unless an operator sets it.
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

/** Step 3's condition (R2.04): a logged-in visitor, or the anonymous user where anonymous access is on. */
export function mayLoadApplicationData(user: UserData | undefined): boolean {
  if (!user) return false;
  return isLoggedIn(user) || (user.anonAccessEnabled && user.name === ANONYMOUS_USER);
}

/**
 * Step 3's parallel loads (R2.05). Each screen group adds its own here as it is built (projects,
 * available packages, repository data, onboarding); support analytics and the cloud info widget
 * load beside them where the instance has them (optional-start-steps.ts, R2.06, R2.07).
 */
const applicationDataLoads: readonly ((queryClient: QueryClient, user: UserData) => Promise<unknown>)[] = [
  (queryClient) => queryClient.fetchQuery(samlLogoutUrlQueryOptions()),
  (queryClient) => queryClient.fetchQuery(featuresConfigQueryOptions()),
  // Administrators' retention status (R7.36, R7.38–R7.41); the check retries on its own and never fails.
  (queryClient, user) => queryClient.fetchQuery(retentionStatusQueryOptions(user.admin, { notifyInfo })),
];

/**
 * Application start (shell.md §4): ignored once started (R2.01). Step 2 fetches the user data and
 * the footer once (R2.02, R2.03). When the visitor may use the application (R2.04), step 3 runs
 * the parallel loads and then reads the cloud-trial flag (R2.08); step 4 personalises the UI,
 * initialises the scanner and loads the cloud administrators' config (R2.09–R2.11); only then is
 * the application started, so a visitor who logs in later starts it with the post-login action
 * (R4.04). On any failure the loading and data-fetched flags are cleared and the error goes on to
 * the caller, which shows it (R2.12); the optional steps never fail the start.
 */
export async function startApplication(queryClient: QueryClient, store: AppStoreApi = useAppStore): Promise<void> {
  if (store.getState().applicationStarted) return;
  store.getState().incrementLoading();
  try {
    if (!store.getState().initialDataFetched) {
      // Read afresh: a start after a failure or a logout must not trust what was cached before.
      await Promise.all([
        queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 }),
        queryClient.fetchQuery({ ...footerQueryOptions(), staleTime: 0 }),
      ]);
      store.getState().setInitialDataFetched(true);
    }
    const user = await queryClient.ensureQueryData(currentUserQueryOptions());
    if (mayLoadApplicationData(user)) {
      const facts: StartFacts = {
        user,
        footer: await queryClient.ensureQueryData(footerQueryOptions()),
        services: await installedServiceNames(queryClient),
        stillStarted: () => store.getState().applicationStarted,
      };
      await Promise.all([
        ...applicationDataLoads.map((load) => load(queryClient, user)),
        ...optionalApplicationDataLoads.map((step) => tolerated(step, queryClient, facts)),
      ]);
      store.getState().setCloudTrial(readCloudTrial());
      for (const step of afterApplicationDataSteps) await tolerated(step, queryClient, facts);
      // The product tour records its flows for the logged-in user (R5.07 resets it on a user change).
      if (isLoggedIn(user)) identifyTourUser(user.name);
      store.getState().setApplicationStarted(true);
    }
    store.getState().decrementLoading();
  } catch (error) {
    store.getState().clearLoading();
    store.getState().setInitialDataFetched(false);
    throw error;
  }
}
