import { type FeatureFlag, type OnboardingData, onboardingRoutes, systemCallRoutes } from '@arca/contract';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { adminUser, regularUser } from '../../test/fixtures.ts';
import { mockCall } from '../../test/mock-call.ts';
import { onboardingDone, server } from '../../test/server.ts';
import { onboardingKeys } from './api/onboarding-data.ts';
import { initialisesOnboardingState, loadOnboardingFacts } from './onboarding-facts.ts';

const off = { newOnboarding: false, projectsSupported: false, quickDeploy: false };

/** A session storage of this test alone: quick setup not offered yet. */
function freshStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('the onboarding state', () => {
  it('R13.05 is initialised with new onboarding, with projects, or with the quick-deploy landing for a non-admin', () => {
    expect(initialisesOnboardingState(off, true)).toBe(false);
    expect(initialisesOnboardingState(off, false)).toBe(false);
    expect(initialisesOnboardingState({ ...off, newOnboarding: true }, true)).toBe(true);
    expect(initialisesOnboardingState({ ...off, projectsSupported: true }, false)).toBe(true);
    expect(initialisesOnboardingState({ ...off, quickDeploy: true }, false)).toBe(true);
    expect(initialisesOnboardingState({ ...off, quickDeploy: true }, true)).toBe(false);
  });

  it('R13.05 gives guard 10 no onboarding facts where the state is not initialised', async () => {
    const facts = (data: OnboardingData) => {
      const queryClient = new QueryClient();
      queryClient.setQueryData(onboardingKeys.data(), data);
      return loadOnboardingFacts(queryClient, adminUser, freshStorage());
    };
    const firstQuickDeploy: OnboardingData = { ...onboardingDone, ...off, quickDeploy: true, firstLogin: true };
    expect(await facts(firstQuickDeploy)).toBeUndefined();
    expect(await facts({ ...firstQuickDeploy, projectsSupported: true })).toMatchObject({
      quickDeploy: true,
      firstLogin: true,
    });
    expect(await facts({ ...onboardingDone, needsOnboarding: true })).toMatchObject({
      newOnboarding: true,
      needsOnboarding: true,
    });
  });
});

describe('the quick-deploy landing for users', () => {
  /** A non-admin's login with the landing on or off; counts the reads of the onboarding data. */
  async function nonAdminLogin(enabled: FeatureFlag[]) {
    let reads = 0;
    server.use(
      mockCall(systemCallRoutes.featuresConfig, () => ({ enabled })),
      mockCall(onboardingRoutes.data, () => {
        reads += 1;
        return { ...onboardingDone, quickDeploy: enabled.includes('quickDeployLanding'), firstLogin: true };
      }),
    );
    const facts = await loadOnboardingFacts(new QueryClient(), regularUser, freshStorage());
    return { facts, reads };
  }

  it('R13.06 gives a non-admin the quick-deploy landing data only while that landing is on', async () => {
    expect(await nonAdminLogin(['quickDeployLanding'])).toEqual({
      facts: { newOnboarding: true, needsOnboarding: false, quickDeploy: true, getStarted: false, firstLogin: true },
      reads: 1,
    });
    expect(await nonAdminLogin([])).toEqual({ facts: undefined, reads: 0 });
  });
});
