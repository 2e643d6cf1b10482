import { apiUrl, companionServiceRoutes } from '@arca/contract';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { request, useProjectContext } from '../http/index.ts';
import {
  isScannerPermission,
  type ScannerPermission,
  type ScanningRole,
  scanningRolesOf,
} from '../visibility/roles.ts';

/**
 * What the scanner tells of the current user in the selected project (shell.md §3, §4); the
 * micro-frontends' host merges it into the user they see (R2.19).
 */
export interface ScannerUserData {
  permissions: ScannerPermission[];
  roles: ScanningRole[];
}

export const NO_SCANNER_USER_DATA: ScannerUserData = { permissions: [], roles: [] };

/** `POST /xray/ui/permissions/current` (shell.md §7): a companion path at the host's root. */
export const scannerPermissionsPath = apiUrl(companionServiceRoutes.xrayPOST, { '*': 'ui/permissions/current' });

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The permission names an answer grants. The spec gives no shape, so both spellings a scanner uses
 * are read: a list of names, or flags by name; either may sit under `permissions`.
 */
function grantedNames(answer: unknown): string[] {
  const source = isRecord(answer) && 'permissions' in answer ? answer.permissions : answer;
  if (Array.isArray(source)) return source.filter((name): name is string => typeof name === 'string');
  if (isRecord(source)) {
    return Object.entries(source)
      .filter(([, granted]) => granted === true)
      .map(([name]) => name);
  }
  return [];
}

/** The scanner's answer as user data: the permissions R7.08 names, and the scanning roles they grant (R7.09). */
export function scannerUserDataOf(answer: unknown): ScannerUserData {
  const permissions = new Set(grantedNames(answer).filter(isScannerPermission));
  return { permissions: [...permissions], roles: scanningRolesOf(permissions) };
}

/**
 * The user's scanner data in one project. The request carries the selected project (R6.01), so the
 * key names it: each project's answer is its own.
 */
export function scannerUserDataQueryOptions(projectKey = useProjectContext.getState().project.projectKey) {
  return queryOptions({
    queryKey: ['scanner', 'user-data', projectKey],
    queryFn: async () =>
      scannerUserDataOf(await request<unknown>(scannerPermissionsPath, { method: 'POST', priority: 'low' })),
  });
}

/**
 * Loads the scanner's user data of the selected project. A scanner that fails to answer grants
 * nothing and must not stop what asked (the start, a project switch).
 */
export async function loadScannerUserData(queryClient: QueryClient): Promise<ScannerUserData> {
  try {
    return await queryClient.fetchQuery(scannerUserDataQueryOptions());
  } catch {
    return NO_SCANNER_USER_DATA;
  }
}

let stopReloading: (() => void) | undefined;

/** Ends the watch below, if one runs: a start without the scanner has nothing to reload. */
export function stopReloadingScannerUserData(): void {
  stopReloading?.();
}

/**
 * R2.13: the scanner's user data reloads whenever the selected project changes, for as long as
 * `stillWanted` holds (the application stays started); once it no longer does, the watch ends.
 * One watch at a time: a new start replaces the last.
 */
export function reloadScannerUserDataOnProjectChange(queryClient: QueryClient, stillWanted: () => boolean): void {
  stopReloading?.();
  const unsubscribe = useProjectContext.subscribe((state, previous) => {
    if (state.project.projectKey === previous.project.projectKey) return;
    if (!stillWanted()) {
      stop();
      return;
    }
    void loadScannerUserData(queryClient);
  });
  function stop() {
    unsubscribe();
    if (stopReloading === stop) stopReloading = undefined;
  }
  stopReloading = stop;
}
