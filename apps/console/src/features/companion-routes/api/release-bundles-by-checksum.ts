import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../shared/http/index.ts';

/**
 * The release bundles that hold a file, found by the file's checksum (R17.06, R28.090). The
 * distribution service answers them under `data.data`; a bundle is named by name and version, as
 * in distribution's own UI API.
 */
export interface ReleaseBundleByChecksum {
  name: string;
  version: string;
  status?: string;
  created?: string;
}

export interface ReleaseBundlesByChecksumResponse {
  data?: { data?: ReleaseBundleByChecksum[] };
}

/** How many bundles one lookup asks for (the spec names the parameter, not its value). */
export const RELEASE_BUNDLES_BY_CHECKSUM_ROWS = 50;

export function releaseBundlesByChecksumPath(checksum: string): string {
  return `/distribution/api/ui/release_bundle/checksum/${encodeURIComponent(checksum)}`;
}

/** The list from `data.data`; an answer without it reads as no bundles. */
export async function fetchReleaseBundlesByChecksum(
  checksum: string,
  numOfRows: number = RELEASE_BUNDLES_BY_CHECKSUM_ROWS,
  signal?: AbortSignal,
): Promise<ReleaseBundleByChecksum[]> {
  const response = await request<ReleaseBundlesByChecksumResponse | undefined>(releaseBundlesByChecksumPath(checksum), {
    query: { num_of_rows: numOfRows },
    signal,
    priority: 'low',
  });
  return response?.data?.data ?? [];
}

export const releaseBundlesByChecksumQuery = (checksum: string, numOfRows = RELEASE_BUNDLES_BY_CHECKSUM_ROWS) =>
  queryOptions({
    queryKey: ['distribution', 'release-bundles-by-checksum', checksum, numOfRows] as const,
    queryFn: ({ signal }) => fetchReleaseBundlesByChecksum(checksum, numOfRows, signal),
  });
