import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@arca/contract';
import { type ApiError, normalizeError, requestIdOf } from './api-error.ts';
import { withProjectQuery } from './project-context.ts';
import {
  applyFailureRules,
  httpEnvironment,
  LOADER_QUERY,
  type Priority,
  REMEMBER_ME_QUERY,
  RETRY_DELAY_MS,
  shouldRetry,
} from './request-rules.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type QueryValue = string | number | boolean | undefined;

export interface RequestOptions {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  /** Undefined values are left out, so callers can pass optional flags as they are. */
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** Critical calls put a server error on the route; low ones are never retried nor reported (shell.md §8). */
  priority?: Priority;
  /** Drives the content loader while in flight (the jfLoader flag, R6.03, R6.04). */
  loader?: boolean;
  /** Headers a call needs beyond the client's own, such as a re-authentication header. */
  headers?: Record<string, string>;
}

/** A failed exchange, with what the rules need beyond the error. */
class FailedExchange {
  readonly error: ApiError;
  readonly location: string | null;
  constructor(error: ApiError, location: string | null) {
    this.error = error;
    this.location = location;
  }
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
 * The headers of every call. X-Requested-With goes on reads too, because the server refuses
 * cookie-authenticated writes without it and one rule is simpler than two.
 */
export function requestHeaders(accept: string, hasBody: boolean): Record<string, string> {
  const headers: Record<string, string> = { accept, [CSRF_HEADER]: CSRF_HEADER_VALUE };
  if (hasBody) headers['content-type'] = 'application/json';
  return headers;
}

/**
 * Reads a body as JSON when it says so, as text otherwise. An HTML body (a proxy's error page)
 * carries no message meant for people, so it reads as nothing.
 */
export async function readBody(response: Response): Promise<unknown> {
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

/** One exchange with the server; a failure leaves as a FailedExchange. */
async function send<T>(path: string, options: RequestOptions): Promise<T> {
  const { method = 'GET', body, query, signal } = options;
  const headers = { ...options.headers, ...requestHeaders('application/json', body !== undefined) };

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
    throw new FailedExchange(normalizeError({}), null);
  }

  if (!response.ok) {
    const parsed = await readBody(response);
    const error = normalizeError({
      status: response.status,
      body: parsed,
      requestId: requestIdOf(response.headers),
      date: response.headers.get('date'),
    });
    throw new FailedExchange(error, response.headers.get('location'));
  }
  const text = await response.text();
  // Some Artifactory calls answer a success with a line of text (repository create, update, delete).
  // As with JSON, the caller names what it expects: here, text.
  if (text !== '' && !(response.headers.get('content-type') ?? '').includes('json')) return text as T;
  try {
    // The caller names the contract shape it expects; an empty answer (204) reads as null.
    return JSON.parse(text === '' ? 'null' : text);
  } catch {
    throw new FailedExchange(normalizeError({ body: text, requestId: requestIdOf(response.headers) }), null);
  }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The query a call sends: the caller's, over the selected project's parameters (R6.01), plus the
 * loader flag when the call drives the content loader.
 */
export function requestQuery(options: Pick<RequestOptions, 'query' | 'loader'>): Record<string, QueryValue> {
  const query = withProjectQuery(options.query);
  return options.loader ? { ...query, [LOADER_QUERY]: 'true' } : query;
}

/**
 * The console's one HTTP client. Every request carries X-Requested-With (requestHeaders) and the
 * selected project (requestQuery). A failed GET is tried once more after 500 ms; then the spec's status rules run
 * (request-rules.ts) and the failure leaves as an ApiError.
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', priority = 'high', loader = false } = options;
  const query = requestQuery(options);
  const context = { method, path, priority, rememberMe: query[REMEMBER_ME_QUERY] !== undefined };
  const environment = httpEnvironment();
  if (loader) environment.loadingStarted();
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        return await send<T>(path, { ...options, query });
      } catch (failure) {
        if (!(failure instanceof FailedExchange)) throw failure;
        if (shouldRetry(failure.error, { ...context, location: failure.location }, attempt)) {
          await delay(RETRY_DELAY_MS);
          continue;
        }
        throw applyFailureRules(failure.error, { ...context, location: failure.location });
      }
    }
  } finally {
    if (loader) environment.loadingEnded();
  }
}
