import { buildRoutes, proxyConsoleRoutes, releaseBundleRoutes, webhookRoutes } from '@arca/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/http/index.ts';
import { proxyKeys } from '../../../shared/management/keys.ts';
import { webhookKeys } from './webhook-keys.ts';

/** `GET event/api/v1/subscriptions`: every webhook, secrets blanked. */
export function useWebhooks() {
  return useQuery({
    queryKey: webhookKeys.list(),
    queryFn: () => call(webhookRoutes.list),
  });
}

export function useWebhook(key: string) {
  return useQuery({
    queryKey: webhookKeys.one(key),
    queryFn: () => call(webhookRoutes.get, { params: { key } }),
  });
}

/** R21.10: the domains and their event types, for the event selection. */
export function useWebhookDomains() {
  return useQuery({
    queryKey: webhookKeys.domains(),
    queryFn: () => call(webhookRoutes.domains),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The delivery history, newest first; refreshed while the page is open so new attempts show up. */
export function useWebhookDeliveries(key: string) {
  return useQuery({
    queryKey: webhookKeys.deliveries(key),
    queryFn: () => call(webhookRoutes.deliveries, { params: { key } }),
    refetchInterval: 5000,
  });
}

const NO_BUILDS: readonly string[] = [];

/**
 * R28.135: the build names to pick from. R21.28: a failure is swallowed — the list stays empty
 * and no message is shown.
 */
const NO_PROXIES: readonly string[] = [];

/** The keys of the outbound proxies a handler may name (R28.132); none when they cannot be read. */
export function useProxyKeys() {
  const query = useQuery({
    // Under the proxies root: saving a proxy refreshes the names offered here.
    queryKey: proxyKeys.names(),
    queryFn: async () => (await call(proxyConsoleRoutes.list, { priority: 'low' })).map((p) => p.key),
  });
  return query.data ?? NO_PROXIES;
}

export function useBuildNames(wanted: boolean) {
  const query = useQuery({
    queryKey: webhookKeys.buildNames(),
    queryFn: () => call(buildRoutes.names, { priority: 'low' }),
    enabled: wanted,
  });
  return query.data ?? NO_BUILDS;
}

/**
 * R21.24, R21.25, R21.27, R21.28: the builds the include patterns reach. Without include patterns
 * no call is made and the list is empty; a failure leaves it empty without a message.
 */
export function useBuildsMatching(includePatterns: readonly string[], excludePatterns: readonly string[]) {
  return useMatching('builds', buildRoutes.matching, includePatterns, excludePatterns);
}

/** R21.26: the release bundles the patterns reach, fetched the same way as builds. */
export function useReleaseBundlesMatching(includePatterns: readonly string[], excludePatterns: readonly string[]) {
  return useMatching('releaseBundles', releaseBundleRoutes.matching, includePatterns, excludePatterns);
}

/** Names a pattern call reaches; no call without include patterns, and a failure leaves none. */
function useMatching(
  kind: 'builds' | 'releaseBundles',
  descriptor: typeof buildRoutes.matching | typeof releaseBundleRoutes.matching,
  includePatterns: readonly string[],
  excludePatterns: readonly string[],
) {
  const wanted = includePatterns.length > 0;
  const query = useQuery({
    queryKey: webhookKeys.matching(kind, includePatterns, excludePatterns),
    queryFn: () =>
      call(descriptor, {
        body: { includePatterns: [...includePatterns], excludePatterns: [...excludePatterns] },
        priority: 'low',
      }),
    enabled: wanted,
    placeholderData: keepPreviousData,
  });
  return { names: wanted ? (query.data ?? NO_BUILDS) : NO_BUILDS, loading: wanted && query.isFetching };
}
