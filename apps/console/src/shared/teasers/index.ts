export { CompanionArea, type CompanionAreaProps, missingServiceHeader } from './companion-area.tsx';
export * from './read-more.ts';
export { LEARN_MORE_LABEL, READ_MORE_LABEL, Teaser, type TeaserProps, UPGRADE_NOW_LABEL } from './teaser.tsx';
export * from './teaser-catalogue.ts';
export { TeaserIllustration } from './teaser-illustration.tsx';
export * from './teaser-rules.ts';
export { TeaserSlot, type TeaserSlotProps } from './teaser-slot.tsx';
