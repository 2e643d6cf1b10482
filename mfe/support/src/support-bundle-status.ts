import type { SupportBundleStatus } from '@arca/contract';

/** How a status shows: 'processing' spins, the others are plain coloured tags. */
export type BundleStatusClass = 'processing' | 'success' | 'error' | 'default';

export interface BundleStatusDisplay {
  label: string;
  displayClass: BundleStatusClass;
}

const displays: Record<SupportBundleStatus, BundleStatusDisplay> = {
  'in progress': { label: 'In progress', displayClass: 'processing' },
  success: { label: 'Ready', displayClass: 'success' },
  failure: { label: 'Failed', displayClass: 'error' },
};

/**
 * R15.02 with O51's open mapping settled: the server's label to what the list shows. A label a
 * newer server might add is shown as it came, in a neutral tag, rather than hidden.
 */
export function bundleStatusDisplay(status: string): BundleStatusDisplay {
  return Object.hasOwn(displays, status)
    ? displays[status as SupportBundleStatus]
    : { label: status, displayClass: 'default' };
}

/** Only a finished bundle has a file to download. */
export function isDownloadable(status: string): boolean {
  return status === 'success';
}

/** A bundle the server is still writing: the list keeps polling until none is. */
export function isInProgress(status: string): boolean {
  return status === 'in progress';
}
