import type { ReactNode } from 'react';
import { useVisibilityContext } from '../visibility/visibility-context.ts';
import { Teaser } from './teaser.tsx';
import { type TeaserId, teasers } from './teaser-catalogue.ts';
import { showsTeaser } from './teaser-rules.ts';

export interface TeaserSlotProps {
  id: TeaserId;
  headingLevel?: 1 | 2 | 3;
  /** The line above the teaser's header, when the screen words the missing service itself. */
  status?: string;
  /** What shows when the teaser does not: the real content, or nothing. */
  children?: ReactNode;
}

/** An embedded teaser (R16.02): shown when the visibility engine says so (R16.09), otherwise its children. */
export function TeaserSlot({ id, headingLevel = 2, status, children = null }: TeaserSlotProps) {
  const context = useVisibilityContext();
  const teaser = teasers[id];
  return showsTeaser(teaser, context) ? (
    <Teaser teaser={teaser} headingLevel={headingLevel} status={status} />
  ) : (
    children
  );
}
