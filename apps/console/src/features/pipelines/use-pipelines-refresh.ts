import { useCallback, useEffect, useRef } from 'react';
import { PIPELINES_REFRESH_MS, PIPELINES_THROTTLE_MS } from './api/pipelines-contract.ts';

export interface RefreshTiming {
  intervalMs: number;
  throttleMs: number;
}

const pageTiming: RefreshTiming = { intervalMs: PIPELINES_REFRESH_MS, throttleMs: PIPELINES_THROTTLE_MS };

/**
 * Refreshes the pipelines page on a timer (R18.02) and on request, never starting two refreshes
 * within the throttle window (R18.03, O20): a request inside the window runs once at its end, so a
 * Refresh click is never lost and a burst of clicks costs one round of calls. The page's first
 * load counts as a refresh.
 */
export function usePipelinesRefresh(refresh: () => void, timing: RefreshTiming = pageTiming): () => void {
  const latest = useRef(refresh);
  latest.current = refresh;
  const lastRun = useRef(Date.now());
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { intervalMs, throttleMs } = timing;

  const requestRefresh = useCallback(() => {
    if (pending.current !== undefined) return;
    const run = () => {
      pending.current = undefined;
      lastRun.current = Date.now();
      latest.current();
    };
    const wait = lastRun.current + throttleMs - Date.now();
    if (wait <= 0) run();
    else pending.current = setTimeout(run, wait);
  }, [throttleMs]);

  useEffect(() => {
    // A hidden tab is not watched; the next tick after it shows again brings the page up to date.
    const tick = () => {
      if (document.visibilityState !== 'hidden') requestRefresh();
    };
    const timer = setInterval(tick, intervalMs);
    return () => {
      clearInterval(timer);
      if (pending.current !== undefined) clearTimeout(pending.current);
      pending.current = undefined;
    };
  }, [intervalMs, requestRefresh]);

  return requestRefresh;
}
