import { invitationMessages } from '@arca/contract';
import { useRegisterUser } from '../api/registration.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { BackToLogin } from '../components/back-to-login.tsx';
import { FormError } from '../components/form-error.tsx';
import { RegistrationForm, type RegistrationValues } from '../components/registration-form.tsx';
import { useLoginFlow } from '../use-login-flow.ts';

/**
 * /login/registration (R1.14): creates an account (R4.34) and logs in with it. Whether
 * self-registration is on is the server's to say: when it is off the form shows its refusal.
 */
export function RegistrationPage() {
  const registration = useRegisterUser();
  const login = useLoginFlow();

  const onSubmit = (values: RegistrationValues) => {
    registration.mutate(values, {
      onSuccess: () => login.logIn({ user: values.username, password: values.password, rememberMe: false }),
    });
  };

  return (
    <AuthCard title="Create your account" description="Choose a user name and a password to start using Arca.">
      <FormError error={registration.error ?? login.error} title={invitationMessages.registrationFailed} />
      <RegistrationForm
        pending={registration.isPending || login.pending}
        submitLabel="Create account and log in"
        onSubmit={onSubmit}
      />
      <BackToLogin />
    </AuthCard>
  );
}
