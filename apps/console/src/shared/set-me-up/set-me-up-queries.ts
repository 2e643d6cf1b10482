import { type SetMeUpTokenRequest, setMeUpRoutes, versionDetailRoutes } from '@arca/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../http/index.ts';
import { otpHeaders } from '../second-factor/one-time-password.ts';

/** Set-me-up is opened again and again from many screens; a minute spares a call each time. */
const SET_ME_UP_STALE_MS = 60_000;

/** `GET ui/setMeUp/{repo}`: the client configuration of a repository, with placeholders. */
export function useSetMeUp(repoKey: string, enabled: boolean) {
  return useQuery({
    queryKey: ['set-me-up', repoKey],
    queryFn: () => call(setMeUpRoutes.repository, { params: { repoKey } }),
    enabled: enabled && repoKey !== '',
    // Changes only when an administrator edits the repository or the server's address.
    staleTime: SET_ME_UP_STALE_MS,
  });
}

/**
 * `POST ui/setMeUp/{repo}/token` with the password entered again (and a fresh code, for an account
 * with an authenticator): the same, with a token issued for it; never cached, it is shown once.
 */
export function useSetMeUpToken(repoKey: string) {
  return useMutation({
    mutationFn: ({ body, otp }: { body: SetMeUpTokenRequest; otp?: string | undefined }) =>
      call(setMeUpRoutes.token, { params: { repoKey }, body, headers: otpHeaders(otp) }),
  });
}

/** `GET ui/repodata`: the repositories the user may read, which set-me-up offers by package type. */
export function useReadableRepositories(enabled: boolean) {
  return useQuery({
    queryKey: ['set-me-up', 'repodata'],
    queryFn: () => call(versionDetailRoutes.repoData),
    enabled,
    // Changes only when a repository is added or a permission changes, as the search pickers' copy.
    staleTime: SET_ME_UP_STALE_MS,
  });
}
