import {
  accountRoutes,
  type IdentifyTokenRequest,
  tokenRoutes,
  type UpdateUserProfileRequest,
  type UserProfileRequest,
} from '@arca/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/http/index.ts';
import { otpHeaders } from '../../../shared/second-factor/one-time-password.ts';

export const profileKeys = {
  all: ['profile'] as const,
  tokens: () => [...profileKeys.all, 'tokens'] as const,
};

/** `POST ui/userProfile` (R28.035): the profile, only for the user's current password. */
export function useReauthenticate() {
  return useMutation({
    mutationFn: (body: UserProfileRequest) => call(accountRoutes.userProfile, { body }),
  });
}

/**
 * `PUT ui/userProfile`: a new email or password, with the current password again and, for an
 * account with an authenticator, a fresh code.
 */
export function useUpdateProfile() {
  return useMutation({
    mutationFn: ({ body, otp }: { body: UpdateUserProfileRequest; otp?: string | undefined }) =>
      call(accountRoutes.updateUserProfile, { body, headers: otpHeaders(otp) }),
  });
}

/** `POST ui/userIdentifyToken/{name}` (R28.034), with a fresh code for an account with an authenticator. */
export function useGenerateIdentityToken(userName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, otp }: { body: IdentifyTokenRequest; otp?: string | undefined }) =>
      call(accountRoutes.identifyToken, { params: { name: userName }, body, headers: otpHeaders(otp) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.tokens() }),
  });
}

/**
 * The user's tokens. An administrator is answered with everyone's, so the list is narrowed to
 * the tokens whose subject is the user.
 */
export function useOwnTokens(userName: string) {
  return useQuery({
    queryKey: profileKeys.tokens(),
    queryFn: async () => (await call(tokenRoutes.list)).tokens,
    select: (tokens) => tokens.filter((token) => token.subject.toLowerCase() === userName.toLowerCase()),
  });
}

export function useRevokeToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tokenId: string) => call(tokenRoutes.revoke, { params: { id: tokenId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.tokens() }),
  });
}
