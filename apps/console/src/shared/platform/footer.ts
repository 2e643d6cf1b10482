import { type FooterData, systemRoutes } from '@arca/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../http/index.ts';

/**
 * The footer's query key. It starts with 'auth' so a logout drops it with the rest of the auth
 * area: it carries the user's email.
 */
export const footerQueryKey = ['auth', 'footer'] as const;

/** `GET system/auth/screen/footer`: readable without logging in; names the server in titles. */
export function fetchFooter(): Promise<FooterData> {
  return call(systemRoutes.footer, { priority: 'critical' });
}

/** The server name and build change only when an administrator acts; five minutes is plenty. */
const FOOTER_STALE_MS = 5 * 60_000;

/** Footer data lives in shared/: the licence in it decides what every feature may show. */
export function footerQueryOptions() {
  return queryOptions({ queryKey: footerQueryKey, queryFn: fetchFooter, staleTime: FOOTER_STALE_MS });
}

export function useFooter() {
  return useQuery(footerQueryOptions());
}
