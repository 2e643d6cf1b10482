import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { testIds } from '@arca/contract';
import { Alert, Checkbox, Form, Input, theme } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { paths, REDIRECT_TO_PARAM } from '../../../shared/routing/paths.ts';
import { useCrowdLogin } from '../api/crowd-login.ts';
import { useFinishLogin } from '../use-login-flow.ts';
import { SubmitButton } from './submit-button.tsx';

interface CrowdLoginValues {
  user: string;
  password: string;
  rememberMe: boolean;
}

/**
 * The Crowd credentials form (R4.32): Crowd checks the password, then the login ends as the
 * password login does — a second step when one is owed, else the page asked for.
 */
export function CrowdLoginForm() {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const call = useCrowdLogin();
  const finishLogin = useFinishLogin();

  const onFinish = (values: CrowdLoginValues) => {
    const redirectTo = searchParams.get(REDIRECT_TO_PARAM) ?? undefined;
    call.mutate(values, {
      onSuccess: (user) => {
        if (user.mfaStatus === 'enroll') return navigate(paths.mfaEnroll({ redirectTo }));
        if (user.mfaStatus === 'verify') return navigate(paths.otpLogin({ redirectTo }));
        return finishLogin(user, redirectTo);
      },
    });
  };

  return (
    <>
      {call.error ? (
        <Alert
          type="error"
          showIcon
          title={call.error.message}
          data-testid={testIds.crowdLogin.error}
          style={{ marginBottom: token.marginLG }}
        />
      ) : null}
      <Form<CrowdLoginValues>
        name="crowd-login"
        layout="vertical"
        requiredMark={false}
        initialValues={{ user: '', password: '', rememberMe: false }}
        onFinish={onFinish}
        disabled={call.isPending}
        data-testid={testIds.crowdLogin.form}
      >
        <Form.Item label="User name" name="user" rules={[{ required: true, message: 'Enter your user name' }]}>
          <Input prefix={<UserOutlined />} autoComplete="username" autoFocus data-testid={testIds.crowdLogin.user} />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Enter your password' }]}>
          <Input.Password
            prefix={<LockOutlined />}
            autoComplete="current-password"
            data-testid={testIds.crowdLogin.password}
          />
        </Form.Item>
        <Form.Item name="rememberMe" valuePropName="checked">
          <Checkbox>Remember me</Checkbox>
        </Form.Item>
        <SubmitButton pending={call.isPending} testId={testIds.crowdLogin.submit}>
          Log in with Crowd
        </SubmitButton>
      </Form>
    </>
  );
}
