/** What a windowed list knows when it decides which rows to render. All lengths are in pixels. */
export interface WindowInput {
  /** The list body's scroll position. */
  scrollTop: number;
  /** The height of the list body's visible part. */
  viewportHeight: number;
  /** The fixed height of every row. */
  rowHeight: number;
  /** Extra pixels rendered above and below the viewport, so fast scrolling shows no blank rows. */
  buffer: number;
  /** How many rows the list has. */
  count: number;
}

/**
 * The rows to render, `start` inclusive and `end` exclusive: those inside the viewport plus `buffer`
 * pixels on either side, clamped to the list, so `0 <= start <= end <= count` however far it is scrolled.
 */
export function visibleRange({ scrollTop, viewportHeight, rowHeight, buffer, count }: WindowInput): {
  start: number;
  end: number;
} {
  const top = Math.max(0, scrollTop - buffer);
  const bottom = scrollTop + viewportHeight + buffer;
  const start = Math.min(count, Math.floor(top / rowHeight));
  const end = Math.min(count, Math.max(start, Math.ceil(bottom / rowHeight)));
  return { start, end };
}

export interface RevealInput {
  /** The row to bring into view. */
  index: number;
  scrollTop: number;
  viewportHeight: number;
  rowHeight: number;
}

/** The scroll position that brings row `index` fully into view, moving as little as possible. */
export function scrollTopToReveal({ index, scrollTop, viewportHeight, rowHeight }: RevealInput): number {
  const rowTop = index * rowHeight;
  const rowBottom = rowTop + rowHeight;
  if (rowTop < scrollTop) return rowTop;
  if (rowBottom > scrollTop + viewportHeight) return Math.max(0, rowBottom - viewportHeight);
  return scrollTop;
}
