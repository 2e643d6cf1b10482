import type { ReactElement } from 'react';

export interface WalkthroughStep {
  title: string;
  text: string;
}

export interface WalkthroughCardProps {
  steps: readonly WalkthroughStep[];
  step: number;
  onStepChange: (step: number) => void;
  onClose: () => void;
}

export interface WalkthroughPopupProps extends WalkthroughCardProps {
  open: boolean;
  /** The element the popup points at; it must accept a ref (a DOM element or an antd component). */
  children: ReactElement;
  placement?: 'top' | 'bottom' | 'left' | 'right';
}
