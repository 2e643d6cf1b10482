import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
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

// A request a test started (a page entered just before the last assertion) must end against that
// test's handlers. Reset under it, it fails as a network error, and the client's one retry 500 ms
// later lands in the next test's handlers as a call that test never made.
const inFlight = new Set<string>();
server.events.on('request:start', ({ requestId, request }) => {
  inFlight.add(requestId);
  // An aborted request never reaches request:end.
  request.signal.addEventListener('abort', () => inFlight.delete(requestId));
});
server.events.on('request:end', ({ requestId }) => {
  inFlight.delete(requestId);
});
const SETTLE_LIMIT_MS = 500;

async function requestsSettled(): Promise<void> {
  // Under fake timers the wait itself would never advance; such a test settles its own calls.
  if (vi.isFakeTimers()) return;
  const until = Date.now() + SETTLE_LIMIT_MS;
  while (inFlight.size > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 10));
  // What is left hangs on purpose (a handler that never answers) and must not hold the next test.
  inFlight.clear();
}

afterEach(async () => {
  // Unmounted first: a page still mounted (the login page storing the path it was asked for) would
  // otherwise write into the storage cleared below, and the next test would find it there.
  cleanup();
  await requestsSettled();
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
