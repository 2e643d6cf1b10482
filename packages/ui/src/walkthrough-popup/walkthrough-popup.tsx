import { Popover } from 'antd';
import type { WalkthroughPopupProps } from './types.ts';
import { WALKTHROUGH_POPUP_WIDTH } from './utils.ts';
import { WalkthroughCard } from './walkthrough-card.tsx';

/**
 * A guided-tour popup anchored to `children`, 420 px wide (R25.162). Fully controlled: it opens, moves
 * and closes only through `open`, `onStepChange` and `onClose`, so hovering or clicking the anchor does nothing.
 */
export function WalkthroughPopup({
  open,
  steps,
  step,
  onStepChange,
  onClose,
  children,
  placement = 'bottom',
}: WalkthroughPopupProps) {
  return (
    <Popover
      open={open}
      trigger={[]}
      placement={placement}
      // The width is the popup's outer box, padding included.
      styles={{ container: { width: WALKTHROUGH_POPUP_WIDTH, boxSizing: 'border-box' } }}
      content={<WalkthroughCard steps={steps} step={step} onStepChange={onStepChange} onClose={onClose} />}
    >
      {children}
    </Popover>
  );
}
