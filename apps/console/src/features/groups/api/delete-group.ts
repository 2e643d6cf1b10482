import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/http/index.ts';
import { managementKeys } from '../../../shared/management/queries.ts';
import { groupUrl } from './group-requests.ts';

/** `DELETE /access/api/v2/groups/{name}`: 204. */
export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => request<null>(groupUrl(name), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managementKeys.all }),
  });
}
