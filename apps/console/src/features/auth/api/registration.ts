import { invitationRoutes, type RegisterUserRequest, type RegisterUserResponse } from '@arca/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/http/index.ts';

/** `POST access/api/v1/users/register` (R4.34): a new regular user, while self-registration is on. */
export function registerUser(body: RegisterUserRequest): Promise<RegisterUserResponse> {
  return call(invitationRoutes.register, { body });
}

export function useRegisterUser() {
  return useMutation({ mutationFn: registerUser });
}
