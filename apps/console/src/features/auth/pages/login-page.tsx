import { CROWD_LOGIN_TYPE, DEFAULT_SERVER_NAME, testIds } from '@arca/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths, REDIRECT_TO_PARAM } from '../../../shared/routing/paths.ts';
import { useFooter } from '../api/footer.ts';
import { useLoginState } from '../api/login-state.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { AuthIcon } from '../components/auth-icons.tsx';
import { LoginDialog } from '../components/login-dialog.tsx';
import { OAuthButtons } from '../components/oauth-buttons.tsx';
import { PlainAlert } from '../components/plain-alert.tsx';
import { PlainDivider } from '../components/plain-divider.tsx';
import { PlainField } from '../components/plain-field.tsx';
import { SubmitButton } from '../components/submit-button.tsx';
import { type LoginFieldErrors, loginFieldErrors } from '../login-form.ts';
import { storeExternalUrl, storePostLoginPath } from '../post-login-path.ts';
import { externalRedirectTarget, redirectTarget } from '../redirect-target.ts';
import { useLoginFlow } from '../use-login-flow.ts';

/**
 * /login and /auth (R1.04, R1.05): credentials in, the page the visitor asked for out. Drawn
 * without antd (issue 33): a cold login loads only what this page shows.
 */
export function LoginPage() {
  const { logIn, pending, error } = useLoginFlow();
  const [searchParams] = useSearchParams();
  const requested = searchParams.get(REDIRECT_TO_PARAM);
  // R4.09: the page asked for waits in session storage while the visitor logs in.
  useEffect(() => {
    if (!requested) return;
    const external = externalRedirectTarget(requested);
    if (external) storeExternalUrl(external);
    else storePostLoginPath(redirectTarget(requested));
  }, [requested]);
  const state = useLoginState();
  const footer = useFooter().data;
  const serverName = footer?.serverName || DEFAULT_SERVER_NAME;
  const ssoLink = state.ssoProviderLinkSAML;

  const [user, setUser] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  // A field says what it misses once it was changed or the form was sent, as antd's forms do.
  const [checked, setChecked] = useState<{ user: boolean; password: boolean }>({ user: false, password: false });
  const form = useRef<HTMLFormElement>(null);
  const missing = loginFieldErrors({ user, password });
  const shown: LoginFieldErrors = {
    user: checked.user ? missing.user : undefined,
    password: checked.password ? missing.password : undefined,
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setChecked({ user: true, password: true });
    const first = missing.user ? 'user' : missing.password ? 'password' : undefined;
    if (first) {
      form.current?.querySelector<HTMLInputElement>(`input[name="${first}"]`)?.focus();
      return;
    }
    logIn({ user, password, rememberMe });
  };

  return (
    <AuthCard
      title={`Log in to ${serverName}`}
      footer={
        // The product under the card, so a renamed server still says what it runs.
        <span className="arca-auth-footnote">
          Arca{footer?.buildNumber ? ` ${footer.buildNumber}` : ''} · self-hosted artifact platform
        </span>
      }
    >
      {error ? <PlainAlert type="error" title={error.message} testId={testIds.login.error} /> : null}

      <form ref={form} name="login" noValidate onSubmit={onSubmit} data-testid={testIds.login.form}>
        <PlainField
          label="User name"
          name="user"
          icon="user"
          value={user}
          onChange={(value) => {
            setUser(value);
            setChecked((was) => ({ ...was, user: true }));
          }}
          error={shown.user}
          autoComplete="username"
          autoFocus
          disabled={pending}
          testId={testIds.login.user}
        />
        <PlainField
          label="Password"
          name="password"
          icon="lock"
          secret
          value={password}
          onChange={(value) => {
            setPassword(value);
            setChecked((was) => ({ ...was, password: true }));
          }}
          error={shown.password}
          autoComplete="current-password"
          disabled={pending}
          testId={testIds.login.password}
        />
        <div className="arca-auth-options">
          {state.rememberMeEnabled ? (
            <label className="arca-checkbox">
              <input
                type="checkbox"
                name="rememberMe"
                checked={rememberMe}
                onChange={(event) => setRememberMe(event.target.checked)}
                disabled={pending}
              />
              Remember me
            </label>
          ) : (
            <span />
          )}
          {state.forgotPassword ? (
            <Link to={paths.forgotPassword()} data-testid={testIds.passwordScreens.forgotLink}>
              Forgot password?
            </Link>
          ) : null}
        </div>
        <SubmitButton pending={pending} testId={testIds.login.submit}>
          Log in
        </SubmitButton>
      </form>
      {ssoLink ? (
        <>
          <PlainDivider />
          <a
            className="arca-button arca-button-large arca-button-block"
            href={ssoLink}
            data-testid={testIds.login.ssoButton}
          >
            <AuthIcon name="login" />
            Log in with single sign-on
          </a>
        </>
      ) : null}
      <OAuthButtons providers={state.oauthProviders} />
      {state.crowdLogin ? (
        <p className="arca-auth-aside">
          <Link to={paths.ssoLogin(CROWD_LOGIN_TYPE)} data-testid={testIds.login.crowdLink}>
            Log in with your Crowd account
          </Link>
        </p>
      ) : null}
      {state.selfRegistration ? (
        <p className="arca-auth-aside">
          New here?{' '}
          <Link to={paths.registration()} data-testid={testIds.login.registerLink}>
            Create an account
          </Link>
        </p>
      ) : null}
      <LoginDialog settings={state.loginDialogSettingsContent} />
    </AuthCard>
  );
}
