import {
  groupRoutes,
  licenseGates,
  type Project,
  passesLicenseGate,
  permissionRoutes,
  projectRoutes,
  repositoryRoutes,
  userRoutes,
} from '@arca/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../http/index.ts';
import { useFooter } from '../platform/footer.ts';
import { groupKeys, permissionKeys, projectKeys, repositoryKeys, userKeys } from './keys.ts';

// The users, groups, permissions and projects every management screen reads. They live in shared/
// because the screens of one area pick from the others (a group's members, a permission's
// principals); their keys are in keys.ts, one family each.

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

/** The projects the user administers: all of them for a platform administrator. */
export function projectsQueryOptions() {
  return queryOptions({
    queryKey: projectKeys.list(),
    queryFn: () => call(projectRoutes.list),
  });
}

export function useProjects() {
  return useQuery(projectsQueryOptions());
}

const NO_PROJECTS: readonly Project[] = [];

/**
 * The projects the user administers where the licence allows projects at all; below its rank the
 * server refuses the call, so it is not made and the list is empty.
 */
export function useAdministeredProjects(wanted = true) {
  const license = useFooter().data?.license;
  const licensed = license !== undefined && passesLicenseGate(licenseGates.projects, license);
  const query = useQuery({ ...projectsQueryOptions(), enabled: wanted && licensed });
  return {
    licensed,
    projects: licensed ? query.data : NO_PROJECTS,
    isPending: license === undefined || (licensed && query.isPending),
  };
}

export function useProject(key: string) {
  return useQuery({
    queryKey: projectKeys.one(key),
    queryFn: () => call(projectRoutes.get, { params: { key } }),
  });
}

/** Every repository the user may see (all of them for administrators), by key and kind. */
export function useRepositorySummaries() {
  return useQuery({
    queryKey: repositoryKeys.summaries(),
    queryFn: () => call(repositoryRoutes.list),
  });
}
