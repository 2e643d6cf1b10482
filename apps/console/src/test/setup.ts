import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { useAppStore } from '../app/store.ts';
import { useThemePreference } from '../app/theme/theme-store.ts';
import { server } from './server.ts';

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

// MSW 3's name for onUnhandledRequest: a call no handler answers fails the test.
// antd's Menu and Layout measure themselves with ResizeObserver, which jsdom lacks too; nothing
// in jsdom has a size, so an observer that never fires is faithful.
class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
Object.defineProperty(window, 'ResizeObserver', { writable: true, value: NoopResizeObserver });

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));

afterEach(() => {
  // With globals off, Testing Library cannot register its own cleanup.
  cleanup();
  server.resetHandlers();
  useAppStore.getState().reset();
  useThemePreference.setState({ mode: null });
  window.localStorage.clear();
});

afterAll(() => server.close());
