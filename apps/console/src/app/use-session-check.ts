import { isLoggedIn } from '@arca/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { currentUserQueryOptions } from '../features/auth/api/index.ts';
import { loginAfterUnauthorized } from '../shared/http/index.ts';

/** Idle time after which the next activity checks that the session is still alive (R27.04). */
export const SESSION_IDLE_MS = 60_000;
const ACTIVITY_EVENTS = ['pointerdown', 'keydown'] as const;

/**
 * The session check (shell.md §4, R5.03–R5.05): after a minute without activity, the next click
 * or key press re-reads the current user; a session that ended meanwhile sends the visitor to
 * login with logout and fromUnauthorized set, keeping the current query.
 */
export function useSessionCheck(now: () => number = Date.now): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const search = useRef('');
  search.current = useLocation().search;

  useEffect(() => {
    let lastActivity = now();
    let checking = false;

    const onActivity = () => {
      const idle = now() - lastActivity;
      lastActivity = now();
      if (idle < SESSION_IDLE_MS || checking) return;
      const cached = queryClient.getQueryData(currentUserQueryOptions().queryKey);
      if (!isLoggedIn(cached)) return;
      checking = true;
      queryClient
        .fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 })
        .then((user) => {
          if (isLoggedIn(user)) return;
          return navigate(loginAfterUnauthorized(search.current));
        })
        .catch(() => undefined)
        .finally(() => {
          checking = false;
        });
    };

    for (const event of ACTIVITY_EVENTS) window.addEventListener(event, onActivity, { capture: true });
    return () => {
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, onActivity, { capture: true });
    };
  }, [queryClient, navigate, now]);
}
