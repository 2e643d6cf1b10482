import { type LicenseType, licenseRankOf, unsupportedFeatureMessage } from '@arca/contract';
import {
  type AnonymousViewLevel,
  canAdministerProjects,
  hasTrait,
  type InstanceTrait,
  isSpecificProject,
  type ServiceName,
  serviceVersion,
  type VisibilityContext,
  type VisibilityFeature,
  type VisibilitySetting,
} from './context.ts';
import { HIDDEN, VISIBLE, type VisibilityOutcome } from './outcome.ts';
import { inVersionRange, type VersionRange } from './version-range.ts';

/** What a failed condition does instead of its default. */
export type Tightening = 'disabled' | 'hidden';

/**
 * One requirement of a rule. A condition that holds leaves the outcome as it is; one that fails
 * gives its default outcome (named on each kind), or `otherwise` when the rule names another.
 */
export type Condition = (
  | /** Administrators only; default hidden (R7.29, R8.07). */ { kind: 'admin' }
  | /** R7.10; default hidden. */ { kind: 'canAdministerProjects' }
  | /** A specific project selected, or the All context; default hidden. */ {
      kind: 'project';
      context: 'specific' | 'all';
    }
  | /** Not the anonymous user; default hidden. */ { kind: 'loggedIn' }
  | /**
   * Logged-in users pass; an anonymous visitor needs anonymous access on and, when given, the
   * view level. Default disabled (R7.30).
   */ { kind: 'anonymousAccess'; viewLevel?: AnonymousViewLevel }
  | /** Any licence at all (rank above 0); default hidden (R8.05). */ { kind: 'licensed' }
  | /** Licence rank at least `rank`; default disabled with the unsupported tooltip (R7.37). */ {
      kind: 'minLicenseRank';
      rank: number;
    }
  | /** The licence is one of these; default disabled with the unsupported tooltip (R7.37). */ {
      kind: 'license';
      oneOf: readonly LicenseType[];
    }
  | /** Default hidden (R8.06). */ { kind: 'deployment'; is: 'cloud' | 'onPremises' }
  | /** The trait is (present true) or is not (present false) in force; default hidden. */ {
      kind: 'trait';
      trait: InstanceTrait;
      present: boolean;
    }
  | /**
   * The service is installed, or (the default) installed and available, and its version lies in
   * `range` when one is given; default hidden (R7.24).
   */ { kind: 'service'; service: ServiceName; need?: 'installed' | 'available'; range?: VersionRange }
  | /** The feature flag is (on true) or is not (on false) set; default hidden (R7.28). */ {
      kind: 'feature';
      flag: VisibilityFeature;
      on: boolean;
    }
  | /** The instance setting is (on true) or is not (on false) set; default hidden. */ {
      kind: 'setting';
      setting: VisibilitySetting;
      on: boolean;
    }
  | /**
   * With entitlements enabled and enforced, the product must be entitled; default hidden (R7.31).
   * Without enforcement it holds, and the rule's other conditions decide (R7.32).
   */ { kind: 'entitlement'; product: string }
  | /** At least one of these holds; default hidden. */ { kind: 'anyOf'; conditions: readonly Condition[] }
  | /** The inner condition does not hold, e.g. a service that is not installed (teasers); default hidden. */ {
      kind: 'not';
      condition: Condition;
    }
  | /** Never holds: an item marked hidden (R8.09, R8.24); default hidden. */ { kind: 'never' }
) & { otherwise?: Tightening };

/** A redirect step: when every condition holds, opening the item goes to `to` instead. */
export interface Redirect {
  kind: 'redirect';
  to: string;
  when: readonly Condition[];
}

export type RuleStep = Condition | Redirect;

/** Whether a condition holds in the context. */
export function holds(condition: Condition, context: VisibilityContext): boolean {
  switch (condition.kind) {
    case 'admin':
      return context.user.admin;
    case 'canAdministerProjects':
      return canAdministerProjects(context);
    case 'project':
      return isSpecificProject(context) === (condition.context === 'specific');
    case 'loggedIn':
      return !context.user.anonymous;
    case 'anonymousAccess':
      return (
        !context.user.anonymous ||
        (context.anonymousAccess.enabled &&
          (condition.viewLevel === undefined || context.anonymousAccess.viewLevels.has(condition.viewLevel)))
      );
    case 'licensed':
      return licenseRankOf(context.license) > 0;
    case 'minLicenseRank':
      return licenseRankOf(context.license) >= condition.rank;
    case 'license':
      return (condition.oneOf as readonly string[]).includes(context.license);
    case 'deployment':
      return context.deployment === condition.is;
    case 'trait':
      return hasTrait(context, condition.trait) === condition.present;
    case 'service': {
      const state = context.services[condition.service];
      if (state === undefined) return false;
      if ((condition.need ?? 'available') === 'available' && !state.available) return false;
      return (
        condition.range === undefined || inVersionRange(serviceVersion(context, condition.service), condition.range)
      );
    }
    case 'feature':
      return context.features.has(condition.flag) === condition.on;
    case 'setting':
      return context.settings.has(condition.setting) === condition.on;
    case 'entitlement': {
      const { enabled, enforced, products } = context.entitlements;
      return !(enabled && enforced) || products.has(condition.product);
    }
    case 'anyOf':
      return condition.conditions.some((inner) => holds(inner, context));
    case 'not':
      return !holds(condition.condition, context);
    case 'never':
      return false;
  }
}

const disabledByDefault: ReadonlySet<Condition['kind']> = new Set(['anonymousAccess', 'minLicenseRank', 'license']);

/**
 * What a failed condition turns the item into. `feature` names the item in the licence tooltip.
 */
export function failureOutcome(condition: Condition, context: VisibilityContext, feature: string): VisibilityOutcome {
  const tightening = condition.otherwise ?? (disabledByDefault.has(condition.kind) ? 'disabled' : 'hidden');
  if (tightening === 'hidden') return HIDDEN;
  if (condition.kind === 'minLicenseRank' || condition.kind === 'license') {
    const message = unsupportedFeatureMessage(feature, context.license);
    return { kind: 'disabled', reason: { code: 'license', feature, license: context.license, message } };
  }
  if (condition.kind === 'anonymousAccess') return { kind: 'disabled', reason: { code: 'anonymous' } };
  return { kind: 'disabled', reason: { code: 'condition', condition: condition.kind } };
}

/** The outcome of one step: visible when a condition holds or a redirect does not apply. */
export function stepOutcome(step: RuleStep, context: VisibilityContext, feature: string): VisibilityOutcome {
  if (step.kind === 'redirect') {
    return step.when.every((condition) => holds(condition, context)) ? { kind: 'redirected', to: step.to } : VISIBLE;
  }
  return holds(step, context) ? VISIBLE : failureOutcome(step, context, feature);
}
