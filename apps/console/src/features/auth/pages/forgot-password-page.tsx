import { serverMessages, specMessages, testIds } from '@arca/contract';
import { Alert, Form, Input, theme } from 'antd';
import { useForgotPassword } from '../api/forgot-password.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { BackToLogin } from '../components/back-to-login.tsx';
import { SubmitButton } from '../components/submit-button.tsx';

/** /login/forgot-password (R1.11): asks the server to mail a reset link. */
export function ForgotPasswordPage() {
  const { token } = theme.useToken();
  const forgot = useForgotPassword();
  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter your user name and we will mail you a link to choose a new one."
    >
      {forgot.isSuccess ? (
        <Alert
          type="success"
          showIcon
          title={serverMessages.resetMailSent}
          data-testid={testIds.passwordScreens.success}
          style={{ marginBottom: token.marginLG }}
        />
      ) : null}
      {/* R4.16: whatever went wrong, the user learns that no mail is coming. */}
      {forgot.isError ? (
        <Alert
          type="error"
          showIcon
          title={specMessages.emailNotSent}
          data-testid={testIds.passwordScreens.error}
          style={{ marginBottom: token.marginLG }}
        />
      ) : null}
      <Form<{ user: string }>
        layout="vertical"
        requiredMark={false}
        disabled={forgot.isPending}
        onFinish={(values) => forgot.mutate(values.user)}
      >
        <Form.Item label="User name" name="user" rules={[{ required: true, message: specMessages.requiredField }]}>
          <Input autoComplete="username" autoFocus data-testid={testIds.passwordScreens.user} />
        </Form.Item>
        <SubmitButton pending={forgot.isPending} testId={testIds.passwordScreens.submit}>
          Send reset link
        </SubmitButton>
      </Form>
      <BackToLogin />
    </AuthCard>
  );
}
