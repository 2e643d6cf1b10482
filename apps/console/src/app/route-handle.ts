import { type FeatureFlag, isFeatureFlag } from '@arca/contract';
import type { ComponentType } from 'react';
import type { Params } from 'react-router';
import {
  isVisibilityRuleId,
  type RuleRef,
  VISIBLE,
  type VisibilityContext,
  type VisibilityOutcome,
  visibilityOfAll,
} from '../shared/visibility/index.ts';

/**
 * What each route declares about itself in the route table's `handle`. Guards, the page title and
 * the breadcrumbs read it, so a route's needs are written once, beside its path.
 */
export interface RouteAccess {
  /** Reachable without logging in. */
  public?: boolean;
  /** An authentication screen: a logged-in visitor is sent on (shell.md §4, guard 4). Implies public. */
  authScreen?: boolean;
  /** Administrators only: for anyone else the route counts as hidden (guard 6). */
  admin?: boolean;
  /** Feature flags that must be on, or navigation to the route is cancelled (R1.46, R1.47). */
  features?: readonly FeatureFlag[];
}

export interface RouteHandle {
  /** Page title and breadcrumb label (R1.03). */
  title?: string;
  /** A breadcrumb labelled by one of the route's params (a build's name), for routes without a title. */
  crumbParam?: string;
  /** A breadcrumb that labels itself from the route's params (a package's name, read from its query). */
  crumb?: ComponentType<{ params: Params }>;
  /** The spec's route name, where it gives one (R1.18). */
  name?: string;
  access?: RouteAccess;
  /**
   * The visibility rules of the route's menu item (shell.md §6): the guard lets the route open only
   * when they resolve to visible, and follows a redirect they resolve to (guard 6).
   */
  rules?: readonly RuleRef[];
}

/** The route names of the authentication screens (shell.md §2, R1.18). */
export const authRouteNames = {
  login: 'login',
  otpLogin: 'otpLogin',
  mfaEnroll: 'mfaEnroll',
  logout: 'logout',
  forgotPassword: 'forgotPassword',
  resetPassword: 'resetPassword',
  changePassword: 'changePassword',
  registration: 'registration',
  ssoLogin: 'sso-login',
  invitation: 'invitation',
  cliRegistration: 'cli-registration',
} as const;

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
