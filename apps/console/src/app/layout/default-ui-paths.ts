import { paths } from '../../shared/routing/paths.ts';

/**
 * The default-UI redirect paths (R1.69, O31): the topology and the projects list. Both show the
 * whole platform, which is what the console's default view, All, is; under a selected project the
 * project settings sidebar would frame them, and it has neither page. So opening one of them takes
 * the console back to All.
 */
export const DEFAULT_UI_REDIRECT_PATHS: readonly string[] = [paths.topology(), paths.adminProjects()];

/** Whether a console path is one of them; React Router ignores a trailing slash and case, so this does too. */
export function isDefaultUiRedirectPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  return DEFAULT_UI_REDIRECT_PATHS.includes(path);
}
