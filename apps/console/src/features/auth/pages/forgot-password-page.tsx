import { serverMessages, specMessages, testIds } from '@arca/contract';
import { Alert, Button, Form, Input, theme } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { AuthCard } from '../components/auth-card.tsx';

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
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={forgot.isPending}
          data-testid={testIds.passwordScreens.submit}
        >
          Send reset link
        </Button>
      </Form>
      <div style={{ marginTop: token.marginLG, textAlign: 'center' }}>
        <Link to={paths.login()}>Back to login</Link>
      </div>
    </AuthCard>
  );
}
