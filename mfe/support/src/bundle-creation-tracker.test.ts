import { SUPPORT_BUNDLE_REFRESH_DELAY_MILLIS } from '@arca/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BundleCreationTracker } from './bundle-creation-tracker.ts';

/** A create call the test finishes when it wants. */
function pendingCall() {
  let finish: (ok: boolean) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const promise = new Promise<boolean>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { create: () => promise, finish, fail };
}

function setup() {
  const reload = vi.fn(async () => undefined);
  const tracker = new BundleCreationTracker({ reload, now: () => 1_700_000_000_000 });
  return { tracker, reload };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('bundle creation tracker', () => {
  it('R15.07 R15.08 R15.09 counts create calls per service and adds a placeholder for each', async () => {
    const { tracker } = setup();
    const first = pendingCall();
    const second = pendingCall();
    const third = pendingCall();
    const one = tracker.track({ service: 'artifactory', name: 'a', description: 'first' }, first.create);
    void tracker.track({ service: 'artifactory', name: 'b' }, second.create);
    void tracker.track({ service: 'xray', name: 'c' }, third.create);

    expect(tracker.snapshot().inProgress).toEqual({ artifactory: 2, xray: 1 });
    expect(tracker.snapshot().placeholders.map((p) => [p.id, p.name, p.status])).toEqual([
      ['pending-3', 'c', 'in progress'],
      ['pending-2', 'b', 'in progress'],
      ['pending-1', 'a', 'in progress'],
    ]);
    expect(tracker.snapshot().placeholders[2]).toMatchObject({ description: 'first', create_date: 1_700_000_000_000 });

    first.finish(true);
    expect(await one).toBe(true);
    expect(tracker.snapshot().inProgress).toEqual({ artifactory: 1, xray: 1 });
    third.finish(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(tracker.snapshot().inProgress).toEqual({ artifactory: 1, xray: 0 });
  });

  it('R15.10 R27.14 removes the placeholders and reloads 3000 ms after the last call, not before', async () => {
    const { tracker, reload } = setup();
    const first = pendingCall();
    const second = pendingCall();
    void tracker.track({ service: 'artifactory', name: 'a' }, first.create);
    void tracker.track({ service: 'distribution', name: 'b' }, second.create);

    first.finish(true);
    await vi.advanceTimersByTimeAsync(SUPPORT_BUNDLE_REFRESH_DELAY_MILLIS * 2);
    // One service is still creating: nothing reloads yet.
    expect(reload).not.toHaveBeenCalled();
    expect(tracker.snapshot().placeholders).toHaveLength(2);

    second.finish(true);
    await vi.advanceTimersByTimeAsync(2999);
    expect(reload).not.toHaveBeenCalled();
    expect(tracker.snapshot().placeholders).toHaveLength(2);

    await vi.advanceTimersByTimeAsync(1);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(tracker.snapshot().placeholders).toEqual([]);
  });

  it('R15.11 resolves a failed or thrown create to false, and its placeholder still goes', async () => {
    const { tracker, reload } = setup();
    const refused = pendingCall();
    const thrown = pendingCall();
    const a = tracker.track({ service: 'artifactory', name: 'a' }, refused.create);
    const b = tracker.track({ service: 'insight', name: 'b' }, thrown.create);
    refused.finish(false);
    thrown.fail(new Error('503'));
    expect([await a, await b]).toEqual([false, false]);
    expect(tracker.snapshot().inProgress).toEqual({ artifactory: 0, insight: 0 });

    await vi.advanceTimersByTimeAsync(SUPPORT_BUNDLE_REFRESH_DELAY_MILLIS);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(tracker.snapshot().placeholders).toEqual([]);
  });

  it('keeps the placeholder of a creation started during the delay until its own reload', async () => {
    const { tracker, reload } = setup();
    const first = pendingCall();
    const second = pendingCall();
    void tracker.track({ service: 'artifactory', name: 'a' }, first.create);
    first.finish(true);
    await vi.advanceTimersByTimeAsync(SUPPORT_BUNDLE_REFRESH_DELAY_MILLIS - 500);

    void tracker.track({ service: 'artifactory', name: 'b' }, second.create);
    await vi.advanceTimersByTimeAsync(1000);
    expect(reload).not.toHaveBeenCalled();
    expect(tracker.snapshot().placeholders.map((p) => p.name)).toEqual(['b', 'a']);

    second.finish(true);
    await vi.advanceTimersByTimeAsync(SUPPORT_BUNDLE_REFRESH_DELAY_MILLIS);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(tracker.snapshot().placeholders).toEqual([]);
  });

  it('tells its listeners of each change and keeps the same snapshot in between', async () => {
    const { tracker } = setup();
    const listener = vi.fn();
    tracker.subscribe(listener);
    const before = tracker.snapshot();
    expect(tracker.snapshot()).toBe(before);
    const call = pendingCall();
    void tracker.track({ service: 'artifactory', name: 'a' }, call.create);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(tracker.snapshot()).not.toBe(before);
    call.finish(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('does not reload after it is disposed', async () => {
    const { tracker, reload } = setup();
    await tracker.track({ service: 'artifactory', name: 'a' }, async () => true);
    tracker.dispose();
    await vi.advanceTimersByTimeAsync(SUPPORT_BUNDLE_REFRESH_DELAY_MILLIS);
    expect(reload).not.toHaveBeenCalled();
  });
});
