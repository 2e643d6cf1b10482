import { apiUrl, companionServiceRoutes } from '@arca/contract';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../http/index.ts';

/** `POST /xray/ui/component/paginatedsearch` (R28.107): a companion path at the host's root. */
export const componentSearchPath = apiUrl(companionServiceRoutes.xrayPOST, { '*': 'ui/component/paginatedsearch' });

/** R27.23: the component search page is the first 20 rows, the last updated first. */
export const COMPONENT_SEARCH_PAGE = {
  direction: 'desc',
  num_of_rows: 20,
  order_by: 'last_updated',
  page_num: 1,
} as const;

/** R28.107's body: the components the scanner has indexed, not every one it knows of. */
export const COMPONENT_SEARCH_BODY = { all_components: false } as const;

/** One row of the scanner's answer; the spec gives no shape, so only what a row is shown by. */
export interface ScannerComponent {
  name: string;
  version: string;
  packageType: string;
  lastUpdated: string;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The named components of an answer `{data: [{name, version, package_type, last_updated}]}`; none when it has no list. */
export function componentsOf(answer: unknown): ScannerComponent[] {
  const rows = typeof answer === 'object' && answer !== null && 'data' in answer ? answer.data : undefined;
  if (!Array.isArray(rows)) return [];
  return rows
    .filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null)
    .map((row) => ({
      name: text(row.name),
      version: text(row.version),
      packageType: text(row.package_type),
      lastUpdated: text(row.last_updated),
    }))
    .filter((component) => component.name !== '');
}

/** The scanner's first page of components, in the selected project (the request carries it, R6.01). */
export function componentSearchQueryOptions() {
  return queryOptions({
    queryKey: ['scanner', 'components', COMPONENT_SEARCH_PAGE],
    queryFn: async () =>
      componentsOf(
        await request<unknown>(componentSearchPath, {
          method: 'POST',
          query: { ...COMPONENT_SEARCH_PAGE },
          body: COMPONENT_SEARCH_BODY,
        }),
      ),
  });
}
