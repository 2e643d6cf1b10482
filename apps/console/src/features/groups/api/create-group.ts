import { type CreateGroupRequest, groupRoutes } from '@arca/contract';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/http/index.ts';
import { grantKeys, groupKeys, userKeys } from '../../../shared/management/keys.ts';
import { refresh } from '../../../shared/management/refresh.ts';

/** What a new group shows in: the groups list; with first members, their groups and the grants. */
function changedBy(group: CreateGroupRequest): QueryKey[] {
  return group.members?.length ? [groupKeys.list(), userKeys.all, grantKeys.all] : [groupKeys.list()];
}

/** `POST /access/api/v2/groups` with its first members: 201; a taken name is refused with 409. */
export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateGroupRequest) => call(groupRoutes.create, { body }),
    onSuccess: (_group, body) => refresh(queryClient, changedBy(body)),
  });
}
