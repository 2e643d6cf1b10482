import { canAdministerProjects, isSpecificProject, type VisibilityContext } from './context.ts';

export type Sidebar = 'application' | 'administration' | 'projectSettings';

/**
 * R8.02–R8.04: project settings and application when the user can administer projects and a
 * specific project is selected; application and administration otherwise.
 */
export function sidebarsFor(context: VisibilityContext): readonly Sidebar[] {
  return canAdministerProjects(context) && isSpecificProject(context)
    ? ['projectSettings', 'application']
    : ['application', 'administration'];
}
