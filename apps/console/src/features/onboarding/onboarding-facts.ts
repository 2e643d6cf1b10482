import { isLoggedIn, type OnboardingData, type UserData } from '@arca/contract';
import type { QueryClient } from '@tanstack/react-query';
import { featuresConfigQueryOptions } from '../../shared/platform/features-config.ts';
import { onboardingDataQueryOptions } from './api/onboarding-data.ts';

/** The session-storage flag that quick setup was offered in this tab (O67: the spec names no key). */
export const ONBOARDING_OFFERED_KEY = 'arca.onboarding.offered';

/** What guard 10 reads (shell.md §4). */
export interface OnboardingFacts {
  newOnboarding: boolean;
  needsOnboarding: boolean;
  quickDeploy: boolean;
  getStarted: boolean;
  firstLogin: boolean;
}

/** Quick setup has been shown in this tab: a later login in it is not sent there again. */
export function markOnboardingOffered(storage: Storage = window.sessionStorage): void {
  try {
    storage.setItem(ONBOARDING_OFFERED_KEY, 'true');
  } catch {
    // Storage can be blocked; the server's own state still ends the offer once setup is done or closed.
  }
}

function offered(storage: Storage): boolean {
  try {
    return storage.getItem(ONBOARDING_OFFERED_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * Whether the console keeps an onboarding state for this visitor (packages-and-search.md §4,
 * R13.05): with new onboarding on, with projects supported, or for a non-admin with the
 * quick-deploy landing on. Without it there is nothing for guard 10 to act on.
 */
export function initialisesOnboardingState(
  data: Pick<OnboardingData, 'newOnboarding' | 'projectsSupported' | 'quickDeploy'>,
  admin: boolean,
): boolean {
  return data.newOnboarding || data.projectsSupported || (data.quickDeploy && !admin);
}

export function factsOf(data: OnboardingData): OnboardingFacts {
  const { newOnboarding, needsOnboarding, quickDeploy, getStarted, firstLogin } = data;
  return { newOnboarding, needsOnboarding, quickDeploy, getStarted, firstLogin };
}

/** Whether the operator turned the free-tier quick-deploy landing on; a failed read leaves it off. */
async function quickDeployLandingOn(queryClient: QueryClient): Promise<boolean> {
  return queryClient
    .ensureQueryData(featuresConfigQueryOptions())
    .then((config) => config.enabled.includes('quickDeployLanding'))
    .catch(() => false);
}

/**
 * Guard 10's facts, which the guard loader reads for a login's own navigation only. Administrators
 * are onboarded (shell.md §6, R7.36); a non-admin gets the quick-deploy landing's data only with
 * that landing on (packages-and-search.md §6, R13.06), so otherwise nobody else costs a call. Once
 * quick setup was shown in this tab, the visitor goes where they asked. A failed read sends nobody
 * anywhere.
 */
export async function loadOnboardingFacts(
  queryClient: QueryClient,
  user: UserData,
  storage: Storage = window.sessionStorage,
): Promise<OnboardingFacts | undefined> {
  if (!isLoggedIn(user) || offered(storage)) return undefined;
  if (!user.admin && !(await quickDeployLandingOn(queryClient))) return undefined;
  return queryClient
    .ensureQueryData(onboardingDataQueryOptions())
    .then((data) => (initialisesOnboardingState(data, user.admin) ? factsOf(data) : undefined))
    .catch(() => undefined);
}
