import { companionServiceRoutes } from '@arca/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/http/index.ts';
import { useFooter } from '../../../shared/platform/footer.ts';

/** The usage a cloud subscription stops once its monthly quota is spent (docs/decisions.md, "Transfer quota"). */
export const DATA_TRANSFER_USAGE = 'DATA_TRANSFER';

/** Whether an answer of `ui/subscription/blockedUsages` lists data transfer. */
export function transferBlockedIn(answer: unknown): boolean {
  if (typeof answer !== 'object' || answer === null || !('blockedUsages' in answer)) return false;
  const { blockedUsages } = answer;
  return Array.isArray(blockedUsages) && blockedUsages.includes(DATA_TRANSFER_USAGE);
}

/**
 * R10.24: whether the subscription's data transfer is blocked. Quotas belong to cloud subscriptions,
 * so a self-hosted instance does not ask; a failed answer counts as not blocked. Asked once a session:
 * the quota changes monthly.
 */
export function useTransferBlocked(): boolean {
  const cloud = useFooter().data?.isCloudProviderConfigured === true;
  const blocked = useQuery({
    queryKey: ['subscription', 'blockedUsages'],
    enabled: cloud,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      try {
        return transferBlockedIn(
          await call(companionServiceRoutes.subscriptionGET, { params: { '*': 'blockedUsages' }, priority: 'low' }),
        );
      } catch {
        return false;
      }
    },
  });
  return blocked.data === true;
}
