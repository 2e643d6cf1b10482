import { describe, expect, it } from 'vitest';
import { scrollTopToReveal, visibleRange } from './windowing.ts';

const list = { viewportHeight: 300, rowHeight: 30, buffer: 60, count: 1000 };

describe('visibleRange', () => {
  it('renders the rows in view plus the buffer in pixels below, none above at the top', () => {
    // (0 + 300 + 60) / 30 = 12 rows.
    expect(visibleRange({ ...list, scrollTop: 0 })).toEqual({ start: 0, end: 12 });
  });

  it('reaches the buffer back above the viewport once scrolled', () => {
    // (900 − 60) / 30 = 28 to (900 + 300 + 60) / 30 = 42.
    expect(visibleRange({ ...list, scrollTop: 900 })).toEqual({ start: 28, end: 42 });
    // A row only partly inside the window is rendered.
    expect(visibleRange({ ...list, scrollTop: 915 })).toEqual({ start: 28, end: 43 });
  });

  it('measures the buffer in pixels, not rows', () => {
    expect(visibleRange({ ...list, rowHeight: 60, scrollTop: 900 })).toEqual({ start: 14, end: 21 });
  });

  it('stays within the list for short lists, scrolling past the end and overscroll above the top', () => {
    expect(visibleRange({ ...list, count: 5, scrollTop: 0 })).toEqual({ start: 0, end: 5 });
    expect(visibleRange({ ...list, count: 5, scrollTop: 99_999 })).toEqual({ start: 5, end: 5 });
    expect(visibleRange({ ...list, count: 0, scrollTop: 0 })).toEqual({ start: 0, end: 0 });
    expect(visibleRange({ ...list, scrollTop: -50 })).toEqual({ start: 0, end: 11 });
    expect(visibleRange({ ...list, scrollTop: -9_999 })).toEqual({ start: 0, end: 0 });
  });
});

describe('scrollTopToReveal', () => {
  const view = { viewportHeight: 300, rowHeight: 30 };

  it('keeps the position when the row is already fully in view', () => {
    expect(scrollTopToReveal({ ...view, index: 0, scrollTop: 0 })).toBe(0);
    expect(scrollTopToReveal({ ...view, index: 9, scrollTop: 0 })).toBe(0);
    expect(scrollTopToReveal({ ...view, index: 22, scrollTop: 600 })).toBe(600);
  });

  it('scrolls up to put a row above the view at the top', () => {
    expect(scrollTopToReveal({ ...view, index: 5, scrollTop: 600 })).toBe(150);
    // A row cut off at the top counts as out of view.
    expect(scrollTopToReveal({ ...view, index: 19, scrollTop: 580 })).toBe(570);
  });

  it('scrolls down to put a row below the view at the bottom', () => {
    expect(scrollTopToReveal({ ...view, index: 10, scrollTop: 0 })).toBe(30);
    expect(scrollTopToReveal({ ...view, index: 40, scrollTop: 600 })).toBe(930);
  });
});
