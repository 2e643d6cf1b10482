import { onboardingPackageTypes } from '@arca/contract';

/**
 * Quick setup's single-package mode (packages-and-search.md §4): the wizard restricted to one
 * package type, as setup-client's relaunch opens it (`/quick-setup?packageType=docker`). The tab
 * remembers it, so quick setup reopened later in the tab stays on that type until it is closed or
 * finished (R13.31). O67: the spec names no key.
 */
export const SINGLE_PACKAGE_STORAGE_KEY = 'arca.onboarding.singlePackage';
export const SINGLE_PACKAGE_PARAM = 'packageType';

function quickSetupType(value: string | null): string | undefined {
  return onboardingPackageTypes.find((type) => type.value === value)?.value;
}

/** The package type quick setup is restricted to: the address's, else the one this tab remembers. */
export function enterSinglePackageMode(
  search: URLSearchParams,
  storage: Storage = window.sessionStorage,
): string | undefined {
  const asked = quickSetupType(search.get(SINGLE_PACKAGE_PARAM));
  try {
    if (asked) storage.setItem(SINGLE_PACKAGE_STORAGE_KEY, asked);
    return asked ?? quickSetupType(storage.getItem(SINGLE_PACKAGE_STORAGE_KEY));
  } catch {
    // Storage can be blocked: the address alone still restricts this visit.
    return asked;
  }
}

/** Quick setup closed or finished: the next one offers every package type again (R13.31). */
export function resetSinglePackageMode(storage: Storage = window.sessionStorage): void {
  try {
    storage.removeItem(SINGLE_PACKAGE_STORAGE_KEY);
  } catch {
    // Nothing was remembered where storage is blocked.
  }
}
