import type { ReactNode } from 'react';

export interface BackgroundPanelAction {
  text: string;
  onClick: () => void;
}

/** One background task's panel, e.g. 'Importing Release Bundle' or 'DEPLOYING 3 FILE(S)'. */
export interface BackgroundPanelData {
  id: string;
  title: string;
  body: ReactNode;
  actions?: readonly BackgroundPanelAction[];
  /** R25.144: the panel is collapsed to its title bar. */
  collapsed: boolean;
}

export interface BackgroundPanelProps {
  panel: BackgroundPanelData;
  /** Place from the right edge, 0 being the right-most (R25.145). */
  index: number;
  onToggle: (id: string) => void;
  onClose: (id: string) => void;
}

export interface BackgroundPanelsProps {
  panels: readonly BackgroundPanelData[];
  onToggle: (id: string) => void;
  onClose: (id: string) => void;
}
