import { userRoutes } from '@arca/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/http/index.ts';
import { grantKeys, groupKeys, permissionKeys, projectKeys, userKeys } from '../../../shared/management/keys.ts';
import { refresh } from '../../../shared/management/refresh.ts';

/**
 * `DELETE /access/api/v2/users/{name}`: 204; the last administrator is refused with 409. The user
 * leaves the users list, its groups' member lists, every permission that named it (the server
 * forgets it there), the grants and every project's members.
 */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => call(userRoutes.delete, { params: { name } }),
    onSuccess: (_answer, name) =>
      refresh(queryClient, [
        userKeys.list(),
        userKeys.one(name),
        groupKeys.all,
        permissionKeys.all,
        grantKeys.all,
        projectKeys.allMembers(),
      ]),
  });
}
