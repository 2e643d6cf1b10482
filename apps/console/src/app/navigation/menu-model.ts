import type { ReactNode } from 'react';
import {
  isShown,
  type navigationRules,
  type RuleRef,
  type VisibilityContext,
  type VisibilityOutcome,
  type VisibilityRule,
  visibilityOfAll,
} from '../../shared/visibility/index.ts';

/** The navigation-bar filters an item can be marked with (R8.05–R8.10): the spec's flavors. */
export type NavigationFlavor = keyof typeof navigationRules;

/**
 * One entry of a menu (R8.29): a title, a console route or an outside href, an icon, the flavors
 * the navigation bar filters it by, the product it needs when entitlements are enforced, and the
 * visibility rules of its own. A group holds children and needs no target.
 */
export interface MenuItem {
  key: string;
  title: string;
  /** One line on what the area holds, for the grouped admin menu. */
  description?: string;
  route?: string;
  href?: string;
  icon?: ReactNode;
  flavors?: readonly NavigationFlavor[];
  entitlement?: string;
  rules?: readonly RuleRef[];
  /** The path prefix of the entry's screens, when it is wider than `route`. */
  area?: string;
  children?: readonly MenuItem[];
}

/** An item as this visitor sees it: shown (visible, disabled or redirected), with its shown children. */
export interface ResolvedMenuItem {
  item: MenuItem;
  outcome: VisibilityOutcome;
  /** Where the entry leads: its route, or the target its rules redirect to. */
  to: string | undefined;
  children: ResolvedMenuItem[];
}

function entitlementRule(item: MenuItem, product: string): VisibilityRule {
  return { id: `${item.key}.entitlement`, feature: item.title, steps: [{ kind: 'entitlement', product }] };
}

/** Every rule an item carries: its flavors' filters, its entitlement, then its own rules. */
function rulesOf(item: MenuItem): RuleRef[] {
  return [
    ...(item.flavors ?? []),
    ...(item.entitlement ? [entitlementRule(item, item.entitlement)] : []),
    ...(item.rules ?? []),
  ];
}

/**
 * The menu as the visitor sees it (shell.md §2, §6): hidden items removed, disabled ones kept with
 * their reason, redirected ones pointing at their target. A group counts as hidden when none of
 * its children shows, and its own rules tighten every child's.
 */
export function resolveMenu(
  items: readonly MenuItem[],
  context: VisibilityContext | undefined,
  inherited: readonly RuleRef[] = [],
): ResolvedMenuItem[] {
  return items.flatMap((item) => {
    const rules = [...inherited, ...rulesOf(item)];
    const outcome = visibilityOfAll(rules, context);
    if (!isShown(outcome)) return [];
    const children = resolveMenu(item.children ?? [], context, rules);
    if (item.children && children.length === 0) return [];
    const to = outcome.kind === 'redirected' ? outcome.to : item.route;
    return [{ item, outcome, to, children }];
  });
}

/** The leaves of a resolved menu, depth first. */
export function leavesOf(items: readonly ResolvedMenuItem[]): ResolvedMenuItem[] {
  return items.flatMap((entry) => (entry.children.length > 0 ? leavesOf(entry.children) : [entry]));
}

/** The keys of the leaves a path belongs to: their own page or anything below their area. */
export function selectedMenuKeys(items: readonly ResolvedMenuItem[], pathname: string): string[] {
  return leavesOf(items)
    .filter(({ item, to }) => {
      const area = item.area ?? to;
      return area !== undefined && (pathname === area || pathname.startsWith(`${area}/`));
    })
    .map(({ item }) => item.key);
}

/** The keys of every group that holds entries, at any depth. */
export function groupKeysOf(items: readonly ResolvedMenuItem[]): string[] {
  return items.flatMap((entry) => (entry.children.length > 0 ? [entry.item.key, ...groupKeysOf(entry.children)] : []));
}
