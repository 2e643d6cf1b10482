import { describe, expect, it } from 'vitest';
import { CachedReads } from './cached-reads.ts';
import type { DataChanges } from './data-changes.ts';

/** A database whose changes the test makes by hand. */
function changesByHand() {
  let generation = 0;
  const changes: DataChanges = { current: () => generation, close: async () => undefined };
  return { changes, change: () => generation++ };
}

describe('CachedReads', () => {
  it('loads once while the database is unchanged, and again after a change', async () => {
    const { changes, change } = changesByHand();
    let loads = 0;
    const reads = new CachedReads<number>(changes, 10);
    const load = async () => ++loads;
    expect(await reads.get('k', load)).toBe(1);
    expect(await reads.get('k', load)).toBe(1);
    change();
    expect(await reads.get('k', load)).toBe(2);
  });

  it('gives a kept value at once, without a promise, and a load as a promise', async () => {
    const { changes, change } = changesByHand();
    const reads = new CachedReads<string>(changes, 10);
    const load = async () => 'read';
    const loading = reads.get('k', load);
    expect(loading).toBeInstanceOf(Promise);
    await loading;
    expect(reads.get('k', load)).toBe('read');
    change();
    expect(reads.get('k', load)).toBeInstanceOf(Promise);
  });

  it('reads again every time a value its keep rule turns down', async () => {
    const { changes } = changesByHand();
    let loads = 0;
    const reads = new CachedReads<number>(changes, 10, (value) => value % 2 === 0);
    const load = async () => ++loads;
    expect(await reads.get('k', load)).toBe(1);
    expect(await reads.get('k', load)).toBe(2);
    expect(await reads.get('k', load)).toBe(2);
  });

  it('shares one load between concurrent callers of a key', async () => {
    const { changes } = changesByHand();
    let loads = 0;
    const reads = new CachedReads<number>(changes, 10);
    const load = async () => ++loads;
    expect(await Promise.all([reads.get('k', load), reads.get('k', load), reads.get('other', load)])).toEqual([
      1, 1, 2,
    ]);
  });

  it('does not keep a load that a change overtook, and does not share it with later callers', async () => {
    const { changes, change } = changesByHand();
    let release: (n: number) => void = () => undefined;
    let loads = 0;
    const reads = new CachedReads<number>(changes, 10);
    const load = () => {
      loads++;
      return loads === 1 ? new Promise<number>((resolve) => (release = resolve)) : Promise.resolve(loads);
    };
    const stale = reads.get('k', load);
    change();
    expect(await reads.get('k', load)).toBe(2);
    release(1);
    expect(await stale).toBe(1);
    expect(await reads.get('k', load)).toBe(2);
  });

  it('keeps at most its capacity of keys, the oldest going first', async () => {
    const { changes } = changesByHand();
    let loads = 0;
    const reads = new CachedReads<number>(changes, 2);
    const load = async () => ++loads;
    await reads.get('a', load);
    await reads.get('b', load);
    await reads.get('c', load);
    expect(await reads.get('c', load)).toBe(3);
    expect(await reads.get('a', load)).toBe(4);
  });
});
