import { serverMessages, specMessages, testIds } from '@arca/contract';
import { Alert, Flex, Form, Skeleton, theme } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';
import { useResetKeyOwner, useResetPassword } from '../api/reset-password.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { FormError } from '../components/form-error.tsx';
import { NewPasswordFields } from '../components/password-fields.tsx';
import { SubmitButton } from '../components/submit-button.tsx';
import { useLoginFlow } from '../use-login-flow.ts';

interface ResetValues {
  newPassword: string;
  confirmPassword: string;
}

/**
 * /login/reset-password and /auth/reset-password (R1.12, R1.19): the key from the mail is
 * checked first; the new password is then set and the user logged in with it (R4.14).
 */
export function ResetPasswordPage() {
  const { token } = theme.useToken();
  const [searchParams] = useSearchParams();
  const key = searchParams.get('key') ?? '';
  const owner = useResetKeyOwner(key);
  const reset = useResetPassword();
  const login = useLoginFlow();

  const onFinish = (values: ResetValues) => {
    const user = owner.data?.user;
    if (!user) return;
    reset.mutate(
      { key, user, password: values.newPassword },
      { onSuccess: () => login.logIn({ user, password: values.newPassword, rememberMe: false }) },
    );
  };

  const keyUnusable = key === '' || owner.isError;
  return (
    <AuthCard title="Choose a new password" description={owner.data ? `For the user ${owner.data.user}` : undefined}>
      {keyUnusable ? (
        <>
          <Alert
            type="error"
            showIcon
            title={owner.error?.message ?? serverMessages.resetKeyInvalid}
            data-testid={testIds.passwordScreens.error}
            style={{ marginBottom: token.marginLG }}
          />
          <Flex justify="space-between">
            <Link to={paths.forgotPassword()}>Ask for a new link</Link>
            <Link to={paths.login()}>Back to login</Link>
          </Flex>
        </>
      ) : owner.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <>
          {/* R4.17: the spec's text, with the server's reason beneath when it gave one. */}
          <FormError error={reset.error ?? login.error} title={specMessages.resetFailed} />
          <Form<ResetValues>
            layout="vertical"
            requiredMark={false}
            disabled={reset.isPending || login.pending}
            onFinish={onFinish}
          >
            <NewPasswordFields />
            <SubmitButton pending={reset.isPending || login.pending} testId={testIds.passwordScreens.submit}>
              Set password and log in
            </SubmitButton>
          </Form>
        </>
      )}
    </AuthCard>
  );
}
