import type { ProjectMember } from '@arca/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/http/index.ts';
import { projectKeys } from '../../../shared/management/keys.ts';
import { refresh } from '../../../shared/management/refresh.ts';
import { type MemberKind, projectUrl } from './urls.ts';

/** `GET /{key}/users` or `/{key}/groups`: the members of one kind with their roles. */
export function useProjectMembers(key: string, kind: MemberKind) {
  return useQuery({
    queryKey: projectKeys.members(key, kind),
    queryFn: async () => (await request<{ members: ProjectMember[] }>(projectUrl(key, kind))).members,
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
      request<ProjectMember>(projectUrl(key, kind, member.name), { method: 'PUT', body: member }),
    onSuccess: () => refresh(queryClient, changedMembers(key, kind)),
  });
}

export function useRemoveProjectMember(key: string, kind: MemberKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => request<null>(projectUrl(key, kind, name), { method: 'DELETE' }),
    onSuccess: () => refresh(queryClient, changedMembers(key, kind)),
  });
}
