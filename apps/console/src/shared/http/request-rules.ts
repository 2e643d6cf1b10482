import { specMessages } from '@arca/contract';
import { isAuthScreenPath, isBlockedRequestPath, paths } from '../routing/paths.ts';
import { ApiError } from './api-error.ts';

/** Request priorities (shell.md §9, R6.05). */
export const REQUEST_PRIORITIES = ['low', 'high', 'critical'] as const;
export type Priority = (typeof REQUEST_PRIORITIES)[number];

/** What the rules may do to the application; `app/` provides it, shared code cannot import app. */
export interface HttpEnvironment {
  /** Navigates inside the console (paths relative to /ui). */
  navigate: (to: string) => void;
  /** Where the visitor is now, relative to /ui. */
  location: () => { pathname: string; search: string };
  notify: (note: { message: string; html?: boolean }) => void;
  reloadUser: () => void;
  markNotPaired: () => void;
  /** Critical requests failing with 5xx put a server error on the current route (R6.27). */
  setServerError: (message: string) => void;
  loadingStarted: () => void;
  loadingEnded: () => void;
}

const quiet: HttpEnvironment = {
  navigate: () => undefined,
  location: () => ({ pathname: window.location.pathname, search: window.location.search }),
  notify: () => undefined,
  reloadUser: () => undefined,
  markNotPaired: () => undefined,
  setServerError: () => undefined,
  loadingStarted: () => undefined,
  loadingEnded: () => undefined,
};

let environment: HttpEnvironment = quiet;

export function configureHttp(next: Partial<HttpEnvironment>): void {
  environment = { ...quiet, ...next };
}

export function httpEnvironment(): HttpEnvironment {
  return environment;
}

/** Retry once after 500 ms (R6.08, R27.10): two attempts in all. */
export const RETRY_DELAY_MS = 500;
export const MAX_ATTEMPTS = 2;
/** The local flag a 401 leaves so 'set me up' data is fetched afresh (R6.15). */
export const SET_ME_UP_RESET_KEY = 'arca.setMeUp.reset';
/** The query flag of remember-me requests, whose 401 is not handled (R6.14). */
export const REMEMBER_ME_QUERY = '_spring_security_remember_me';
/** The query flag of requests that drive the content loader (R6.03). */
export const LOADER_QUERY = 'jfLoader';
const PAIRING_CODES: readonly string[] = ['platform.clients.error', 'pairing.required'];
const SERVER_ERRORS: readonly number[] = [500, 502, 503, 504];

export interface FailureContext {
  method: string;
  /** The path the call asked for, without its query; logs name it. */
  path: string;
  priority: Priority;
  rememberMe: boolean;
  /** The answer's `location` header (a 420 names the SSO login path there). */
  location: string | null;
}

/** A GET whose failure may go away: a 5xx or no answer at all. Low-priority calls are never retried (R6.10). */
export function shouldRetry(error: ApiError, context: FailureContext, attempt: number): boolean {
  return (
    context.method === 'GET' &&
    context.priority !== 'low' &&
    attempt < MAX_ATTEMPTS &&
    SERVER_ERRORS.includes(error.status)
  );
}

/** The login address after a 401: the flags, then the query the visitor had (R6.12). */
export function loginAfterUnauthorized(currentSearch: string): string {
  const query = new URLSearchParams(currentSearch);
  query.delete('logout');
  query.delete('fromUnauthorized');
  const rest = query.toString();
  return `/login?logout=true&fromUnauthorized=true${rest ? `&${rest}` : ''}`;
}

function handleServerError(error: ApiError, context: FailureContext): void {
  if (context.priority === 'low') return;
  if (context.priority === 'critical') environment.setServerError(error.message);
  else environment.notify({ message: error.message, html: true });
}

/**
 * The spec's status rules (shell.md §8), applied once a request has failed for good. Returns the
 * error the caller sees: the same one, or the spec's rejection for 420 and 333.
 */
export function applyFailureRules(error: ApiError, context: FailureContext): ApiError {
  const where = environment.location();
  switch (error.status) {
    case 401:
      // On the login screens a 401 is an ordinary answer (a wrong password), not a lost session (R6.13).
      if (!isAuthScreenPath(where.pathname) && !context.rememberMe) {
        window.localStorage.setItem(SET_ME_UP_RESET_KEY, 'true');
        environment.navigate(loginAfterUnauthorized(where.search));
      }
      return error;
    case 403: {
      const messages = error.messages.filter((m) => m !== specMessages.noResponse);
      if (messages.length > 0) {
        for (const message of messages) environment.notify({ message });
      } else {
        environment.notify({ message: specMessages.notAuthorizedToView });
        environment.navigate('/');
      }
      return error;
    }
    case 406:
      // On the blocked page already: its own calls (title, user) may be blocked too; going there
      // again would loop.
      if (!isBlockedRequestPath(where.pathname)) {
        environment.navigate(paths.blockedRequest(error.requestId ?? specMessages.internalError));
      }
      return error;
    case 420:
      environment.navigate(context.location ? `/login${context.location}` : '/');
      return new ApiError(420, specMessages.authenticationNeeded, error.requestId);
    case 333:
      environment.reloadUser();
      return new ApiError(333, specMessages.userChanged, error.requestId);
    case 503:
      if (error.code && PAIRING_CODES.includes(error.code)) environment.markNotPaired();
      handleServerError(error, context);
      return error;
    case 500:
    case 502:
    case 504:
      handleServerError(error, context);
      return error;
    default:
      // R6.32: a status without a rule (400, 404, 409, 429, …) is only logged; the caller decides
      // whether people hear of it.
      console.warn(`${context.method} ${context.path} failed with status ${error.status}`);
      return error;
  }
}
