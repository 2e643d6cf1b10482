import { describe, expect, it, vi } from 'vitest';
import { CachedValue } from './cached-value.ts';

describe('CachedValue', () => {
  it('loads once while fresh, and again after the time limit', async () => {
    vi.useFakeTimers();
    let loads = 0;
    const value = new CachedValue(async () => ++loads, 1000);
    expect(await value.get()).toBe(1);
    expect(await value.get()).toBe(1);
    vi.advanceTimersByTime(1001);
    expect(await value.get()).toBe(2);
    vi.useRealTimers();
  });

  it('loads again after an invalidation, and shares one load between callers', async () => {
    let loads = 0;
    const value = new CachedValue(async () => ++loads, 60_000);
    expect(await Promise.all([value.get(), value.get()])).toEqual([1, 1]);
    value.invalidate();
    expect(await value.get()).toBe(2);
  });

  it('does not keep a load that an invalidation overtook', async () => {
    let release: (n: number) => void = () => undefined;
    let loads = 0;
    const value = new CachedValue(() => {
      loads++;
      return loads === 1 ? new Promise<number>((resolve) => (release = resolve)) : Promise.resolve(loads);
    }, 60_000);
    const stale = value.get();
    value.invalidate();
    release(1);
    expect(await stale).toBe(1);
    expect(await value.get()).toBe(2);
  });
});
