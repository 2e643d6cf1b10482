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

/**
 * The users, groups, permissions and projects every management screen reads. They live in shared/
 * because the screens of one area pick from the others (a group's members, a permission's
 * principals). Every key starts with 'management', so a write can refresh the whole area.
 */
export const managementKeys = {
  all: ['management'] as const,
  users: () => [...managementKeys.all, 'users'] as const,
  user: (name: string) => [...managementKeys.all, 'users', name] as const,
  groups: () => [...managementKeys.all, 'groups'] as const,
  group: (name: string) => [...managementKeys.all, 'groups', name] as const,
  permissions: () => [...managementKeys.all, 'permissions'] as const,
  permission: (name: string) => [...managementKeys.all, 'permissions', name] as const,
  projects: () => [...managementKeys.all, 'projects'] as const,
  project: (key: string) => [...managementKeys.all, 'projects', key] as const,
};

/** The Access API through the console gateway, where the session cookie is honoured. */
export const gateway = (path: string) => `${UI_API}${path}`;

export function usersQueryOptions() {
  return queryOptions({
    queryKey: managementKeys.users(),
    queryFn: async () => (await request<UserDetailsList>(apiPaths.consoleUsers)).users,
  });
}

export function useUsers() {
  return useQuery(usersQueryOptions());
}

export function useUser(name: string) {
  return useQuery({
    queryKey: managementKeys.user(name),
    queryFn: () => request<AccessUserDetails>(gateway(`${apiPaths.accessUsers}/${encodeURIComponent(name)}`)),
  });
}

export function useGroups() {
  return useQuery({
    queryKey: managementKeys.groups(),
    queryFn: async () => (await request<GroupDetailsList>(apiPaths.consoleGroups)).groups,
  });
}

export function useGroup(name: string) {
  return useQuery({
    queryKey: managementKeys.group(name),
    queryFn: () => request<AccessGroup>(gateway(`${apiPaths.accessGroups}/${encodeURIComponent(name)}`)),
  });
}

export function usePermissions() {
  return useQuery({
    queryKey: managementKeys.permissions(),
    queryFn: async () => (await request<PermissionDetailsList>(apiPaths.consolePermissions)).permissions,
  });
}

export function usePermission(name: string) {
  return useQuery({
    queryKey: managementKeys.permission(name),
    queryFn: () => request<Permission>(gateway(`${apiPaths.accessPermissions}/${encodeURIComponent(name)}`)),
  });
}

/** The projects the user administers: all of them for a platform administrator. */
export function projectsQueryOptions() {
  return queryOptions({
    queryKey: managementKeys.projects(),
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
    queryKey: managementKeys.project(key),
    queryFn: () => request<Project>(gateway(`${apiPaths.accessProjects}/${encodeURIComponent(key)}`)),
  });
}

/** Every repository the user may see (all of them for administrators), by key and kind. */
export function useRepositorySummaries() {
  return useQuery({
    queryKey: [...managementKeys.all, 'repositories', 'summaries'],
    queryFn: () => request<RepositorySummary[]>(gateway(apiPaths.repositories)),
  });
}
