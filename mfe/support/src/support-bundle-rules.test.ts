import { describe, expect, it } from 'vitest';
import {
  dateOrderProblem,
  supportBundleFieldMessages,
  threadDumpCountProblem,
  threadDumpIntervalProblem,
} from './support-bundle-rules.ts';

describe('support bundle form rules', () => {
  it('takes a thread-dump count from 0 to 10, whole', () => {
    for (const ok of [0, 1, 10, '4']) expect(threadDumpCountProblem(ok)).toBeUndefined();
    for (const bad of [-1, 11, 2.5, '', null, undefined, 'x']) {
      expect(threadDumpCountProblem(bad)).toBe('Enter a whole number of thread dumps from 0 to 10');
    }
  });

  it('takes an interval from 0 to 30000 ms, whole', () => {
    for (const ok of [0, 1000, 30_000]) expect(threadDumpIntervalProblem(ok)).toBeUndefined();
    for (const bad of [-5, 30_001, 0.5, null]) {
      expect(threadDumpIntervalProblem(bad)).toBe(supportBundleFieldMessages.threadDumpInterval);
    }
    expect(supportBundleFieldMessages.threadDumpInterval).toBe('Enter a whole number of milliseconds from 0 to 30000');
  });

  it('refuses a first day after the last', () => {
    expect(dateOrderProblem('2026-11-24', '2026-11-25')).toBeUndefined();
    expect(dateOrderProblem('2026-11-25', '2026-11-25')).toBeUndefined();
    expect(dateOrderProblem('2026-11-26', '2026-11-25')).toBe('The first day must not be after the last day');
    expect(dateOrderProblem(undefined, '2026-11-25')).toBeUndefined();
  });
});
