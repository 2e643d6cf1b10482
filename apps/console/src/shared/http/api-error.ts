import { REQUEST_ID_HEADER, specMessages } from '@arca/contract';

/** The one shape every failed call takes in the console (shell.md §8). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly requestId: string | undefined;
  /** The machine-readable reason of the first error, when the server gave one (authErrorCodes). */
  readonly code: string | undefined;
  /** Every message of an `errors` array (a 403 shows each one, R6.16); else just the message. */
  readonly messages: string[];
  /** The answer's Date header, when one came: when the server said no (R10.64 keeps it). */
  readonly date: string | undefined;

  constructor(
    status: number,
    message: string,
    requestId?: string,
    code?: string,
    messages: string[] = [message],
    date?: string,
  ) {
    super(message);
    this.status = status;
    this.requestId = requestId;
    this.code = code;
    this.messages = messages;
    this.date = date;
  }
}

/** R6.11: an error without a usable HTTP status is treated as a server error. */
const DEFAULT_ERROR_STATUS = 500;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** A message field may be a string or an object carrying one (`{message}` or `{error}`). */
function messageOf(value: unknown): string | undefined {
  if (isRecord(value)) {
    return nonEmptyString(value.message) ?? nonEmptyString(value.detail) ?? nonEmptyString(value.error);
  }
  return nonEmptyString(value);
}

function fromErrorsArray(body: Record<string, unknown>): string | undefined {
  const errors = body.errors;
  if (!Array.isArray(errors) || errors.length === 0) return undefined;
  return messageOf(errors[0]);
}

/**
 * R6.30: the server's message, looked for in this order: an `errors` array (first item's message
 * or detail), a `feedback`/`feedbackMsg` message, `error`, `message`, a plain-string body.
 * R6.31: nothing usable gives 'No response received from server'.
 */
export function extractErrorMessage(body: unknown): string {
  if (isRecord(body)) {
    return (
      fromErrorsArray(body) ??
      messageOf(body.feedback) ??
      messageOf(body.feedbackMsg) ??
      messageOf(body.error) ??
      nonEmptyString(body.message) ??
      specMessages.noResponse
    );
  }
  return nonEmptyString(body) ?? specMessages.noResponse;
}

function firstError(body: unknown): Record<string, unknown> | undefined {
  if (!isRecord(body) || !Array.isArray(body.errors)) return undefined;
  const first: unknown = body.errors[0];
  return isRecord(first) ? first : undefined;
}

/** The status the body's own `errors` array reports, for answers that lost their HTTP status. */
function statusFromBody(body: unknown): number | undefined {
  const first = firstError(body);
  return typeof first?.status === 'number' && first.status > 0 ? first.status : undefined;
}

export interface FailedResponse {
  /** HTTP status; undefined or 0 when no response arrived (network failure, aborted proxy). */
  status?: number | undefined;
  body?: unknown;
  requestId?: string | null | undefined;
  date?: string | null | undefined;
}

/** Turns any failed exchange into an ApiError (R6.11, R6.30, R6.31). */
export function normalizeError(failure: FailedResponse): ApiError {
  const status = failure.status && failure.status > 0 ? failure.status : statusFromBody(failure.body);
  const code = firstError(failure.body)?.code;
  const message = extractErrorMessage(failure.body);
  const all = isRecord(failure.body) && Array.isArray(failure.body.errors) ? failure.body.errors.map(messageOf) : [];
  const messages = all.filter((m): m is string => m !== undefined);
  return new ApiError(
    status ?? DEFAULT_ERROR_STATUS,
    message,
    failure.requestId ?? undefined,
    typeof code === 'string' ? code : undefined,
    messages.length > 0 ? messages : [message],
    failure.date ?? undefined,
  );
}

export function requestIdOf(headers: Headers): string | undefined {
  return headers.get(REQUEST_ID_HEADER) ?? undefined;
}
