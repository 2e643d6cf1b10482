/** The integration queries; one invalidation of `all` after a write refreshes every view of them. */
export const integrationKeys = {
  all: ['integrations'] as const,
  list: () => [...integrationKeys.all, 'list'] as const,
  scannerConnected: () => [...integrationKeys.all, 'scanner-connected'] as const,
  baseUrl: () => [...integrationKeys.all, 'base-url'] as const,
};
