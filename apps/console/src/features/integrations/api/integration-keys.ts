/** The integration queries; one invalidation of `all` after a write refreshes every view of them. */
export const integrationKeys = {
  all: ['integrations'] as const,
  list: () => [...integrationKeys.all, 'list'] as const,
  scannerConnected: () => [...integrationKeys.all, 'scanner-connected'] as const,
  baseUrl: () => [...integrationKeys.all, 'base-url'] as const,
};

/**
 * The developer-tool key of an OAuth user, kept apart from `all`: every fetch issues a new token, so
 * the refreshes that follow an integration change must not ask for another.
 */
export const userApiKeyKey = (userName: string) => ['integrations-user-api-key', userName] as const;
