import { ADOPTION_METRIC_DEFAULT_TYPE, type AdoptionMetricRequest, systemCallRoutes } from '@arca/contract';
import { call } from '../http/index.ts';

/** A feature's use as a caller reports it; featureName and action may come from optional data. */
export interface AdoptionMetric {
  featureName?: string | undefined;
  action?: string | undefined;
  /** Defaults to "default" (R2.24). */
  type?: string | undefined;
  /** How much to add to the counter; defaults to 1 (R2.24). */
  value?: number | undefined;
}

/**
 * Counts a feature's use on the server (R2.24–R2.26). Nothing is sent unless both featureName and
 * action are present. The call is low priority, so the HTTP client never retries nor reports it,
 * and any failure is dropped here: a lost counter must never disturb the user. The promise only
 * says when the report is over; it never rejects, so callers may leave it with `void`.
 */
export async function sendAdoptionMetric({ featureName, action, type, value }: AdoptionMetric): Promise<void> {
  if (!featureName || !action) return;
  const body: AdoptionMetricRequest = {
    featureName,
    action,
    type: type ?? ADOPTION_METRIC_DEFAULT_TYPE,
    value: value ?? 1,
  };
  try {
    await call(systemCallRoutes.recordAdoptionMetric, { body, priority: 'low' });
  } catch {
    // Fire-and-forget: the counter is lost, nothing else happens.
  }
}
