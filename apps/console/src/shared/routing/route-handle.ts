import type { FeatureFlag } from '@arca/contract';
import type { ComponentType } from 'react';
import type { Params } from 'react-router';
import type { RuleRef } from '../visibility/index.ts';

/**
 * What each route declares about itself in the route table's `handle`. Guards, the page title and
 * the breadcrumbs read it, so a route's needs are written once, beside its path. It lives in shared/
 * because each feature declares its own routes; app/ composes them and runs the guards.
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
  /** A breadcrumb labelled by one of the route's params (a build's name, the repository an editor edits). */
  crumbParam?: string;
  /**
   * The breadcrumb label: a crumb that labels itself from the route's params (a package's name, read
   * from its query) comes first, then the param `crumbParam` names (what an editor edits), then the title.
   */
  crumb?: ComponentType<{ params: Params }>;
  /**
   * The page this one sits under when its address does not show it (a project's settings under the
   * projects list at /admin/projects/list): the breadcrumbs list that page's trail before this one.
   */
  crumbParent?: string;
  /** The spec's route name, where it gives one (R1.18). */
  name?: string;
  access?: RouteAccess;
  /**
   * The visibility rules of the route's menu item (shell.md §6): the guard lets the route open only
   * when they resolve to visible, and follows a redirect they resolve to (guard 6).
   */
  rules?: readonly RuleRef[];
  /**
   * The screen is drawn without antd (the login route), so its code loads without antd's: a cold
   * login fetches only what it shows. Every other screen loads antd beside its own code.
   */
  plain?: true;
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
