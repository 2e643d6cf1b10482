import { licenseGates, type Project, passesLicenseGate, projectReadRoutes } from '@arca/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../http/index.ts';
import { useFooter } from '../platform/footer.ts';
import { projectKeys } from './keys.ts';

// The projects' queries, apart from the other entities' (queries.ts): the start-up and the
// visibility context read the projects the user administers, so this module travels with the
// console's entry, and only the projects' calls with it.

/** The projects the user administers: all of them for a platform administrator. */
export function projectsQueryOptions() {
  return queryOptions({
    queryKey: projectKeys.list(),
    queryFn: () => call(projectReadRoutes.list),
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
    queryFn: () => call(projectReadRoutes.get, { params: { key } }),
  });
}
