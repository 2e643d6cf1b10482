import { serverMessages, specMessages, testIds } from '@arca/contract';
import { Alert, Form, Input, theme } from 'antd';
import { useSearchParams } from 'react-router';
import { useAskedForOtp } from '../../../shared/second-factor/one-time-password.ts';
import { OneTimePasswordItem } from '../../../shared/second-factor/one-time-password-item.tsx';
import { useChangePassword } from '../api/change-password.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { BackToLogin } from '../components/back-to-login.tsx';
import { FormError } from '../components/form-error.tsx';
import { NewPasswordFields } from '../components/password-fields.tsx';
import { SubmitButton } from '../components/submit-button.tsx';
import { useLoginFlow } from '../use-login-flow.ts';

interface ChangeValues {
  userName: string;
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
  otp?: string;
}

/**
 * /login/change-password?userName=… (R1.13): where an expired password lands (R4.08); the new
 * password is set with the old one and the user logged in with it (R4.15).
 */
export function ChangePasswordPage() {
  const { token } = theme.useToken();
  const [searchParams] = useSearchParams();
  const change = useChangePassword();
  const login = useLoginFlow();
  const withCode = useAskedForOtp(change.error);
  const userName = searchParams.get('userName') ?? '';

  const onFinish = (values: ChangeValues) => {
    change.mutate(
      {
        body: { userName: values.userName, oldPassword: values.oldPassword, newPassword: values.newPassword },
        otp: values.otp,
      },
      { onSuccess: () => login.logIn({ user: values.userName, password: values.newPassword, rememberMe: false }) },
    );
  };

  return (
    <AuthCard title="Change your password" description="Your password has expired or must be changed before you go on.">
      {userName ? (
        <Alert type="info" showIcon title={serverMessages.passwordExpired} style={{ marginBottom: token.marginLG }} />
      ) : null}
      {/* R4.18: the spec's text, with the server's reason beneath when it gave one. */}
      <FormError error={change.error ?? login.error} title={specMessages.changeFailed} />
      <Form<ChangeValues>
        layout="vertical"
        requiredMark={false}
        initialValues={{ userName }}
        disabled={change.isPending || login.pending}
        onFinish={onFinish}
      >
        <Form.Item label="User name" name="userName" rules={[{ required: true, message: specMessages.requiredField }]}>
          <Input autoComplete="username" readOnly={userName !== ''} data-testid={testIds.passwordScreens.user} />
        </Form.Item>
        <Form.Item
          label="Current password"
          name="oldPassword"
          rules={[{ required: true, message: specMessages.requiredField }]}
        >
          <Input.Password autoComplete="current-password" autoFocus data-testid={testIds.passwordScreens.oldPassword} />
        </Form.Item>
        <NewPasswordFields />
        {withCode ? <OneTimePasswordItem /> : null}
        <SubmitButton pending={change.isPending || login.pending} testId={testIds.passwordScreens.submit}>
          Change password and log in
        </SubmitButton>
      </Form>
      <BackToLogin />
    </AuthCard>
  );
}
