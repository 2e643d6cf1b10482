import { LockOutlined, LoginOutlined, UserOutlined } from '@ant-design/icons';
import { CROWD_LOGIN_TYPE, DEFAULT_SERVER_NAME, testIds } from '@arca/contract';
import { Alert, Button, Checkbox, Divider, Flex, Form, Input, Typography, theme } from 'antd';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths, REDIRECT_TO_PARAM } from '../../../shared/routing/paths.ts';
import { useFooter } from '../api/footer.ts';
import { useLoginState } from '../api/login-state.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { LoginDialog } from '../components/login-dialog.tsx';
import { OAuthButtons } from '../components/oauth-buttons.tsx';
import { SubmitButton } from '../components/submit-button.tsx';
import { storeExternalUrl, storePostLoginPath } from '../post-login-path.ts';
import { externalRedirectTarget, redirectTarget } from '../redirect-target.ts';
import { useLoginFlow } from '../use-login-flow.ts';

interface LoginFormValues {
  user: string;
  password: string;
  rememberMe: boolean;
}

/** /login and /auth (R1.04, R1.05): credentials in, the page the visitor asked for out. */
export function LoginPage() {
  const { token } = theme.useToken();
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

  const onFinish = (values: LoginFormValues) => {
    logIn({ user: values.user, password: values.password, rememberMe: values.rememberMe });
  };

  return (
    <AuthCard
      title={`Log in to ${serverName}`}
      footer={
        // The product under the card, so a renamed server still says what it runs.
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
          Arca{footer?.buildNumber ? ` ${footer.buildNumber}` : ''} · self-hosted artifact platform
        </Typography.Text>
      }
    >
      {error ? (
        <Alert
          type="error"
          showIcon
          title={error.message}
          data-testid={testIds.login.error}
          style={{ marginBottom: token.marginLG }}
        />
      ) : null}

      <Form<LoginFormValues>
        name="login"
        layout="vertical"
        requiredMark={false}
        initialValues={{ user: '', password: '', rememberMe: false }}
        onFinish={onFinish}
        disabled={pending}
        data-testid={testIds.login.form}
      >
        <Form.Item label="User name" name="user" rules={[{ required: true, message: 'Enter your user name' }]}>
          <Input prefix={<UserOutlined />} autoComplete="username" autoFocus data-testid={testIds.login.user} />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Enter your password' }]}>
          <Input.Password
            prefix={<LockOutlined />}
            autoComplete="current-password"
            data-testid={testIds.login.password}
          />
        </Form.Item>
        <Flex justify="space-between" align="center" style={{ marginBottom: token.marginLG }}>
          {state.rememberMeEnabled ? (
            <Form.Item name="rememberMe" valuePropName="checked" noStyle>
              <Checkbox>Remember me</Checkbox>
            </Form.Item>
          ) : (
            <span />
          )}
          {state.forgotPassword ? (
            <Link to={paths.forgotPassword()} data-testid={testIds.passwordScreens.forgotLink}>
              Forgot password?
            </Link>
          ) : null}
        </Flex>
        <SubmitButton pending={pending} testId={testIds.login.submit}>
          Log in
        </SubmitButton>
      </Form>
      {ssoLink ? (
        <>
          <Divider plain>or</Divider>
          <Button block size="large" icon={<LoginOutlined />} href={ssoLink} data-testid={testIds.login.ssoButton}>
            Log in with single sign-on
          </Button>
        </>
      ) : null}
      <OAuthButtons providers={state.oauthProviders} />
      {state.crowdLogin ? (
        <Typography.Paragraph style={{ marginTop: token.marginLG, marginBottom: 0, textAlign: 'center' }}>
          <Link to={paths.ssoLogin(CROWD_LOGIN_TYPE)} data-testid={testIds.login.crowdLink}>
            Log in with your Crowd account
          </Link>
        </Typography.Paragraph>
      ) : null}
      {state.selfRegistration ? (
        <Typography.Paragraph style={{ marginTop: token.marginLG, marginBottom: 0, textAlign: 'center' }}>
          New here?{' '}
          <Link to={paths.registration()} data-testid={testIds.login.registerLink}>
            Create an account
          </Link>
        </Typography.Paragraph>
      ) : null}
      <LoginDialog settings={state.loginDialogSettingsContent} />
    </AuthCard>
  );
}
