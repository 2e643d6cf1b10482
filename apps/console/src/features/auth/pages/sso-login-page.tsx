import { CROWD_LOGIN_TYPE, consoleUrl, HTTP_SSO_LOGIN_TYPE, ssoRoutes, testIds } from '@arca/contract';
import { Alert, Button, theme } from 'antd';
import { useParams, useSearchParams } from 'react-router';
import { BASENAME, REDIRECT_TO_PARAM } from '../../../shared/routing/paths.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { BackToLogin } from '../components/back-to-login.tsx';
import { CrowdLoginForm } from '../components/crowd-login-form.tsx';
import { redirectTarget } from '../redirect-target.ts';

/**
 * /login/sso/{ssoLoginType} (R1.17): where a closed password form sends people (420, R6.20).
 * HTTP single sign-on continues through the proxy, which names the user to the server; Crowd
 * asks for the Crowd user name and password here (R4.32).
 */
export function SsoLoginPage() {
  const { token } = theme.useToken();
  const { ssoLoginType } = useParams();
  const [searchParams] = useSearchParams();

  if (ssoLoginType === CROWD_LOGIN_TYPE) {
    return (
      <AuthCard title="Log in with Crowd" description="Use the user name and password of your Atlassian Crowd account.">
        <CrowdLoginForm />
        <BackToLogin />
      </AuthCard>
    );
  }

  if (ssoLoginType !== HTTP_SSO_LOGIN_TYPE) {
    return (
      <AuthCard title="Single sign-on">
        <Alert type="warning" showIcon title="This sign-on method is not set up on this server." />
        <BackToLogin />
      </AuthCard>
    );
  }

  const target = `${BASENAME}${redirectTarget(searchParams.get(REDIRECT_TO_PARAM))}`;
  const entry = `${consoleUrl(ssoRoutes.httpSsoLogin)}?${new URLSearchParams({ redirectTo: target }).toString()}`;
  return (
    <AuthCard
      title="Log in with single sign-on"
      description="This server signs you in through your organisation's single sign-on."
    >
      {searchParams.get('failed') === 'true' ? (
        <Alert
          type="error"
          showIcon
          title="Single sign-on did not name a user. Ask your administrator to check the proxy."
          data-testid={testIds.ssoLogin.error}
          style={{ marginBottom: token.marginLG }}
        />
      ) : null}
      <Button type="primary" size="large" block href={entry} data-testid={testIds.ssoLogin.continue}>
        Continue with single sign-on
      </Button>
    </AuthCard>
  );
}
