import { apiPaths, type RegisterUserRequest, type RegisterUserResponse } from '@arca/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../shared/http/index.ts';

/** `POST access/api/v1/users/register` (R4.34): a new regular user, while self-registration is on. */
export function registerUser(body: RegisterUserRequest): Promise<RegisterUserResponse> {
  return request<RegisterUserResponse>(apiPaths.register, { method: 'POST', body });
}

export function useRegisterUser() {
  return useMutation({ mutationFn: registerUser });
}
