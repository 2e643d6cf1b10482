import { menuRules, visibilityOf } from '../../../shared/visibility/index.ts';
import { useVisibilityContext } from '../../../shared/visibility/visibility-context.ts';

/**
 * Whether the viewer links to the support zone for downloads (R19.08, R19.09), by the menu rule
 * `logDownloadLink`, judged with the context of the menus; hidden while that context loads.
 */
export function useLogDownloadLinkVisible(): boolean {
  return visibilityOf(menuRules.logDownloadLink, useVisibilityContext()).kind === 'visible';
}
