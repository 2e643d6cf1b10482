import { type CreateUserRequest, userRoutes } from '@arca/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/http/index.ts';
import { grantKeys, groupKeys, userKeys } from '../../../shared/management/keys.ts';
import { refresh } from '../../../shared/management/refresh.ts';

/**
 * `POST /access/api/v2/users`: answers 201 with the new user. The users list shows it; the member
 * lists of the groups it joins (chosen or automatic) and the grants it gets through them change.
 */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUserRequest) => call(userRoutes.create, { body }),
    onSuccess: () => refresh(queryClient, [userKeys.list(), groupKeys.all, grantKeys.all]),
  });
}
