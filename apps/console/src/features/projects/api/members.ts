import { type ProjectMember, projectMemberRoutes } from '@arca/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/http/index.ts';
import { type ProjectMemberKind as MemberKind, projectKeys } from '../../../shared/management/keys.ts';
import { refresh } from '../../../shared/management/refresh.ts';

export type { MemberKind };

/** The member calls of each kind: users and groups are members the same way. */
const memberCalls = {
  users: projectMemberRoutes.user,
  groups: projectMemberRoutes.group,
} as const satisfies Record<MemberKind, unknown>;

/** `GET /{key}/users` or `/{key}/groups`: the members of one kind with their roles. */
export function useProjectMembers(key: string, kind: MemberKind) {
  return useQuery({
    queryKey: projectKeys.members(key, kind),
    queryFn: async () => (await call(memberCalls[kind].list, { params: { key } })).members,
  });
}

/**
 * A member change shows in that project's members of that kind, and in the projects list: a
 * member's roles decide who administers the project, and that list holds the projects the user
 * administers.
 */
function changedMembers(key: string, kind: MemberKind) {
  return [projectKeys.members(key, kind), projectKeys.list()];
}

/** Adds a member or sets its roles: the same `PUT /{key}/{kind}/{name}`. */
export function useSetProjectMember(key: string, kind: MemberKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (member: ProjectMember) =>
      call(memberCalls[kind].set, { params: { key, name: member.name }, body: member }),
    onSuccess: () => refresh(queryClient, changedMembers(key, kind)),
  });
}

export function useRemoveProjectMember(key: string, kind: MemberKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => call(memberCalls[kind].remove, { params: { key, name } }),
    onSuccess: () => refresh(queryClient, changedMembers(key, kind)),
  });
}
