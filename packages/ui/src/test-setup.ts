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

// The first render of a file loads antd and lazy routes; on a busy two-core machine that can take
// longer than Testing Library's default second, so waits get five.
configure({ asyncUtilTimeout: 5000 });

// With globals off, Testing Library cannot register its own cleanup.
afterEach(cleanup);
