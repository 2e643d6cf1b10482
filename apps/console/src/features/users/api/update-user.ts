import type { AccessUserDetails, UpdateUserRequest } from '@arca/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/http/index.ts';
import { managementKeys } from '../../../shared/management/queries.ts';
import { userUrl } from './user-requests.ts';

/**
 * `PATCH /access/api/v2/users/{name}` with only the changed fields. Demoting the last administrator
 * is refused with 409 and the server's message.
 */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, changes }: { name: string; changes: UpdateUserRequest }) =>
      request<AccessUserDetails>(userUrl(name), { method: 'PATCH', body: changes }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managementKeys.all }),
  });
}
