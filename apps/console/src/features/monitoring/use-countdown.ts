import { LOG_COUNTDOWN_TICK_MILLIS } from '@arca/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { countdownStart, countdownTick } from './countdown.ts';

/**
 * The auto-refresh countdown (R19.06, R19.19, R19.20): while running it ticks every second and
 * calls `onElapsed` each time it goes below 0, then starts over. Stopped, it holds its value.
 */
export function useCountdown(periodMillis: number, running: boolean, onElapsed: () => void) {
  const start = countdownStart(periodMillis);
  const [remaining, setRemaining] = useState(start);
  const current = useRef(start);
  const elapsed = useRef(onElapsed);
  elapsed.current = onElapsed;

  const restart = useCallback(() => {
    current.current = start;
    setRemaining(start);
  }, [start]);

  // A new period (the server's, once the config is read) starts a new count.
  useEffect(restart, [restart]);

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      const next = countdownTick(current.current, start);
      current.current = next.remaining;
      setRemaining(next.remaining);
      if (next.elapsed) elapsed.current();
    }, LOG_COUNTDOWN_TICK_MILLIS);
    return () => clearInterval(timer);
  }, [running, start]);

  return { remaining, restart };
}
