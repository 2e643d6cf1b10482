import { isWebLoginSession, specMessages, testIds } from '@arca/contract';
import { Form, Input, Result } from 'antd';
import { Navigate } from 'react-router';
import { clearCliClientSession, readCliClientSession } from '../../../shared/routing/cli-client-session.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { useAskedForOtp } from '../../../shared/second-factor/one-time-password.ts';
import { OneTimePasswordItem } from '../../../shared/second-factor/one-time-password-item.tsx';
import { useConfirmCliLogin } from '../api/cli-login.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { FormError } from '../components/form-error.tsx';
import { SubmitButton } from '../components/submit-button.tsx';

/**
 * /login/cli: the logged-in user confirms a JFrog CLI browser login with the code the CLI shows;
 * the CLI then collects its token. An npm web login shows no code: its session is one the server
 * opened (`isWebLoginSession`), and the user approves it as it is. Without a stored CLI session
 * there is nothing to confirm, so the page leads to login (R1.23).
 */
export function CliLoginPage() {
  const client = readCliClientSession();
  const confirm = useConfirmCliLogin();
  const withCode = useAskedForOtp(confirm.error);
  if (!client && !confirm.isSuccess) return <Navigate to={paths.login()} replace />;
  const name = client?.name ?? 'the CLI';
  const webLogin = client !== undefined && isWebLoginSession(client.session);

  if (confirm.isSuccess) {
    return (
      <AuthCard title={`Logged in to ${name}`}>
        <Result
          status="success"
          title="You can close this window"
          subTitle="Go back to your terminal: the CLI has what it needs."
          data-testid={testIds.cliLogin.done}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={`Log in to ${name}`}
      description={
        webLogin
          ? `Approve only if you started this login in your terminal just now: ${name} then acts as you.`
          : 'Enter the code your terminal shows: the last four characters of the session it printed.'
      }
    >
      <FormError error={confirm.error} title="The CLI login was not confirmed" />
      <Form<{ code?: string; otp?: string }>
        layout="vertical"
        requiredMark={false}
        disabled={confirm.isPending}
        onFinish={(values) => {
          if (!client) return;
          const code = webLogin ? client.session.slice(-4) : (values.code ?? '').trim();
          confirm.mutate(
            { body: { session: client.session, code }, otp: values.otp },
            { onSuccess: clearCliClientSession },
          );
        }}
      >
        {webLogin ? null : (
          <Form.Item label="Code" name="code" rules={[{ required: true, len: 4, message: specMessages.requiredField }]}>
            <Input
              autoFocus
              maxLength={4}
              autoComplete="off"
              data-testid={testIds.cliLogin.code}
              style={{ letterSpacing: 4, textAlign: 'center' }}
            />
          </Form.Item>
        )}
        {withCode ? <OneTimePasswordItem /> : null}
        <SubmitButton pending={confirm.isPending} testId={testIds.cliLogin.submit}>
          {webLogin ? `Approve ${name}` : `Log in to ${name}`}
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}
