import {
  GOOGLE_AUTHENTICATOR,
  type LoginDialogConfig,
  type LoginPageVisibility,
  type LoginRelatedData,
  type OAuthProviderEntry,
  type SamlLogoutUrl,
  type UserData,
  type UserPluginState,
} from '@arca/contract';
import { sanitizeExternalUrl } from '../../shared/routing/safe-url.ts';

/** Whether the login page is this console's own or a provider's elsewhere (R4.24). */
export type LoginViewMode = 'external' | 'internal';

/** The administrators' login-page message (R4.25): its config, whose permanent flag outlives a dismissal. */
export interface LoginDialogSettingsContent {
  config: LoginDialogConfig;
}

/**
 * The login state (shell.md §3, R4.22): everything the login page offers, gathered from the calls
 * that answer it, so the page reads one typed value rather than each answer's own shape.
 */
export interface LoginState {
  forgotPassword: boolean;
  rememberMeEnabled: boolean;
  /** The single sign-on provider's link, sanitised (R4.28); undefined when none is set or it is unsafe. */
  ssoProviderLinkSAML: string | undefined;
  oauthProviders: readonly OAuthProviderEntry[];
  /** Undefined until the server has answered: no dialog is decided on a guess. */
  loginDialogSettingsContent: LoginDialogSettingsContent | undefined;
  /** The authenticator a second step asks for: set once a login answers that it must be verified (R4.03). */
  mfaAuthenticator: typeof GOOGLE_AUTHENTICATOR | undefined;
  loginViewMode: LoginViewMode;
  /** A user plugin takes part in logins. */
  authUserPlugin: boolean;
  /** Where a SAML user signs out at the provider, when one is set. */
  samlLogoutUrl: string | undefined;
  /** Arca's own additions: people may register themselves, and Crowd accounts may log in. */
  selfRegistration: boolean;
  crowdLogin: boolean;
}

/** The answers the login state is made of; one not yet answered is left out. */
export interface LoginStateAnswers {
  loginRelatedData?: LoginRelatedData;
  oauthProviders?: readonly OAuthProviderEntry[];
  loginDialog?: LoginDialogConfig;
  loginPageVisibility?: LoginPageVisibility;
  userPlugin?: UserPluginState;
  samlLogoutUrl?: SamlLogoutUrl;
  /** The second step the last login answered with. */
  mfaStatus?: UserData['mfaStatus'];
}

/** Builds the login state; while an answer is missing, its part offers nothing rather than a guess. */
export function buildLoginState(answers: LoginStateAnswers): LoginState {
  const related = answers.loginRelatedData;
  return {
    forgotPassword: related?.forgotPassword ?? false,
    rememberMeEnabled: related?.canRememberMe ?? false,
    ssoProviderLinkSAML: sanitizeExternalUrl(related?.ssoProviderLink) ?? undefined,
    oauthProviders: answers.oauthProviders ?? [],
    loginDialogSettingsContent: answers.loginDialog ? { config: answers.loginDialog } : undefined,
    mfaAuthenticator: answers.mfaStatus === 'verify' ? GOOGLE_AUTHENTICATOR : undefined,
    loginViewMode: answers.loginPageVisibility?.loginIsExternal ? 'external' : 'internal',
    authUserPlugin: answers.userPlugin?.isUserPluginEnabled ?? false,
    samlLogoutUrl: answers.samlLogoutUrl?.logoutUrl ?? undefined,
    selfRegistration: related?.selfRegistration ?? false,
    crowdLogin: related?.crowdLogin ?? false,
  };
}
