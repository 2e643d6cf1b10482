import type { CSSProperties } from 'react';

/**
 * Keeps an element in the accessibility tree while drawing nothing: the standard clip pattern.
 * Unlike `display: none` or `visibility: hidden`, screen readers still read it.
 */
export const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
};
