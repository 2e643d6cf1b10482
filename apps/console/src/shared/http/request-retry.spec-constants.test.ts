import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../test/server.ts';
import { ApiError } from './api-error.ts';
import { request } from './client.ts';
import { type FailureContext, shouldRetry } from './request-rules.ts';

const PATH = '/ui/api/v1/test/retried';
const readContext: FailureContext = {
  method: 'GET',
  path: PATH,
  priority: 'high',
  rememberMe: false,
  location: null,
};

/** Answers every call with `status`, counting them. */
function failWith(status: number) {
  const calls = { count: 0 };
  server.use(
    http.get(PATH, () => {
      calls.count += 1;
      return HttpResponse.json({ errors: [{ status, message: 'Service unavailable' }] }, { status });
    }),
  );
  return calls;
}

afterEach(() => vi.useRealTimers());

describe('request retry limits', () => {
  it('R27.10 allows a second attempt of a failed read but never a third', async () => {
    const failure = new ApiError(503, 'Service unavailable');
    expect(shouldRetry(failure, readContext, 1)).toBe(true);
    expect(shouldRetry(failure, readContext, 2)).toBe(false);

    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const calls = failWith(503);
    const outcome = request(PATH).catch((error: unknown) => error);
    await vi.waitFor(() => expect(calls.count).toBe(1));
    await vi.advanceTimersByTimeAsync(500);
    expect(await outcome).toBeInstanceOf(ApiError);
    expect(calls.count).toBe(2);
  });

  it('R27.11 waits 500 ms before the second attempt', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const calls = failWith(503);
    const outcome = request(PATH).catch((error: unknown) => error);

    await vi.waitFor(() => expect(calls.count).toBe(1));
    await vi.advanceTimersByTimeAsync(499);
    expect(calls.count).toBe(1);

    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(calls.count).toBe(2));
    expect(await outcome).toBeInstanceOf(ApiError);
  });
});
