import { artifactBrowserRoutes } from '@arca/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/http/index.ts';

export const storageSummaryKeys = { all: ['admin', 'storageSummary'] as const };

/** `GET ui/storagesummary`: counted on every read, so it is read afresh each time the screen opens. */
export function useStorageSummary() {
  return useQuery({ queryKey: storageSummaryKeys.all, queryFn: () => call(artifactBrowserRoutes.storageSummary) });
}
