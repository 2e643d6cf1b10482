import { GOOGLE_AUTHENTICATOR, type OAuthProviderEntry } from '@arca/contract';
import { describe, expect, it } from 'vitest';
import { buildLoginState, type LoginState } from './login-state.ts';

const github: OAuthProviderEntry = {
  name: 'github',
  displayName: 'GitHub',
  type: 'github',
  url: '/ui/oauth2/loginRequestPlatform?provider=github',
  icon: 'github',
};

describe('the login state', () => {
  it('R4.22 R4.24 R4.25 holds every part of the login page, each read from the call that answers it', () => {
    const state: LoginState = buildLoginState({
      loginRelatedData: {
        forgotPassword: true,
        canRememberMe: true,
        ssoProviderLink: 'https://sso.example.com/login',
        selfRegistration: true,
        crowdLogin: false,
      },
      oauthProviders: [github],
      loginDialog: { enabled: true, title: 'Notice', content: 'Authorised use only', permanent: true },
      loginPageVisibility: { loginIsExternal: false },
      userPlugin: { isUserPluginEnabled: true },
      samlLogoutUrl: { logoutUrl: 'https://idp.example.com/logout' },
      mfaStatus: 'verify',
    });
    expect(state).toEqual({
      forgotPassword: true,
      rememberMeEnabled: true,
      ssoProviderLinkSAML: 'https://sso.example.com/login',
      oauthProviders: [github],
      loginDialogSettingsContent: {
        config: { enabled: true, title: 'Notice', content: 'Authorised use only', permanent: true },
      },
      mfaAuthenticator: GOOGLE_AUTHENTICATOR,
      loginViewMode: 'internal',
      authUserPlugin: true,
      samlLogoutUrl: 'https://idp.example.com/logout',
      selfRegistration: true,
      crowdLogin: false,
    } satisfies LoginState);
  });

  it('R4.24 reads the view mode as external when the login page is elsewhere, internal otherwise', () => {
    expect(buildLoginState({ loginPageVisibility: { loginIsExternal: true } }).loginViewMode).toBe('external');
    expect(buildLoginState({ loginPageVisibility: { loginIsExternal: false } }).loginViewMode).toBe('internal');
    expect(buildLoginState({}).loginViewMode).toBe('internal');
  });

  it('R4.25 keeps the login dialog config with its permanent flag, and none before the server answers', () => {
    const config = { enabled: true, title: 'Notice', content: 'Read me', permanent: false };
    expect(buildLoginState({ loginDialog: config }).loginDialogSettingsContent).toEqual({ config });
    expect(buildLoginState({ loginDialog: config }).loginDialogSettingsContent?.config.permanent).toBe(false);
    expect(buildLoginState({}).loginDialogSettingsContent).toBeUndefined();
  });

  it('R4.22 offers nothing for a part not answered yet, drops an unsafe sign-on link, and names no authenticator before one is asked for', () => {
    expect(buildLoginState({})).toEqual({
      forgotPassword: false,
      rememberMeEnabled: false,
      ssoProviderLinkSAML: undefined,
      oauthProviders: [],
      loginDialogSettingsContent: undefined,
      mfaAuthenticator: undefined,
      loginViewMode: 'internal',
      authUserPlugin: false,
      samlLogoutUrl: undefined,
      selfRegistration: false,
      crowdLogin: false,
    } satisfies LoginState);
    const unsafe = buildLoginState({
      loginRelatedData: {
        forgotPassword: false,
        canRememberMe: false,
        ssoProviderLink: 'javascript:alert(1)',
        selfRegistration: false,
        crowdLogin: false,
      },
      samlLogoutUrl: { logoutUrl: null },
      mfaStatus: 'enroll',
    });
    expect(unsafe.ssoProviderLinkSAML).toBeUndefined();
    expect(unsafe.samlLogoutUrl).toBeUndefined();
    expect(unsafe.mfaAuthenticator).toBeUndefined();
  });
});
