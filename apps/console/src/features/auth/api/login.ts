import { authRoutes, type LoginRequest, type UserData } from '@arca/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/http/index.ts';
import { authKeys } from './keys.ts';

export interface LoginInput {
  user: string;
  password: string;
  rememberMe: boolean;
}

/** The query flag the server reads to give the session cookie a lasting lifetime. */
const REMEMBER_ME_PARAM = '_spring_security_remember_me';

/** `POST ui/auth/login` with `{user, password, type:'login'}` and the remember-me query (shell.md §7). */
export function login(input: LoginInput): Promise<UserData> {
  const body: LoginRequest = { user: input.user, password: input.password, type: 'login' };
  return call(authRoutes.login, {
    priority: 'critical',
    body,
    query: { [REMEMBER_ME_PARAM]: input.rememberMe ? 'true' : undefined },
  });
}

/**
 * Logs in and makes the answer the current user, so guards see the new identity at once — unless
 * a second step is owed (mfaStatus): until it succeeds there is no session and the visitor stays
 * anonymous.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      if (!user.mfaStatus) queryClient.setQueryData(authKeys.currentUser(), user);
    },
  });
}
