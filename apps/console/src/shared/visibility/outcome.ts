/**
 * What a menu item, navigation item or route resolves to (shell.md §6; admin-and-widgets.md §4).
 * The admin document also names 'invisible' (O21); nothing tells it apart from hidden, so it is
 * read as hidden and has no outcome of its own.
 */
export type VisibilityOutcome =
  | { kind: 'visible' }
  /** Shown but not usable; the reason feeds the tooltip. */
  | { kind: 'disabled'; reason: DisabledReason }
  | { kind: 'hidden' }
  /** Opening it goes elsewhere: `to` is a console path. */
  | { kind: 'redirected'; to: string };

export type VisibilityKind = VisibilityOutcome['kind'];

/** Why an item is shown but disabled. */
export type DisabledReason =
  /** The licence is too low: the tooltip is `message` with a learn-more link (R7.37). */
  | { code: 'license'; feature: string; license: string; message: string }
  /** An anonymous visitor below the view level the item needs (R7.30). */
  | { code: 'anonymous' }
  /** Any other condition a rule chose to disable rather than hide. */
  | { code: 'condition'; condition: string };

export const VISIBLE: VisibilityOutcome = { kind: 'visible' };
export const HIDDEN: VisibilityOutcome = { kind: 'hidden' };

/**
 * How tight each outcome is. A rule can only tighten (R7.21): visible, then redirected, then
 * disabled, then hidden. Redirected sits above visible because it still keeps the visitor off the
 * page they asked for, and below disabled and hidden because a redirect must never let someone
 * through to a target when the item itself is closed to them: a closed item goes to the guard's
 * role-based fallback instead (shell.md §4, guard 6).
 */
const tightness: Record<VisibilityKind, number> = { visible: 0, redirected: 1, disabled: 2, hidden: 3 };

/**
 * The tighter of two outcomes. On a tie the earlier one stands, so the first redirect target and
 * the first disabling reason are the ones reported.
 */
export function tighten(earlier: VisibilityOutcome, later: VisibilityOutcome): VisibilityOutcome {
  return tightness[later.kind] > tightness[earlier.kind] ? later : earlier;
}

/** The tightest of several outcomes, visible when there are none. */
export function tightest(outcomes: Iterable<VisibilityOutcome>): VisibilityOutcome {
  let result = VISIBLE;
  for (const outcome of outcomes) result = tighten(result, outcome);
  return result;
}

/** Whether the item's route opens as asked: only a visible item does (guard 6 sends the rest away). */
export function opens(outcome: VisibilityOutcome): boolean {
  return outcome.kind === 'visible';
}

/** Whether the item appears in a menu at all: a disabled one greyed out, a redirected one leading elsewhere. */
export function isShown(outcome: VisibilityOutcome): boolean {
  return outcome.kind !== 'hidden';
}
