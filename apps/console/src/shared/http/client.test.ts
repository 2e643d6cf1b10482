import { CSRF_HEADER, CSRF_HEADER_VALUE, REQUEST_ID_HEADER, specMessages } from '@arca/contract';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../test/server.ts';
import { ApiError } from './api-error.ts';
import { request } from './client.ts';

const PATH = '/ui/api/v1/test/thing';

async function captureFailure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the request was expected to fail');
}

describe('request', () => {
  it('sends X-Requested-With, a JSON body and the query, and returns the parsed answer', async () => {
    let seen: { headers: Headers; url: URL; body: unknown; credentials: RequestCredentials } | undefined;
    server.use(
      http.post(PATH, async ({ request: incoming }) => {
        seen = {
          headers: incoming.headers,
          url: new URL(incoming.url),
          body: await incoming.json(),
          credentials: incoming.credentials,
        };
        return HttpResponse.json({ ok: true });
      }),
    );

    const answer = await request<{ ok: boolean }>(PATH, {
      method: 'POST',
      body: { name: 'x' },
      query: { flag: 'true', skipped: undefined },
    });

    expect(answer).toEqual({ ok: true });
    expect(seen?.headers.get(CSRF_HEADER)).toBe(CSRF_HEADER_VALUE);
    expect(seen?.headers.get('content-type')).toBe('application/json');
    expect(seen?.body).toEqual({ name: 'x' });
    expect(seen?.url.searchParams.get('flag')).toBe('true');
    expect(seen?.url.searchParams.has('skipped')).toBe(false);
    expect(seen?.credentials).toBe('same-origin');
  });

  it('sends X-Requested-With on reads too', async () => {
    let header: string | null = null;
    server.use(
      http.get(PATH, ({ request: incoming }) => {
        header = incoming.headers.get(CSRF_HEADER);
        return HttpResponse.json([]);
      }),
    );
    await request(PATH);
    expect(header).toBe(CSRF_HEADER_VALUE);
  });

  it("adds a call's own headers, without letting them replace the client's", async () => {
    let seen: Headers | undefined;
    server.use(
      http.get(PATH, ({ request: incoming }) => {
        seen = incoming.headers;
        return HttpResponse.json([]);
      }),
    );
    await request(PATH, { headers: { 'x-extra': 'yes', [CSRF_HEADER]: 'other' } });
    expect(seen?.get('x-extra')).toBe('yes');
    expect(seen?.get(CSRF_HEADER)).toBe(CSRF_HEADER_VALUE);
  });

  it('reads an empty 204 answer as null', async () => {
    server.use(http.post(PATH, () => new HttpResponse(null, { status: 204 })));
    await expect(request(PATH, { method: 'POST' })).resolves.toBeNull();
  });

  it('gives back a plain-text success answer as its text', async () => {
    server.use(http.put(PATH, () => HttpResponse.text("Successfully created repository 'libs'")));
    await expect(request(PATH, { method: 'PUT', body: {} })).resolves.toBe("Successfully created repository 'libs'");
  });

  it('turns an error envelope into an ApiError with status, message and request id', async () => {
    server.use(
      http.get(PATH, () =>
        HttpResponse.json(
          { errors: [{ status: 403, message: 'Only an administrator can do this' }] },
          { status: 403, headers: { [REQUEST_ID_HEADER]: 'req-42' } },
        ),
      ),
    );
    const error = await captureFailure(request(PATH));
    expect(error.status).toBe(403);
    expect(error.message).toBe('Only an administrator can do this');
    expect(error.requestId).toBe('req-42');
  });

  it('keeps the Date header a failed answer carried, for callers that note when it failed', async () => {
    const date = 'Sun, 29 Nov 2026 03:00:00 GMT';
    server.use(
      http.get(PATH, () =>
        HttpResponse.json({ errors: [{ status: 502, message: 'Down' }] }, { status: 502, headers: { date } }),
      ),
    );
    expect((await captureFailure(request(PATH, { priority: 'low' }))).date).toBe(date);
  });

  it('R6.30 uses a plain-text error body as the message', async () => {
    server.use(http.get(PATH, () => HttpResponse.text('Storage is full', { status: 507 })));
    const error = await captureFailure(request(PATH));
    expect(error.status).toBe(507);
    expect(error.message).toBe('Storage is full');
  });

  it("R6.31 shows a proxy's HTML error page as 'No response received from server'", async () => {
    server.use(http.get(PATH, () => HttpResponse.html('<h1>502 Bad Gateway</h1>', { status: 502 })));
    const error = await captureFailure(request(PATH));
    expect(error.status).toBe(502);
    expect(error.message).toBe(specMessages.noResponse);
  });

  it('R6.11 reports a network failure as a 500 with no response', async () => {
    server.use(http.get(PATH, () => HttpResponse.error()));
    const error = await captureFailure(request(PATH));
    expect(error.status).toBe(500);
    expect(error.message).toBe(specMessages.noResponse);
  });
});
