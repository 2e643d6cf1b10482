import type { ProjectMember } from '@arca/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/http/index.ts';
import { managementKeys } from '../../../shared/management/queries.ts';
import { type MemberKind, projectKeys, projectUrl } from './urls.ts';

/** `GET /{key}/users` or `/{key}/groups`: the members of one kind with their roles. */
export function useProjectMembers(key: string, kind: MemberKind) {
  return useQuery({
    queryKey: projectKeys.members(key, kind),
    queryFn: async () => (await request<{ members: ProjectMember[] }>(projectUrl(key, kind))).members,
  });
}

/** Adds a member or sets its roles: the same `PUT /{key}/{kind}/{name}`. */
export function useSetProjectMember(key: string, kind: MemberKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (member: ProjectMember) =>
      request<ProjectMember>(projectUrl(key, kind, member.name), { method: 'PUT', body: member }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managementKeys.all }),
  });
}

export function useRemoveProjectMember(key: string, kind: MemberKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => request<null>(projectUrl(key, kind, name), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managementKeys.all }),
  });
}
