import { type RuleStep, stepOutcome } from './conditions.ts';
import type { VisibilityContext } from './context.ts';
import { HIDDEN, tighten, VISIBLE, type VisibilityOutcome } from './outcome.ts';

/**
 * A declarative visibility rule for a menu item, navigation item or route (STYLE §3): its steps
 * run in order and each can only tighten the outcome (R7.21).
 */
export interface VisibilityRule {
  id: string;
  /** How the item is named to the user, for the unsupported-feature tooltip (R7.37). */
  feature: string;
  steps: readonly RuleStep[];
}

/**
 * The outcome of a rule for a context. Without a context (capabilities still loading) the gate
 * stays closed: hidden.
 */
export function evaluate(rule: VisibilityRule, context: VisibilityContext | undefined): VisibilityOutcome {
  if (context === undefined) return HIDDEN;
  let outcome = VISIBLE;
  for (const step of rule.steps) {
    outcome = tighten(outcome, stepOutcome(step, context, rule.feature));
    if (outcome.kind === 'hidden') break;
  }
  return outcome;
}

/**
 * The outcome of several rules together, e.g. a route and its ancestors or a menu entry carrying
 * two rules: the tightest wins, on a tie the earliest.
 */
export function evaluateAll(
  rules: readonly VisibilityRule[],
  context: VisibilityContext | undefined,
): VisibilityOutcome {
  return rules.reduce((outcome, rule) => tighten(outcome, evaluate(rule, context)), VISIBLE);
}
