import type { CreateUserRequest } from '@arca/contract';
import { type AccessUserDetails, apiPaths } from '@arca/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/http/index.ts';
import { gateway, managementKeys } from '../../../shared/management/queries.ts';

/** `POST /access/api/v2/users`: answers 201 with the new user. */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUserRequest) =>
      request<AccessUserDetails>(gateway(apiPaths.accessUsers), { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managementKeys.all }),
  });
}
