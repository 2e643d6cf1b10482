import { invitationMessages } from '@arca/contract';
import { readCliClientSession } from '../../../shared/routing/cli-client-session.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { BackToLogin } from '../components/back-to-login.tsx';
import { FormError } from '../components/form-error.tsx';
import { RegistrationForm } from '../components/registration-form.tsx';
import { useRegistrationFlow } from '../use-registration-flow.ts';

/**
 * /login/cli-registration (R1.16): registration on the way to a JFrog CLI browser login. Once the
 * account exists and is logged in, the visitor confirms the stored CLI session at /login/cli
 * rather than going where a normal login leads; a second login step comes first when one is owed.
 */
export function CliRegistrationPage() {
  const { register, pending, error } = useRegistrationFlow(paths.cliLogin());
  const client = readCliClientSession();

  return (
    <AuthCard
      title={`Create your account for ${client?.name ?? 'the CLI'}`}
      description="After the account is created you confirm the CLI login with the code your terminal shows."
    >
      <FormError error={error} title={invitationMessages.registrationFailed} />
      <RegistrationForm pending={pending} submitLabel="Create account and continue" onSubmit={register} />
      <BackToLogin />
    </AuthCard>
  );
}
