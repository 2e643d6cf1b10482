import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { intervalsPaused, pauseIntervals, registerInterval, resumeIntervals } from './intervals.ts';

describe('intervals', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    resumeIntervals();
    vi.useRealTimers();
  });

  it('R5.10 logout pauses every registered interval and login resumes them', () => {
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = registerInterval(first, 1000);
    const stopSecond = registerInterval(second, 10_000);
    vi.advanceTimersByTime(10_000);
    expect(first).toHaveBeenCalledTimes(10);
    expect(second).toHaveBeenCalledTimes(1);

    pauseIntervals();
    expect(intervalsPaused()).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(first).toHaveBeenCalledTimes(10);
    expect(second).toHaveBeenCalledTimes(1);

    resumeIntervals();
    vi.advanceTimersByTime(10_000);
    expect(first).toHaveBeenCalledTimes(20);
    expect(second).toHaveBeenCalledTimes(2);
    stopFirst();
    stopSecond();
  });

  it('an interval registered while paused waits for the resume', () => {
    pauseIntervals();
    const run = vi.fn();
    const stop = registerInterval(run, 1000);
    vi.advanceTimersByTime(5000);
    expect(run).not.toHaveBeenCalled();
    resumeIntervals();
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
    stop();
  });

  it('an unregistered interval never runs again', () => {
    const run = vi.fn();
    const stop = registerInterval(run, 1000);
    stop();
    vi.advanceTimersByTime(5000);
    resumeIntervals();
    vi.advanceTimersByTime(5000);
    expect(run).not.toHaveBeenCalled();
  });
});
