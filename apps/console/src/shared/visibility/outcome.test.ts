import { describe, expect, it } from 'vitest';
import { evaluate } from './evaluate.ts';
import { HIDDEN, isShown, opens, tighten, tightest, VISIBLE, type VisibilityOutcome } from './outcome.ts';
import { contextOf } from './visibility-test-data.ts';

const disabled: VisibilityOutcome = { kind: 'disabled', reason: { code: 'anonymous' } };
const redirected: VisibilityOutcome = { kind: 'redirected', to: '/packages' };

describe('visibility outcomes', () => {
  it('R7.20 an item resolves to visible, disabled, hidden or redirected', () => {
    const context = contextOf({ admin: false, anonymous: true });
    const outcomes = [
      evaluate({ id: 'open', feature: 'Open', steps: [] }, context),
      evaluate({ id: 'anon', feature: 'Anon', steps: [{ kind: 'anonymousAccess' }] }, context),
      evaluate({ id: 'admin', feature: 'Admin', steps: [{ kind: 'admin' }] }, context),
      evaluate({ id: 'moved', feature: 'Moved', steps: [{ kind: 'redirect', to: '/packages', when: [] }] }, context),
    ];
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(['visible', 'disabled', 'hidden', 'redirected']);
  });

  it.each<[string, VisibilityOutcome, VisibilityOutcome, VisibilityOutcome]>([
    ['visible then disabled', VISIBLE, disabled, disabled],
    ['visible then hidden', VISIBLE, HIDDEN, HIDDEN],
    ['disabled then hidden', disabled, HIDDEN, HIDDEN],
    ['disabled then visible', disabled, VISIBLE, disabled],
    ['hidden then visible', HIDDEN, VISIBLE, HIDDEN],
    ['hidden then disabled', HIDDEN, disabled, HIDDEN],
    ['visible then redirected', VISIBLE, redirected, redirected],
    ['redirected then visible', redirected, VISIBLE, redirected],
    ['redirected then disabled', redirected, disabled, disabled],
    ['disabled then redirected', disabled, redirected, disabled],
    ['hidden then redirected', HIDDEN, redirected, HIDDEN],
  ])('R7.21 a rule only tightens: %s', (_, earlier, later, expected) => {
    expect(tighten(earlier, later)).toEqual(expected);
  });

  it('R7.21 a later step never loosens an earlier one within a rule', () => {
    const rule = {
      id: 'r',
      feature: 'R',
      steps: [{ kind: 'admin' as const }, { kind: 'redirect' as const, to: '/elsewhere', when: [] }],
    };
    expect(evaluate(rule, contextOf({ admin: false }))).toEqual(HIDDEN);
    expect(evaluate(rule, contextOf({ admin: true }))).toEqual({ kind: 'redirected', to: '/elsewhere' });
  });

  it('keeps the first redirect target and the first disabling reason on a tie', () => {
    const other: VisibilityOutcome = { kind: 'redirected', to: '/repos' };
    expect(tightest([redirected, other])).toEqual(redirected);
    const byLicense: VisibilityOutcome = {
      kind: 'disabled',
      reason: { code: 'condition', condition: 'setting' },
    };
    expect(tightest([disabled, byLicense])).toEqual(disabled);
  });

  it('opens only a visible item, and shows every item but a hidden one', () => {
    expect([VISIBLE, disabled, redirected, HIDDEN].map(opens)).toEqual([true, false, false, false]);
    expect([VISIBLE, disabled, redirected, HIDDEN].map(isShown)).toEqual([true, true, true, false]);
  });
});
