import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// antd's responsive helpers call matchMedia, which jsdom lacks.
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

// With globals off, Testing Library cannot register its own cleanup.
afterEach(cleanup);
