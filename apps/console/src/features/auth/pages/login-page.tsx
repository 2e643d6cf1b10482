import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { DEFAULT_SERVER_NAME, testIds } from '@arca/contract';
import { Alert, Button, Card, Checkbox, Flex, Form, Input, Typography, theme } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { ArcaMark } from '../../../shared/brand/arca-mark.tsx';
import { paths, REDIRECT_TO_PARAM } from '../../../shared/routing/paths.ts';
import { useFooter } from '../api/footer.ts';
import { useLogin } from '../api/login.ts';
import { redirectTarget } from '../redirect-target.ts';

interface LoginFormValues {
  user: string;
  password: string;
  rememberMe: boolean;
}

const CARD_WIDTH = 380;

/** /login and /auth (R1.04, R1.05): credentials in, the page the visitor asked for out. */
export function LoginPage() {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const loginCall = useLogin();
  const footer = useFooter().data;
  const serverName = footer?.serverName || DEFAULT_SERVER_NAME;

  const onFinish = (values: LoginFormValues) => {
    const redirectTo = searchParams.get(REDIRECT_TO_PARAM) ?? undefined;
    loginCall.mutate(
      { user: values.user, password: values.password, rememberMe: values.rememberMe },
      {
        onSuccess: (user) => {
          // R4.02, R4.03: a second step is owed; the redirect waits until it is done.
          if (user.mfaStatus === 'enroll') return navigate(paths.mfaEnroll({ redirectTo }));
          if (user.mfaStatus === 'verify') return navigate(paths.otpLogin({ redirectTo }));
          return navigate(redirectTarget(redirectTo), { replace: true });
        },
      },
    );
  };

  return (
    <Flex
      component="main"
      vertical
      gap={token.marginLG}
      align="center"
      justify="center"
      style={{
        minHeight: '100vh',
        padding: token.paddingLG,
        background: `radial-gradient(ellipse at top, ${token.colorPrimaryBg} 0%, ${token.colorBgLayout} 60%)`,
      }}
    >
      <Card
        style={{ width: CARD_WIDTH, boxShadow: token.boxShadowTertiary }}
        styles={{ body: { padding: token.paddingXL } }}
      >
        <Flex vertical align="center" gap={token.marginXS} style={{ marginBottom: token.marginLG }}>
          <ArcaMark size={40} color={token.colorPrimary} />
          <Typography.Title level={1} style={{ fontSize: token.fontSizeHeading3, margin: 0, textAlign: 'center' }}>
            Log in to {serverName}
          </Typography.Title>
        </Flex>

        {loginCall.isError ? (
          <Alert
            type="error"
            showIcon
            title={loginCall.error.message}
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
          disabled={loginCall.isPending}
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
          <Form.Item name="rememberMe" valuePropName="checked">
            <Checkbox>Remember me</Checkbox>
          </Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            size="large"
            block
            loading={loginCall.isPending}
            data-testid={testIds.login.submit}
          >
            Log in
          </Button>
        </Form>
      </Card>
      {/* The product under the card, so a renamed server still says what it runs. */}
      <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
        Arca{footer?.buildNumber ? ` ${footer.buildNumber}` : ''} · self-hosted artifact platform
      </Typography.Text>
    </Flex>
  );
}
