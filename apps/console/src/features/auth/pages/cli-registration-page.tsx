import { invitationMessages } from '@arca/contract';
import { useNavigate } from 'react-router';
import { readCliClientSession } from '../../../shared/routing/cli-client-session.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { useLogin } from '../api/login.ts';
import { useRegisterUser } from '../api/registration.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { BackToLogin } from '../components/back-to-login.tsx';
import { FormError } from '../components/form-error.tsx';
import { RegistrationForm, type RegistrationValues } from '../components/registration-form.tsx';

/**
 * /login/cli-registration (R1.16): registration on the way to a JFrog CLI browser login. Once the
 * account exists and is logged in, the visitor confirms the stored CLI session at /login/cli
 * rather than going where a normal login leads; a second login step comes first when one is owed.
 */
export function CliRegistrationPage() {
  const navigate = useNavigate();
  const registration = useRegisterUser();
  const login = useLogin();
  const client = readCliClientSession();

  const onSubmit = (values: RegistrationValues) => {
    registration.mutate(values, {
      onSuccess: () =>
        login.mutate(
          { user: values.username, password: values.password, rememberMe: false },
          {
            onSuccess: (user) => {
              const redirectTo = paths.cliLogin();
              if (user.mfaStatus === 'enroll') return navigate(paths.mfaEnroll({ redirectTo }));
              if (user.mfaStatus === 'verify') return navigate(paths.otpLogin({ redirectTo }));
              return navigate(redirectTo, { replace: true });
            },
          },
        ),
    });
  };

  return (
    <AuthCard
      title={`Create your account for ${client?.name ?? 'the CLI'}`}
      description="After the account is created you confirm the CLI login with the code your terminal shows."
    >
      <FormError error={registration.error ?? login.error} title={invitationMessages.registrationFailed} />
      <RegistrationForm
        pending={registration.isPending || login.isPending}
        submitLabel="Create account and continue"
        onSubmit={onSubmit}
      />
      <BackToLogin />
    </AuthCard>
  );
}
