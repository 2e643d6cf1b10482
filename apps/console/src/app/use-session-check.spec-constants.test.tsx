import { authRoutes } from '@arca/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { currentUserQueryOptions } from '../features/auth/api/index.ts';
import { adminUser } from '../test/fixtures.ts';
import { mockCall } from '../test/mock-call.ts';
import { createTestQueryClient } from '../test/render-app.tsx';
import { server } from '../test/server.ts';
import { useSessionCheck } from './use-session-check.ts';

/**
 * Renders the session check alone, on a clock the test moves by hand, with a signed-in user
 * cached. A check starts with a fresh read of the current user, seen the moment it is asked for.
 */
function renderSessionCheck() {
  const clock = { now: 0 };
  server.use(mockCall(authRoutes.current, () => adminUser));
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(currentUserQueryOptions().queryKey, adminUser);
  const checks = vi.spyOn(queryClient, 'fetchQuery');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  renderHook(() => useSessionCheck(() => clock.now), { wrapper });
  const activityAfter = (idleMs: number) => {
    clock.now += idleMs;
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
  };
  return { checks, activityAfter };
}

describe('session check idle threshold', () => {
  it('R27.04 checks the session on activity after 60000 ms idle, not a millisecond sooner', () => {
    const { checks, activityAfter } = renderSessionCheck();

    activityAfter(59_999);
    expect(checks).not.toHaveBeenCalled();

    activityAfter(60_000);
    expect(checks).toHaveBeenCalledTimes(1);
  });
});
