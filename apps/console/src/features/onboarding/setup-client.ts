import { type OnboardingResult, onboardingPackageTypes } from '@arca/contract';
import { paths } from '../../shared/routing/paths.ts';

/**
 * The repository quick setup left for its package type: one it created, else a sample of that type
 * that was there already; none when the setup produced nothing of that type.
 */
export function setupClientRepository(result: OnboardingResult): string | undefined {
  const created = result.created.find((repo) => repo.packageType === result.packageType);
  if (created) return created.repoKey;
  const samples = onboardingPackageTypes.find((type) => type.value === result.packageType)?.repos ?? [];
  return result.kept.find((key) => samples.some((sample) => sample.repoKey === key));
}

/**
 * A relaunch flow is supported (packages-and-search.md §4, R13.32) for a package type quick setup
 * can set up, when there is no repository of it to set the client up on: quick setup runs again
 * for that type alone, so its repositories come first.
 */
export function relaunchSupported(packageType: string, repoKey: string | undefined): boolean {
  return repoKey === undefined && onboardingPackageTypes.some((type) => type.value === packageType);
}

/**
 * Setup-client (R13.32, R13.33): the relaunch flow where one is supported, otherwise set-me-up for
 * that repository (get started opens it on the type's local repository, which quick setup creates
 * first). Going there closes quick setup (R13.34).
 */
export function setupClientTarget(packageType: string, repoKey: string | undefined): string {
  return relaunchSupported(packageType, repoKey)
    ? paths.quickSetup({ packageType })
    : paths.getStarted({ setMeUp: packageType });
}
