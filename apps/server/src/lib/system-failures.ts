import { serverMessages } from '@arca/contract';
import { type DomainError, InsufficientStorage, ServiceUnavailable } from './errors.ts';

/** What a client is told to wait while the database is away: about what a PostgreSQL restart takes. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Socket errors of a connection to the database that ends or cannot be made. */
const CONNECTION_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);
/** admin_shutdown, crash_shutdown, cannot_connect_now: the server is stopping, crashed or starting up. */
const SHUTDOWN_SQLSTATES = new Set(['57P01', '57P02', '57P03']);
/** What node-postgres says when the socket closes or a client cannot be had in time. */
const LOST_CONNECTION = /connection terminated|timeout exceeded when trying to connect|not queryable/i;
/** SQLite's primary result code for a database or disk that is full (extended codes keep it in the low byte). */
const SQLITE_FULL = 13;

function fieldsOf(error: unknown): { code?: unknown; errcode?: unknown; message?: unknown } {
  return typeof error === 'object' && error !== null ? error : {};
}

/** Whether a PostgreSQL error means the connection is gone or could not be made, not that the query was wrong. */
export function isConnectionLoss(error: unknown): boolean {
  const { code, message } = fieldsOf(error);
  if (typeof code === 'string' && (CONNECTION_ERRNOS.has(code) || SHUTDOWN_SQLSTATES.has(code))) return true;
  // SQLSTATE class 08: connection exception.
  if (typeof code === 'string' && /^08[0-9A-Z]{3}$/.test(code)) return true;
  return typeof message === 'string' && LOST_CONNECTION.test(message);
}

export function databaseUnavailable(cause: unknown): ServiceUnavailable {
  const error = new ServiceUnavailable(serverMessages.databaseUnavailable, DATABASE_RETRY_AFTER_SECONDS);
  error.cause = cause;
  return error;
}

/** Whether a write failed for want of space: the file system's, SQLite's or PostgreSQL's (disk_full). */
export function isOutOfSpace(error: unknown): boolean {
  const { code, errcode } = fieldsOf(error);
  if (code === 'ENOSPC' || code === 'EDQUOT' || code === '53100') return true;
  return code === 'ERR_SQLITE_ERROR' && typeof errcode === 'number' && (errcode & 0xff) === SQLITE_FULL;
}

/**
 * The client's view of a failure of what lies under the server (disk, database) that reached the
 * error handler unhandled: a status the client can act on instead of a 500. Undefined for others.
 */
export function systemFailure(error: unknown): DomainError | undefined {
  if (isOutOfSpace(error)) {
    const answer = new InsufficientStorage(serverMessages.storageFull);
    answer.cause = error;
    return answer;
  }
  return undefined;
}
