import { describe, expect, it } from 'vitest';
import { MissedFetches } from './missed-fetches.ts';

describe('upstream misses remembered by a node', () => {
  it('believes a miss until its time, then forgets it', () => {
    const missed = new MissedFetches(10);
    missed.remember('proxy/a.txt', 2000);
    expect(missed.believed('proxy/a.txt', 1999)).toBe(true);
    expect(missed.believed('proxy/a.txt', 2000)).toBe(false);
    expect(missed.size).toBe(0);
  });

  it('keeps at most its capacity, letting the one remembered longest ago go first', () => {
    const missed = new MissedFetches(3);
    for (const path of ['a', 'b', 'c']) missed.remember(path, 5000);
    // Remembered again: it now counts as the newest.
    missed.remember('a', 5000);
    missed.remember('d', 5000);
    expect(missed.size).toBe(3);
    expect(['a', 'b', 'c', 'd'].filter((path) => missed.believed(path, 1000))).toEqual(['a', 'c', 'd']);
    for (let n = 0; n < 1000; n++) missed.remember(`many/${n}`, 5000);
    expect(missed.size).toBe(3);
  });
});
