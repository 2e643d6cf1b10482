import { apiPaths, type FooterData } from '@arca/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/http/index.ts';
import { authKeys } from './keys.ts';

/** `GET system/auth/screen/footer`: readable without logging in; names the server in titles. */
export function fetchFooter(): Promise<FooterData> {
  return request<FooterData>(apiPaths.footer, { priority: 'critical' });
}

/** The server name and build change only when an administrator acts; five minutes is plenty. */
const FOOTER_STALE_MS = 5 * 60_000;

export function footerQueryOptions() {
  return queryOptions({ queryKey: authKeys.footer(), queryFn: fetchFooter, staleTime: FOOTER_STALE_MS });
}

export function useFooter() {
  return useQuery(footerQueryOptions());
}
