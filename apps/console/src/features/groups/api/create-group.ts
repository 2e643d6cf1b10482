import { type AccessGroup, apiPaths, type CreateGroupRequest } from '@arca/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/http/index.ts';
import { gateway, managementKeys } from '../../../shared/management/queries.ts';

/** `POST /access/api/v2/groups` with its first members: 201; a taken name is refused with 409. */
export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateGroupRequest) =>
      request<AccessGroup>(gateway(apiPaths.accessGroups), { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managementKeys.all }),
  });
}
