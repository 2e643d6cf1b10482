import { DEFAULT_LOG_REFRESH_MILLIS, LOG_COUNTDOWN_TICK_MILLIS } from '@arca/contract';

/** R19.21: the server's refresh period, or the default when it gives none. */
export function refreshPeriodMillis(serverMillis: number | null | undefined): number {
  return typeof serverMillis === 'number' && Number.isFinite(serverMillis) && serverMillis > 0
    ? serverMillis
    : DEFAULT_LOG_REFRESH_MILLIS;
}

/** How many ticks a period lasts: what the countdown starts from. */
export function countdownStart(periodMillis: number): number {
  return Math.max(1, Math.round(periodMillis / LOG_COUNTDOWN_TICK_MILLIS));
}

/** R19.20: one tick down; going below 0 fires a refresh and starts over. */
export function countdownTick(remaining: number, start: number): { remaining: number; elapsed: boolean } {
  const next = remaining - 1;
  return next < 0 ? { remaining: start, elapsed: true } : { remaining: next, elapsed: false };
}
