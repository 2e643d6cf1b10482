import { type FeatureFlag, isFeatureFlag, type UserData } from '@arca/contract';

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

/** How a route's menu item shows (shell.md §6); only a visible one opens. */
export type Visibility = 'visible' | 'disabled' | 'hidden';

export interface RouteHandle {
  /** Page title and breadcrumb label (R1.03). */
  title?: string;
  /** The spec's route name, where it gives one (R1.18). */
  name?: string;
  access?: RouteAccess;
  /**
   * The route's menu-item visibility for this visitor, where it depends on more than the admin
   * flag (licence, services, feature flags); the visibility engine supplies these rules.
   */
  visibility?: (visitor: Visitor) => Visibility;
}

/** What a visibility rule may look at. */
export interface Visitor {
  user: UserData;
  licenseType: string;
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
  if (typeof handle.visibility === 'function')
    result.visibility = handle.visibility as (visitor: Visitor) => Visibility;
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
  /** The tightest visibility along the branch: a rule can only tighten (shell.md §6). */
  visibility: Visibility;
  /** Every feature flag the branch needs, ancestors included. */
  features: readonly FeatureFlag[];
}

const visibilityRank: Record<Visibility, number> = { visible: 0, disabled: 1, hidden: 2 };

/**
 * The access of a matched branch, root first. A requirement of any ancestor holds for its children
 * (rules only tighten), while being public or an auth screen is the leaf's own property.
 */
export function resolveAccess(handles: readonly RouteHandle[], visitor?: Visitor): ResolvedAccess {
  const leaf = handles.at(-1)?.access ?? {};
  const authScreen = leaf.authScreen === true;
  return {
    public: authScreen || leaf.public === true,
    authScreen,
    admin: handles.some((handle) => handle.access?.admin === true),
    features: [...new Set(handles.flatMap((handle) => handle.access?.features ?? []))],
    visibility: handles.reduce<Visibility>((tightest, handle) => {
      const own = (visitor && handle.visibility?.(visitor)) ?? 'visible';
      return visibilityRank[own] > visibilityRank[tightest] ? own : tightest;
    }, 'visible'),
  };
}

/** The deepest title in the branch: a child names the page more precisely than its layout. */
export function resolveTitle(handles: readonly RouteHandle[]): string | undefined {
  return handles.findLast((handle) => handle.title !== undefined)?.title;
}
