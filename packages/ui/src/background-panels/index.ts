export { BackgroundPanel } from './background-panel.tsx';
export { BackgroundPanels } from './background-panels.tsx';
export type {
  BackgroundPanelAction,
  BackgroundPanelData,
  BackgroundPanelProps,
  BackgroundPanelsProps,
} from './types.ts';
export {
  BACKGROUND_PANEL_GAP,
  BACKGROUND_PANEL_WIDTH,
  CANCEL_TEXT,
  deployingTitle,
  IMPORTING_RELEASE_BUNDLE_TITLE,
  panelRightOffset,
} from './utils.ts';
