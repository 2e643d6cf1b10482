import { groupRoutes, permissionRoutes, repositoryRoutes, userRoutes } from '@arca/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../http/index.ts';
import { groupKeys, permissionKeys, repositoryKeys, userKeys } from './keys.ts';

// The users, groups, permissions and repositories every management screen reads. They live in
// shared/ because the screens of one area pick from the others (a group's members, a permission's
// principals); their keys are in keys.ts, one family each. The projects' queries are in
// project-queries.ts: the start-up reads them, and it should not carry the other entities' calls.

export function usersQueryOptions() {
  return queryOptions({
    queryKey: userKeys.list(),
    queryFn: async () => (await call(userRoutes.table)).users,
  });
}

export function useUsers() {
  return useQuery(usersQueryOptions());
}

export function useUser(name: string) {
  return useQuery({
    queryKey: userKeys.one(name),
    queryFn: () => call(userRoutes.get, { params: { name } }),
  });
}

export function useGroups() {
  return useQuery({
    queryKey: groupKeys.list(),
    queryFn: async () => (await call(groupRoutes.table)).groups,
  });
}

export function useGroup(name: string) {
  return useQuery({
    queryKey: groupKeys.one(name),
    queryFn: () => call(groupRoutes.get, { params: { name } }),
  });
}

export function usePermissions() {
  return useQuery({
    queryKey: permissionKeys.list(),
    queryFn: async () => (await call(permissionRoutes.table)).permissions,
  });
}

export function usePermission(name: string) {
  return useQuery({
    queryKey: permissionKeys.one(name),
    queryFn: () => call(permissionRoutes.get, { params: { name } }),
  });
}

/** Every repository the user may see (all of them for administrators), by key and kind. */
export function useRepositorySummaries() {
  return useQuery({
    queryKey: repositoryKeys.summaries(),
    queryFn: () => call(repositoryRoutes.list),
  });
}
