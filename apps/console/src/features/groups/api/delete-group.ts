import { groupRoutes } from '@arca/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/http/index.ts';
import { grantKeys, groupKeys, permissionKeys, projectKeys, userKeys } from '../../../shared/management/keys.ts';
import { refresh } from '../../../shared/management/refresh.ts';

/**
 * `DELETE /access/api/v2/groups/{name}`: 204. The group leaves the groups list, its members' groups,
 * every permission that named it (the server forgets it there), the grants and every project's
 * members.
 */
export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => call(groupRoutes.delete, { params: { name } }),
    onSuccess: (_answer, name) =>
      refresh(queryClient, [
        groupKeys.list(),
        groupKeys.one(name),
        userKeys.all,
        permissionKeys.all,
        grantKeys.all,
        projectKeys.allMembers(),
      ]),
  });
}
