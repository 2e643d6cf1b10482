import type { VisibilityContext } from './context.ts';
import { evaluate, evaluateAll, type VisibilityRule } from './evaluate.ts';
import { menuRules } from './menu-rules.ts';
import { navigationRules } from './navigation-rules.ts';
import type { VisibilityOutcome } from './outcome.ts';
import { routeRules } from './route-rules.ts';
import { searchRules } from './search-rules.ts';

/**
 * Every rule by its id, so a menu entry or a route handle can carry just the id. Each area's
 * file holds its rules with the requirement they come from.
 */
export const visibilityRules = {
  ...navigationRules,
  ...menuRules,
  ...searchRules,
  ...routeRules,
} as const satisfies Record<string, VisibilityRule>;

export type VisibilityRuleId = keyof typeof visibilityRules;

/** What a menu entry or route handle carries: a registered rule's id, or a rule of its own. */
export type RuleRef = VisibilityRuleId | VisibilityRule;

export function isVisibilityRuleId(value: string): value is VisibilityRuleId {
  return Object.hasOwn(visibilityRules, value);
}

export function resolveRule(ref: RuleRef): VisibilityRule {
  return typeof ref === 'string' ? visibilityRules[ref] : ref;
}

/** The outcome of one rule, given by id or in full. */
export function visibilityOf(ref: RuleRef, context: VisibilityContext | undefined): VisibilityOutcome {
  return evaluate(resolveRule(ref), context);
}

/** The outcome of an entry or route branch carrying several rules: the tightest. */
export function visibilityOfAll(refs: readonly RuleRef[], context: VisibilityContext | undefined): VisibilityOutcome {
  return evaluateAll(refs.map(resolveRule), context);
}
