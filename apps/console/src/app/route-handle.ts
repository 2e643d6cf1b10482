import { type FeatureFlag, isFeatureFlag } from '@arca/contract';
import type { ComponentType } from 'react';
import type { Params } from 'react-router';
import type { RouteHandle } from '../shared/routing/route-handle.ts';
import {
  isVisibilityRuleId,
  type RuleRef,
  VISIBLE,
  type VisibilityContext,
  type VisibilityOutcome,
  visibilityOfAll,
} from '../shared/visibility/index.ts';

// What a route declares lives in shared/, where the features declare their own routes; this module
// reads and resolves it for the guards, titles and breadcrumbs.
export { authRouteNames, type RouteAccess, type RouteHandle } from '../shared/routing/route-handle.ts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Narrows React Router's untyped `handle` to ours, dropping anything that does not fit. */
export function readHandle(handle: unknown): RouteHandle {
  if (!isRecord(handle)) return {};
  const result: RouteHandle = {};
  if (typeof handle.title === 'string') result.title = handle.title;
  if (typeof handle.name === 'string') result.name = handle.name;
  if (typeof handle.crumbParam === 'string') result.crumbParam = handle.crumbParam;
  if (typeof handle.crumb === 'function') result.crumb = handle.crumb as ComponentType<{ params: Params }>;
  if (typeof handle.crumbParent === 'string') result.crumbParent = handle.crumbParent;
  if (Array.isArray(handle.rules)) {
    result.rules = handle.rules.filter(
      (rule): rule is RuleRef =>
        (typeof rule === 'string' && isVisibilityRuleId(rule)) || (isRecord(rule) && Array.isArray(rule.steps)),
    );
  }
  if (isRecord(handle.access)) {
    const { public: isPublic, authScreen, admin, features } = handle.access;
    result.access = {
      ...(isPublic === true ? { public: true } : {}),
      ...(authScreen === true ? { authScreen: true } : {}),
      ...(admin === true ? { admin: true } : {}),
      ...(Array.isArray(features) ? { features: features.filter((flag) => isFeatureFlag(flag)) } : {}),
    };
  }
  return result;
}

export interface ResolvedAccess {
  public: boolean;
  authScreen: boolean;
  admin: boolean;
  /** The tightest outcome of every rule along the branch: a rule can only tighten (shell.md §6). */
  visibility: VisibilityOutcome;
  /** Every feature flag the branch needs, ancestors included. */
  features: readonly FeatureFlag[];
}

/**
 * The access of a matched branch, root first. A requirement of any ancestor holds for its children
 * (rules only tighten), while being public or an auth screen is the leaf's own property.
 */
export function resolveAccess(handles: readonly RouteHandle[], context?: VisibilityContext): ResolvedAccess {
  const rules = handles.flatMap((handle) => handle.rules ?? []);
  const leaf = handles.at(-1)?.access ?? {};
  const authScreen = leaf.authScreen === true;
  return {
    public: authScreen || leaf.public === true,
    authScreen,
    admin: handles.some((handle) => handle.access?.admin === true),
    features: [...new Set(handles.flatMap((handle) => handle.access?.features ?? []))],
    // No rules, nothing to judge: the route is as open as its other access says.
    visibility: rules.length === 0 ? VISIBLE : visibilityOfAll(rules, context),
  };
}

/** The deepest title in the branch: a child names the page more precisely than its layout. */
export function resolveTitle(handles: readonly RouteHandle[]): string | undefined {
  return handles.findLast((handle) => handle.title !== undefined)?.title;
}
