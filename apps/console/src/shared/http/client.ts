import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@arca/contract';
import { normalizeError, requestIdOf } from './api-error.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type QueryValue = string | number | boolean | undefined;

export interface RequestOptions {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  /** Undefined values are left out, so callers can pass optional flags as they are. */
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
}

/** Resolves against the page, so the same code runs in the browser and in jsdom. */
export function buildUrl(path: string, query?: Record<string, QueryValue>): URL {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url;
}

/**
 * Reads a body as JSON when it says so, as text otherwise. An HTML body (a proxy's error page)
 * carries no message meant for people, so it reads as nothing.
 */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return type.includes('html') ? undefined : text;
}

/**
 * The console's one HTTP client. Every request carries X-Requested-With, because the server
 * refuses cookie-authenticated writes without it; sending it on reads too keeps one rule.
 * Every failure — network, HTTP status, unreadable body — leaves as an ApiError.
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal } = options;
  const headers: Record<string, string> = { accept: 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE };
  if (body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      credentials: 'same-origin',
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(signal ? { signal } : {}),
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw normalizeError({});
  }

  if (!response.ok) {
    const parsed = await readBody(response);
    throw normalizeError({ status: response.status, body: parsed, requestId: requestIdOf(response.headers) });
  }
  const text = await response.text();
  try {
    // The caller names the contract shape it expects; an empty answer (204) reads as null.
    return JSON.parse(text === '' ? 'null' : text);
  } catch {
    throw normalizeError({ body: text, requestId: requestIdOf(response.headers) });
  }
}
