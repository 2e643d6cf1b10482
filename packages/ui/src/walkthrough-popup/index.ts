export type { WalkthroughCardProps, WalkthroughPopupProps, WalkthroughStep } from './types.ts';
export { WALKTHROUGH_POPUP_WIDTH } from './utils.ts';
export { WalkthroughCard } from './walkthrough-card.tsx';
export { WalkthroughPopup } from './walkthrough-popup.tsx';
