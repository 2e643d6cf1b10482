import { type GroupMembersRequest, groupRoutes, type UpdateGroupRequest } from '@arca/contract';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/http/index.ts';
import { grantKeys, groupKeys, userKeys } from '../../../shared/management/keys.ts';
import { refresh } from '../../../shared/management/refresh.ts';

export interface GroupUpdate {
  name: string;
  /** The changed fields; empty when only the members changed. */
  fields: UpdateGroupRequest;
  members: GroupMembersRequest;
}

function isEmpty(value: object): boolean {
  return Object.keys(value).length === 0;
}

/**
 * What a group's change shows in: the groups list and the group; new members change those users'
 * groups and the grants; administrator privileges change the grants.
 */
function changedBy({ name, fields, members }: GroupUpdate): QueryKey[] {
  const keys: QueryKey[] = [groupKeys.list(), groupKeys.one(name)];
  if (!isEmpty(members)) keys.push(userKeys.all);
  if (!isEmpty(members) || fields.admin_privileges !== undefined) keys.push(grantKeys.all);
  return keys;
}

/**
 * `PATCH /access/api/v2/groups/{name}` for the changed fields, then `PATCH …/members` with the
 * difference, so members added elsewhere meanwhile are kept. Each call is left out when it has
 * nothing to send.
 */
export function useUpdateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, fields, members }: GroupUpdate) => {
      if (!isEmpty(fields)) await call(groupRoutes.update, { params: { name }, body: fields });
      if (!isEmpty(members)) await call(groupRoutes.updateMembers, { params: { name }, body: members });
    },
    // A failed members call may follow a saved fields call, so the data is refreshed either way.
    onSettled: (_answer, _error, update) => refresh(queryClient, changedBy(update)),
  });
}
