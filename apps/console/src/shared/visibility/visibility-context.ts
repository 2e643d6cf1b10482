import { isLoggedIn, licenseGates, passesLicenseGate, type UserData } from '@arca/contract';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useProjectContext } from '../http/project-context.ts';
import { projectsQueryOptions } from '../management/project-queries.ts';
import { featuresConfigQueryOptions } from '../platform/features-config.ts';
import { footerQueryOptions } from '../platform/footer.ts';
import { installedServicesQueryOptions } from '../platform/services.ts';
import { currentUserQueryOptions } from '../session/current-user.ts';
import type { VisibilityContext } from './context.ts';
import { visibilityContextOf } from './server-facts.ts';

/**
 * Only a logged-in user of an instance licensed for projects can administer them; nobody else is
 * asked (the server refuses the call below the licence's rank).
 */
function mayAdministerProjects(user: UserData | undefined, license: string | undefined): boolean {
  return (
    user !== undefined && isLoggedIn(user) && license !== undefined && passesLicenseGate(licenseGates.projects, license)
  );
}

/**
 * The visibility context for the guards (shell.md §4, guard 6), read through the query cache so a
 * navigation after the first costs no call.
 */
export async function loadVisibilityContext(queryClient: QueryClient): Promise<VisibilityContext> {
  const [user, footer, services, features] = await Promise.all([
    queryClient.ensureQueryData(currentUserQueryOptions()),
    queryClient.ensureQueryData(footerQueryOptions()),
    queryClient.ensureQueryData(installedServicesQueryOptions()),
    queryClient.ensureQueryData(featuresConfigQueryOptions()),
  ]);
  const projects = mayAdministerProjects(user, footer.license)
    ? await queryClient.ensureQueryData(projectsQueryOptions())
    : [];
  return visibilityContextOf({
    user,
    footer,
    services: services.services,
    features,
    administeredProjects: projects.length,
    projectKey: useProjectContext.getState().project.projectKey,
  });
}

/** The same context for menus and tooltips; undefined while any of it loads, which keeps every gate closed. */
export function useVisibilityContext(): VisibilityContext | undefined {
  const user = useQuery(currentUserQueryOptions()).data;
  const footer = useQuery(footerQueryOptions()).data;
  const services = useQuery(installedServicesQueryOptions()).data;
  const features = useQuery(featuresConfigQueryOptions()).data;
  const asked = mayAdministerProjects(user, footer?.license);
  const projects = useQuery({ ...projectsQueryOptions(), enabled: asked }).data;
  const projectKey = useProjectContext((state) => state.project.projectKey);
  if (!user || !footer || !services || !features) return undefined;
  if (asked && !projects) return undefined;
  return visibilityContextOf({
    user,
    footer,
    services: services.services,
    features,
    administeredProjects: projects?.length ?? 0,
    projectKey,
  });
}
