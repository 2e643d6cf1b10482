import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// jsdom set-up for every project that renders antd (the console's tests use it too).
// antd's responsive helpers and the theme's system-mode hook call matchMedia, which jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(() => false),
  })),
});

// antd's popups, tables and ellipsis text observe their size; jsdom has no ResizeObserver and no
// layout to observe. Assigned rather than stubbed, so a test's vi.unstubAllGlobals() comes back to it.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class NoLayoutResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// jsdom runs every animation frame on one shared setInterval, started at the first pending frame.
// Started while a test fakes setInterval, it lives on a fake clock that goes with the test, and no
// later frame in the window would run: antd's motions end on frames. A timer of its own per frame
// keeps a test's fake clock to that test's frames.
window.requestAnimationFrame = (callback) => Number(setTimeout(() => callback(performance.now()), 16));
window.cancelAnimationFrame = (frame) => clearTimeout(frame);

// The first render of a file loads antd and lazy routes; on a busy two-core machine that can take
// longer than Testing Library's default second, so waits get five.
configure({ asyncUtilTimeout: 5000 });

// With globals off, Testing Library cannot register its own cleanup. Spies go with their test:
// files share one window and module cache (isolate: false), so nothing may leak into the next.
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
