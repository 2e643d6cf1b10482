import { type InstalledService, licenseRankOf } from '@arca/contract';
import { useFooter } from '../../../shared/platform/footer.ts';
import { useInstalledServices } from '../../../shared/platform/services.ts';
import { SCANNER_MIN_LICENSE_RANK } from '../../../shared/visibility/index.ts';

export const SCANNER_SERVICE = 'xray';

/** Where the security scanner stands for this instance (packages-and-search.md §8). */
export type ScannerStatus = 'unavailable' | 'unlicensed' | 'available';

/** R10.21, R10.22: no scanner installed, or one the licence does not cover (R7.18's rank). */
export function scannerStatusOf(services: readonly InstalledService[], license: string): ScannerStatus {
  if (!services.some((service) => service.name === SCANNER_SERVICE)) return 'unavailable';
  return licenseRankOf(license) < SCANNER_MIN_LICENSE_RANK ? 'unlicensed' : 'available';
}

/** The scanner's status once the services and licence are known; undefined while they load. */
export function useScannerStatus(): ScannerStatus | undefined {
  const services = useInstalledServices().data;
  const footer = useFooter().data;
  return services && footer ? scannerStatusOf(services.services, footer.license) : undefined;
}
