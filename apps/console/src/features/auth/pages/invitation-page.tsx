import { invitationMessages, testIds } from '@arca/contract';
import { Alert, Form, Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { INVITATION_TOKEN_PARAM } from '../../../shared/routing/paths.ts';
import { useAcceptInvitation, useInvitation } from '../api/invitation.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { BackToLogin } from '../components/back-to-login.tsx';
import { FormError } from '../components/form-error.tsx';
import { NewPasswordFields } from '../components/password-fields.tsx';
import { SubmitButton } from '../components/submit-button.tsx';
import { useLoginFlow } from '../use-login-flow.ts';

interface InvitationValues {
  newPassword: string;
  confirmPassword: string;
}

/**
 * /login/invitation?token=… (R1.15): the token from the mail is verified first and names the
 * invited user; the chosen password is then set (R4.33) and the user logged in with it.
 */
export function InvitationPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get(INVITATION_TOKEN_PARAM) ?? '';
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation();
  const login = useLoginFlow();

  const onFinish = (values: InvitationValues) => {
    const user = invitation.data?.username;
    if (!user) return;
    accept.mutate(
      { token, password: values.newPassword },
      { onSuccess: () => login.logIn({ user, password: values.newPassword, rememberMe: false }) },
    );
  };

  const tokenUnusable = token === '' || invitation.isError;
  return (
    <AuthCard
      title="Welcome to Arca"
      description={invitation.data ? `Choose a password for the user ${invitation.data.username}` : undefined}
    >
      {tokenUnusable ? (
        <>
          <Alert
            type="error"
            showIcon
            title={invitation.error?.message || invitationMessages.invalid}
            data-testid={testIds.invitation.invalid}
          />
          <BackToLogin />
        </>
      ) : invitation.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <>
          <FormError error={accept.error ?? login.error} title={invitationMessages.acceptFailed} />
          <Form<InvitationValues>
            layout="vertical"
            requiredMark={false}
            disabled={accept.isPending || login.pending}
            onFinish={onFinish}
          >
            <NewPasswordFields />
            <SubmitButton pending={accept.isPending || login.pending} testId={testIds.invitation.submit}>
              Set password and log in
            </SubmitButton>
          </Form>
        </>
      )}
    </AuthCard>
  );
}
