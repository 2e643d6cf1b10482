/** R25.145 / R27.39 (admin-and-widgets.md §9): each panel is 360 px wide… */
export const BACKGROUND_PANEL_WIDTH = 360;

/** …and 10 px apart from the next. */
export const BACKGROUND_PANEL_GAP = 10;

/** R25.142: the release bundle import panel's title. */
export const IMPORTING_RELEASE_BUNDLE_TITLE = 'Importing Release Bundle';

/** R25.143: the deploy panel's action. */
export const CANCEL_TEXT = 'CANCEL';

/** R25.143: the deploy panel's title, e.g. 'DEPLOYING 3 FILE(S)'. */
export function deployingTitle(fileCount: number): string {
  return `DEPLOYING ${fileCount} FILE(S)`;
}

/** R25.145 / R27.39: panel i sits i × (360 + 10) px from the right edge, so panels line up side by side. */
export function panelRightOffset(index: number): number {
  return index * (BACKGROUND_PANEL_WIDTH + BACKGROUND_PANEL_GAP);
}
