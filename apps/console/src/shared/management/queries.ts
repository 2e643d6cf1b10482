import {
  type AccessGroup,
  type AccessUserDetails,
  apiPaths,
  type GroupDetailsList,
  licenseGates,
  type Permission,
  type PermissionDetailsList,
  type Project,
  passesLicenseGate,
  type RepositorySummary,
  UI_API,
  type UserDetailsList,
} from '@arca/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http/index.ts';
import { useFooter } from '../platform/footer.ts';
import { groupKeys, permissionKeys, projectKeys, repositoryKeys, userKeys } from './keys.ts';

// The users, groups, permissions and projects every management screen reads. They live in shared/
// because the screens of one area pick from the others (a group's members, a permission's
// principals); their keys are in keys.ts, one family each.

/** The Access API through the console gateway, where the session cookie is honoured. */
export const gateway = (path: string) => `${UI_API}${path}`;

export function usersQueryOptions() {
  return queryOptions({
    queryKey: userKeys.list(),
    queryFn: async () => (await request<UserDetailsList>(apiPaths.consoleUsers)).users,
  });
}

export function useUsers() {
  return useQuery(usersQueryOptions());
}

export function useUser(name: string) {
  return useQuery({
    queryKey: userKeys.one(name),
    queryFn: () => request<AccessUserDetails>(gateway(`${apiPaths.accessUsers}/${encodeURIComponent(name)}`)),
  });
}

export function useGroups() {
  return useQuery({
    queryKey: groupKeys.list(),
    queryFn: async () => (await request<GroupDetailsList>(apiPaths.consoleGroups)).groups,
  });
}

export function useGroup(name: string) {
  return useQuery({
    queryKey: groupKeys.one(name),
    queryFn: () => request<AccessGroup>(gateway(`${apiPaths.accessGroups}/${encodeURIComponent(name)}`)),
  });
}

export function usePermissions() {
  return useQuery({
    queryKey: permissionKeys.list(),
    queryFn: async () => (await request<PermissionDetailsList>(apiPaths.consolePermissions)).permissions,
  });
}

export function usePermission(name: string) {
  return useQuery({
    queryKey: permissionKeys.one(name),
    queryFn: () => request<Permission>(gateway(`${apiPaths.accessPermissions}/${encodeURIComponent(name)}`)),
  });
}

/** The projects the user administers: all of them for a platform administrator. */
export function projectsQueryOptions() {
  return queryOptions({
    queryKey: projectKeys.list(),
    queryFn: () => request<Project[]>(gateway(apiPaths.accessProjects)),
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
    queryFn: () => request<Project>(gateway(`${apiPaths.accessProjects}/${encodeURIComponent(key)}`)),
  });
}

/** Every repository the user may see (all of them for administrators), by key and kind. */
export function useRepositorySummaries() {
  return useQuery({
    queryKey: repositoryKeys.summaries(),
    queryFn: () => request<RepositorySummary[]>(gateway(apiPaths.repositories)),
  });
}
