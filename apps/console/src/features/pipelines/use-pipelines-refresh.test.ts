import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PIPELINES_REFRESH_MS, PIPELINES_THROTTLE_MS } from './api/pipelines-contract.ts';
import { usePipelinesRefresh } from './use-pipelines-refresh.ts';

describe('pipelines page refresh', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('R18.02 R27.05 refreshes every 10 seconds', () => {
    expect(PIPELINES_REFRESH_MS).toBe(10_000);
    const refresh = vi.fn();
    const { unmount } = renderHook(() => usePipelinesRefresh(refresh));
    act(() => vi.advanceTimersByTime(PIPELINES_REFRESH_MS - 1));
    expect(refresh).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(refresh).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(PIPELINES_REFRESH_MS));
    expect(refresh).toHaveBeenCalledTimes(2);
    unmount();
    act(() => vi.advanceTimersByTime(PIPELINES_REFRESH_MS * 3));
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('R18.03 R27.06 starts no two refreshes within 5000 ms, and runs a held-back request at the end of the window', () => {
    expect(PIPELINES_THROTTLE_MS).toBe(5000);
    const refresh = vi.fn();
    const { result } = renderHook(() => usePipelinesRefresh(refresh));
    // The first load has just happened: a request now waits for the window to close.
    act(() => result.current());
    act(() => result.current());
    expect(refresh).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(PIPELINES_THROTTLE_MS - 1));
    expect(refresh).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(refresh).toHaveBeenCalledTimes(1);
    // A request 2 s later waits for 10 s, where it and the timer's tick make one refresh.
    act(() => vi.advanceTimersByTime(2000));
    act(() => result.current());
    act(() => vi.advanceTimersByTime(2999));
    expect(refresh).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    expect(refresh).toHaveBeenCalledTimes(2);
    // The next tick, 10 s on, is outside the window and runs at once; so does a request 6 s after it.
    act(() => vi.advanceTimersByTime(PIPELINES_REFRESH_MS));
    expect(refresh).toHaveBeenCalledTimes(3);
    act(() => vi.advanceTimersByTime(6000));
    act(() => result.current());
    expect(refresh).toHaveBeenCalledTimes(4);
  });
});
