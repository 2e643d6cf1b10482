import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/http/index.ts';
import { managementKeys } from '../../../shared/management/queries.ts';
import { userUrl } from './user-requests.ts';

/** `DELETE /access/api/v2/users/{name}`: 204; the last administrator is refused with 409. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => request<null>(userUrl(name), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managementKeys.all }),
  });
}
