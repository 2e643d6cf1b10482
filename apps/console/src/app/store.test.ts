import { describe, expect, it } from 'vitest';
import { initialFlags, useAppStore } from './store.ts';

describe('the central store', () => {
  it('holds exactly the four flags of the spec', () => {
    expect(Object.keys(initialFlags).sort()).toEqual(
      ['applicationStarted', 'cloudTrial', 'initialDataFetched', 'loadingCount'].sort(),
    );
  });

  it('counts loading up and down and never below zero', () => {
    const { incrementLoading, decrementLoading } = useAppStore.getState();
    incrementLoading();
    incrementLoading();
    decrementLoading();
    expect(useAppStore.getState().loadingCount).toBe(1);
    decrementLoading();
    decrementLoading();
    expect(useAppStore.getState().loadingCount).toBe(0);
  });
});
