import { describe, expect, it } from 'vitest';
import {
  advanceSequence,
  emptySequence,
  SEQUENCE_TIMEOUT_MS,
  type SequenceState,
  type Shortcut,
  shortcutsFor,
} from './shortcuts.ts';

/** Types keys at the given times and returns the descriptions of the shortcuts they complete. */
function type(table: readonly Shortcut[], presses: readonly [string, number][]): string[] {
  let state: SequenceState = emptySequence;
  const done: string[] = [];
  for (const [key, now] of presses) {
    const step = advanceSequence(table, state, key, now);
    state = step.state;
    if (step.shortcut) done.push(step.shortcut.description);
  }
  return done;
}

describe('keyboard shortcut sequences', () => {
  const everyone = shortcutsFor(false);
  const admins = shortcutsFor(true);

  it('completes a one-key shortcut at once', () => {
    expect(type(everyone, [['?', 1000]])).toEqual(['Show keyboard shortcuts']);
  });

  it('completes a two-key sequence when the second key follows in time', () => {
    expect(
      type(everyone, [
        ['g', 1000],
        ['p', 1000 + SEQUENCE_TIMEOUT_MS],
      ]),
    ).toEqual(['Packages']);
  });

  it('forgets the first key once the timeout has passed', () => {
    expect(
      type(everyone, [
        ['g', 1000],
        ['p', 1001 + SEQUENCE_TIMEOUT_MS],
      ]),
    ).toEqual([]);
  });

  it('does nothing for a second key alone or for a key of no sequence', () => {
    expect(
      type(everyone, [
        ['p', 1000],
        ['x', 1100],
        ['g', 1200],
        ['x', 1300],
        ['p', 1400],
      ]),
    ).toEqual([]);
  });

  it('lets a key that breaks a sequence start a new one', () => {
    expect(
      type(everyone, [
        ['g', 1000],
        ['g', 1100],
        ['a', 1200],
      ]),
    ).toEqual(['Artifacts']);
    expect(
      type(everyone, [
        ['g', 1000],
        ['?', 1100],
      ]),
    ).toEqual(['Show keyboard shortcuts']);
  });

  it('offers the administration shortcuts to administrators only', () => {
    expect(
      type(admins, [
        ['g', 1000],
        ['u', 1100],
      ]),
    ).toEqual(['Users']);
    expect(
      type(everyone, [
        ['g', 1000],
        ['u', 1100],
      ]),
    ).toEqual([]);
    expect(everyone.map(({ description }) => description)).toEqual([
      'Show keyboard shortcuts',
      'Home',
      'Packages',
      'Artifacts',
    ]);
    expect(admins.map(({ description }) => description)).toEqual([
      'Show keyboard shortcuts',
      'Home',
      'Packages',
      'Artifacts',
      'Users',
      'Repositories',
      'Administration',
    ]);
  });
});
