import { specMessages } from '@arca/contract';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../test/server.ts';
import { ApiError } from './api-error.ts';
import { request } from './client.ts';
import {
  configureHttp,
  loginAfterUnauthorized,
  type Priority,
  REQUEST_PRIORITIES,
  SET_ME_UP_RESET_KEY,
} from './request-rules.ts';

interface Seen {
  navigations: string[];
  notes: Array<{ message: string; html?: boolean | undefined }>;
  reloads: number;
  notPaired: number;
  serverErrors: string[];
  loading: number[];
}

let seen: Seen;
let where = { pathname: '/packages', search: '?q=react' };
let loading = 0;

beforeEach(() => {
  seen = { navigations: [], notes: [], reloads: 0, notPaired: 0, serverErrors: [], loading: [] };
  where = { pathname: '/packages', search: '?q=react' };
  loading = 0;
  configureHttp({
    navigate: (to) => seen.navigations.push(to),
    location: () => where,
    notify: (note) => seen.notes.push(note),
    reloadUser: () => {
      seen.reloads += 1;
    },
    markNotPaired: () => {
      seen.notPaired += 1;
    },
    setServerError: (message) => seen.serverErrors.push(message),
    loadingStarted: () => {
      loading += 1;
      seen.loading.push(loading);
    },
    loadingEnded: () => {
      loading -= 1;
      seen.loading.push(loading);
    },
  });
});
afterEach(() => configureHttp({}));

const PATH = '/ui/api/v1/test/call';
const errorBody = (status: number, ...messages: string[]) => ({
  errors: messages.map((message) => ({ status, message })),
});

function answer(
  status: number,
  body: Record<string, unknown> = errorBody(status, `failure ${status}`),
  headers: Record<string, string> = {},
) {
  let calls = 0;
  server.use(
    http.all(PATH, () => {
      calls += 1;
      return HttpResponse.json(body, { status, headers });
    }),
  );
  return () => calls;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the request did not fail');
}

describe('status rules', () => {
  it('R6.12 R6.15 sends a 401 to login with the flags and the current query, and marks set-me-up for a reset', async () => {
    answer(401);
    await failure(request(PATH));
    expect(seen.navigations).toEqual(['/login?logout=true&fromUnauthorized=true&q=react']);
    expect(window.localStorage.getItem(SET_ME_UP_RESET_KEY)).toBe('true');
    expect(loginAfterUnauthorized('')).toBe('/login?logout=true&fromUnauthorized=true');
  });

  it('R6.13 leaves a 401 alone on the login page', async () => {
    answer(401);
    where = { pathname: '/login', search: '' };
    await failure(request(PATH));
    expect(seen.navigations).toEqual([]);
  });

  it('treats a 401 on the CLI login page, which needs a session, as a lost session', async () => {
    answer(401);
    where = { pathname: '/login/cli', search: '?from=terminal' };
    await failure(request(PATH));
    expect(seen.navigations).toEqual(['/login?logout=true&fromUnauthorized=true&from=terminal']);
  });

  it('R6.14 leaves a 401 alone for a remember-me request', async () => {
    answer(401);
    await failure(request(PATH, { method: 'POST', query: { _spring_security_remember_me: 'true' } }));
    expect(seen.navigations).toEqual([]);
  });

  it('R6.16 shows each message of a 403 as a notification', async () => {
    answer(403, errorBody(403, 'No read permission', 'Repository is hidden'));
    await failure(request(PATH));
    expect(seen.notes.map((n) => n.message)).toEqual(['No read permission', 'Repository is hidden']);
    expect(seen.navigations).toEqual([]);
  });

  it('R6.17 shows the not-authorized text and goes to / for a 403 without messages', async () => {
    answer(403, {});
    await failure(request(PATH));
    expect(seen.notes.map((n) => n.message)).toEqual([specMessages.notAuthorizedToView]);
    expect(seen.navigations).toEqual(['/']);
  });

  it('R6.18 sends a 406 to the blocked-request page of its request id', async () => {
    answer(406, errorBody(406, 'blocked'), { 'x-request-id': 'abc123' });
    await failure(request(PATH));
    expect(seen.navigations).toEqual(['/406/abc123']);
  });

  it("R6.19 uses 'internal error' when a 406 has no request id", async () => {
    answer(406);
    await failure(request(PATH));
    expect(seen.navigations).toEqual(['/406/internal%20error']);
  });

  it("R6.20 R6.22 follows a 420 to login via its location, rejecting with 'Authentication needed'", async () => {
    answer(420, {}, { location: '/sso/saml' });
    const error = await failure(request(PATH));
    expect(seen.navigations).toEqual(['/login/sso/saml']);
    expect(error.message).toBe(specMessages.authenticationNeeded);
  });

  it('R6.21 goes to the default path for a 420 without a location', async () => {
    answer(420, {});
    await failure(request(PATH));
    expect(seen.navigations).toEqual(['/']);
  });

  it("R6.23 R6.24 re-reads the user on 333 and rejects with 'User Changed - HTTP SSO'", async () => {
    answer(333, {});
    const error = await failure(request(PATH));
    expect(seen.reloads).toBe(1);
    expect(error.message).toBe(specMessages.userChanged);
  });

  it('R6.25 R6.26 marks the platform not paired on a pairing 503, then handles it as a server error', async () => {
    answer(503, { errors: [{ status: 503, message: 'not paired', code: 'pairing.required' }] });
    await failure(request(PATH, { method: 'POST' }));
    expect(seen.notPaired).toBe(1);
    expect(seen.notes).toEqual([{ message: 'not paired', html: true }]);
  });

  it('R6.27 puts a critical 5xx on the route instead of a notification', async () => {
    answer(502, errorBody(502, 'Bad gateway'));
    await failure(request(PATH, { method: 'POST', priority: 'critical' }));
    expect(seen.serverErrors).toEqual(['Bad gateway']);
    expect(seen.notes).toEqual([]);
  });

  it('R6.28 shows other 5xx as an HTML notification', async () => {
    answer(500, errorBody(500, 'Internal server error'));
    await failure(request(PATH, { method: 'DELETE' }));
    expect(seen.notes).toEqual([{ message: 'Internal server error', html: true }]);
  });
});

