import { type UpdateUserRequest, userRoutes } from '@arca/contract';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/http/index.ts';
import { grantKeys, groupKeys, userKeys } from '../../../shared/management/keys.ts';
import { refresh } from '../../../shared/management/refresh.ts';

/**
 * What a user's change shows in: the users list and the user; new groups change those groups'
 * member lists and the grants; the administrator flag changes the grants.
 */
function changedBy(name: string, changes: UpdateUserRequest): QueryKey[] {
  const keys: QueryKey[] = [userKeys.list(), userKeys.one(name)];
  if (changes.groups !== undefined) keys.push(groupKeys.all);
  if (changes.groups !== undefined || changes.admin !== undefined) keys.push(grantKeys.all);
  return keys;
}

/**
 * `PATCH /access/api/v2/users/{name}` with only the changed fields. Demoting the last administrator
 * is refused with 409 and the server's message.
 */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, changes }: { name: string; changes: UpdateUserRequest }) =>
      call(userRoutes.update, { params: { name }, body: changes }),
    onSuccess: (_user, { name, changes }) => refresh(queryClient, changedBy(name, changes)),
  });
}
