import { useRegisterUser } from './api/registration.ts';
import type { RegistrationValues } from './components/registration-form.tsx';
import { useLoginFlow } from './use-login-flow.ts';

/**
 * Creates the account (R4.34) and logs in with it, on to `redirectTo` when given. The registration
 * screens share it; the failure shown is the registration's, else the login's.
 */
export function useRegistrationFlow(redirectTo?: string) {
  const registration = useRegisterUser();
  const login = useLoginFlow();
  const register = (values: RegistrationValues) =>
    registration.mutate(values, {
      onSuccess: () =>
        login.logIn(
          { user: values.username, password: values.password, rememberMe: false },
          redirectTo ? { redirectTo } : {},
        ),
    });
  return { register, pending: registration.isPending || login.pending, error: registration.error ?? login.error };
}
