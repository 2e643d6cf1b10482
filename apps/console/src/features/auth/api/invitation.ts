import {
  invitationRoutes,
  type SetInvitedPasswordRequest,
  type VerifyInvitationRequest,
  type VerifyInvitationResponse,
} from '@arca/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/http/index.ts';
import { authKeys } from './keys.ts';

/** `POST access/token/verify` (R4.33): whose invitation this is, while it is unused and unexpired. */
export function verifyInvitationToken(token: string, signal?: AbortSignal): Promise<VerifyInvitationResponse> {
  const body: VerifyInvitationRequest = { token };
  return call(invitationRoutes.verify, { body, ...(signal ? { signal } : {}) });
}

/**
 * The verify call as a query, so a navigation guard and the invitation page share one answer.
 * A token's owner does not change; a spent token is caught by the set-password call itself.
 */
export function invitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: [...authKeys.all, 'invitation', token] as const,
    queryFn: ({ signal }) => verifyInvitationToken(token, signal),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useInvitation(token: string) {
  return useQuery(invitationQueryOptions(token));
}

/** `POST access/entities/users/invited/setPassword` (R4.33): answers 204, so no body is read. */
export function useAcceptInvitation() {
  return useMutation({
    mutationFn: (body: SetInvitedPasswordRequest) => call(invitationRoutes.setPassword, { body }),
  });
}
