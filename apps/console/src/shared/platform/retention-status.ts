import { releaseBundleRoutes } from '@arca/contract';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, call } from '../http/index.ts';
import { RETRY_DELAY_MS } from '../http/request-rules.ts';

/** R27.12, O13: the retention status is asked at most this many times in all. */
export const RETENTION_STATUS_ATTEMPTS = 3;

/** R7.41: the info notification after the last failed attempt, followed by the error's message. */
export const RETENTION_STATUS_FAILED = 'There was an error while trying to fetch retention feature status: ';

export interface RetentionStatusCheck {
  /** Shows an info-level notification. */
  notifyInfo: (message: string) => void;
  /** Waits between two attempts; the request retry's 500 ms unless told otherwise. */
  wait?: (ms: number) => Promise<void>;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Whether retention is on (shell.md §4 Other states), read from the field `enable` (R7.42). A 404
 * means disabled (R7.39); any other failure is asked again, up to 3 attempts in all (R7.40), and
 * after the last the feature is disabled with an info notification (R7.41). It never fails, so a
 * check cannot stop the application starting. Only administrators are asked (R7.38): see
 * `retentionStatusQueryOptions`.
 */
export async function fetchRetentionEnabled({ notifyInfo, wait = pause }: RetentionStatusCheck): Promise<boolean> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      // Low priority: the request layer neither retries nor reports it; this check does both itself.
      const status = await call(releaseBundleRoutes.retention, { priority: 'low' });
      return status.enable;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return false;
      if (attempt >= RETENTION_STATUS_ATTEMPTS) {
        notifyInfo(`${RETENTION_STATUS_FAILED}${error instanceof Error ? error.message : String(error)}`);
        return false;
      }
      await wait(RETRY_DELAY_MS);
    }
  }
}

/**
 * The retention status of this instance for this visitor. A non-administrator's is disabled
 * without asking the server (R7.38, R7.36). It changes only with the server's configuration, so
 * one check per start is enough.
 */
export function retentionStatusQueryOptions(admin: boolean, check: RetentionStatusCheck) {
  return queryOptions({
    queryKey: ['platform', 'retention-status', admin] as const,
    queryFn: () => (admin ? fetchRetentionEnabled(check) : Promise.resolve(false)),
    staleTime: Infinity,
    retry: false,
  });
}
