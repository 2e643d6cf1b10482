import { proxyKeys } from '../../../shared/management/keys.ts';

/** What only the proxies screens read, under the proxies root the webhook editor's proxy names share. */
export const proxyAdminKeys = {
  list: () => [...proxyKeys.all, 'list'] as const,
  one: (key: string) => [...proxyKeys.all, 'one', key] as const,
};
