import { invitationMessages } from '@arca/contract';
import { AuthCard } from '../components/auth-card.tsx';
import { BackToLogin } from '../components/back-to-login.tsx';
import { FormError } from '../components/form-error.tsx';
import { RegistrationForm } from '../components/registration-form.tsx';
import { useRegistrationFlow } from '../use-registration-flow.ts';

/**
 * /login/registration (R1.14): creates an account (R4.34) and logs in with it. Whether
 * self-registration is on is the server's to say: when it is off the form shows its refusal.
 */
export function RegistrationPage() {
  const { register, pending, error } = useRegistrationFlow();

  return (
    <AuthCard title="Create your account" description="Choose a user name and a password to start using Arca.">
      <FormError error={error} title={invitationMessages.registrationFailed} />
      <RegistrationForm pending={pending} submitLabel="Create account and log in" onSubmit={register} />
      <BackToLogin />
    </AuthCard>
  );
}
