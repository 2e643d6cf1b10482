import { type CrowdLoginRequest, crowdRoutes, type UserData } from '@arca/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/http/index.ts';
import { authKeys } from './keys.ts';

export interface CrowdLoginInput {
  user: string;
  password: string;
  rememberMe: boolean;
}

/** The query flag the server reads to give the session cookie a lasting lifetime. */
const REMEMBER_ME_PARAM = '_spring_security_remember_me';

/** `POST auth/crowd-login` with `{user, password}`: Crowd checks the password (R4.32). */
export function crowdLogin(input: CrowdLoginInput): Promise<UserData> {
  const body: CrowdLoginRequest = { user: input.user, password: input.password };
  return call(crowdRoutes.login, {
    priority: 'critical',
    body,
    query: { [REMEMBER_ME_PARAM]: input.rememberMe ? 'true' : undefined },
  });
}

/**
 * Logs in through Crowd and makes the answer the current user, unless a second step is owed
 * (mfaStatus): until it succeeds there is no session.
 */
export function useCrowdLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: crowdLogin,
    onSuccess: (user) => {
      if (!user.mfaStatus) queryClient.setQueryData(authKeys.currentUser(), user);
    },
  });
}
