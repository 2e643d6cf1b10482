import { afterAll, afterEach, beforeAll } from 'vitest';
import { usePlatformState } from '../app/platform-state.ts';
import { useAppStore } from '../app/store.ts';
import { useThemePreference } from '../app/theme/theme-store.ts';
import { resumeIntervals } from '../shared/session/intervals.ts';
import { server } from './server.ts';

// The widget library's jsdom setup (packages/ui/src/test-setup.ts) runs first: matchMedia and
// Testing Library's cleanup come from there.

// antd's Menu and Layout measure themselves with ResizeObserver, which jsdom lacks too; nothing
// in jsdom has a size, so an observer that never fires is faithful.
class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
Object.defineProperty(window, 'ResizeObserver', { writable: true, value: NoopResizeObserver });

// MSW 3's name for onUnhandledRequest: a call no handler answers fails the test.
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));

afterEach(() => {
  server.resetHandlers();
  useAppStore.getState().reset();
  // A route's server error (a failed start) would otherwise show on the next test's page.
  usePlatformState.setState(usePlatformState.getInitialState(), true);
  resumeIntervals();
  useThemePreference.setState({ mode: null });
  window.localStorage.clear();
  window.sessionStorage.clear();
});

afterAll(() => server.close());
