import { BackgroundPanel } from './background-panel.tsx';
import type { BackgroundPanelsProps } from './types.ts';

/** The open background panels, side by side from the right edge in list order (R25.145). */
export function BackgroundPanels({ panels, onToggle, onClose }: BackgroundPanelsProps) {
  return (
    <>
      {panels.map((panel, index) => (
        <BackgroundPanel key={panel.id} panel={panel} index={index} onToggle={onToggle} onClose={onClose} />
      ))}
    </>
  );
}