describe('retry', () => {
  it('R6.08 R6.29 retries a failed GET once after 500 ms and reports only after the second attempt', async () => {
    const calls = answer(504, errorBody(504, 'Gateway timeout'));
    const started = Date.now();
    await failure(request(PATH));
    expect(calls()).toBe(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    expect(seen.notes).toHaveLength(1);
  });

  it('R6.08 succeeds when the second attempt does', async () => {
    let calls = 0;
    server.use(
      http.get(PATH, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json({ ok: true });
      }),
    );
    expect(await request<{ ok: boolean }>(PATH)).toEqual({ ok: true });
    expect(seen.notes).toEqual([]);
  });

  it('R6.09 never retries a non-GET request', async () => {
    const calls = answer(500);
    await failure(request(PATH, { method: 'POST' }));
    expect(calls()).toBe(1);
  });

  it('R6.10 never retries nor reports a low-priority request', async () => {
    const calls = answer(500);
    await failure(request(PATH, { priority: 'low' }));
    expect(calls()).toBe(1);
    expect(seen.notes).toEqual([]);
    expect(seen.serverErrors).toEqual([]);
  });
});

describe('content loader', () => {
  it('R6.03 R6.04 raises the count while a jfLoader request runs and lowers it when it ends or fails', async () => {
    let sawFlag: string | null = null;
    server.use(
      http.get(PATH, ({ request: req }) => {
        sawFlag = new URL(req.url).searchParams.get('jfLoader');
        return HttpResponse.json({});
      }),
    );
    await request(PATH, { loader: true });
    expect(sawFlag).toBe('true');
    answer(404);
    await failure(request(PATH, { loader: true }));
    expect(seen.loading).toEqual([1, 0, 1, 0]);
  });
});

describe('statuses without a rule', () => {
  it.each([400, 404, 409, 429])('R6.32 only logs a %i: no notification, one warning line', async (status) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      answer(status);
      const error = await failure(request(PATH, { method: 'POST' }));
      expect(error.status).toBe(status);
      expect(seen.notes).toEqual([]);
      expect(seen.serverErrors).toEqual([]);
      expect(seen.navigations).toEqual([]);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn).toHaveBeenCalledWith(`POST ${PATH} failed with status ${status}`);
    } finally {
      warn.mockRestore();
    }
  });

  it('R6.32 does not log a status that has its own rule', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      answer(403);
      await failure(request(PATH));
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
});

describe('priorities', () => {
  it('R6.05 lists the priorities low, high and critical', () => {
    expect(REQUEST_PRIORITIES).toEqual(['low', 'high', 'critical']);
    const critical: Priority = 'critical';
    expect(REQUEST_PRIORITIES).toContain(critical);
  });
});
