/** The webhooks screens' keys: only they read webhooks. */
export const webhookKeys = {
  all: ['webhooks'] as const,
  list: () => [...webhookKeys.all, 'list'] as const,
  one: (key: string) => [...webhookKeys.all, 'one', key] as const,
  deliveries: (key: string) => [...webhookKeys.all, 'deliveries', key] as const,
  domains: () => [...webhookKeys.all, 'domains'] as const,
  buildNames: () => [...webhookKeys.all, 'build-names'] as const,
  matching: (kind: 'builds' | 'releaseBundles', includes: readonly string[], excludes: readonly string[]) =>
    [...webhookKeys.all, 'matching', kind, includes, excludes] as const,
};
