import { specMessages } from '@arca/contract';

/** Errors a service throws; the error handler maps each to its status and the envelope. */
export class DomainError extends Error {
  readonly status: number;
  /** A machine-readable reason the client acts on, sent beside the message. */
  readonly code: string | undefined;
  constructor(status: number, message: string, code?: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

export class Invalid extends DomainError {
  /** Further reasons, listed after the message in the envelope. */
  readonly details: string[];
  constructor(message: string, details: string[] = []) {
    super(400, message);
    this.details = details;
  }
}

export class Unauthorized extends DomainError {
  constructor(message: string, code?: string) {
    super(401, message, code);
  }
}

export class Forbidden extends DomainError {
  constructor(message: string) {
    super(403, message);
  }
}

export class NotFound extends DomainError {
  constructor(message: string) {
    super(404, message);
  }
}

/** 406: a policy refuses the request itself (who sends it), whatever it asks for. */
export class NotAcceptable extends DomainError {
  constructor(message: string) {
    super(406, message);
  }
}

export class Conflict extends DomainError {
  constructor(message: string) {
    super(409, message);
  }
}

export class TooManyRequests extends DomainError {
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * 420, the platform's "authenticate elsewhere": `location` is the login sub-path to go to
 * (the console opens /login plus it).
 */
export class RedirectToAuthentication extends DomainError {
  readonly location: string;
  constructor(location: string) {
    super(420, specMessages.authenticationNeeded);
    this.location = location;
  }
}

/** 503 with `Retry-After`: a dependency is away for a moment (the database restarting); the request may be sent again. */
export class ServiceUnavailable extends DomainError {
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number) {
    super(503, message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** 507: the data dir's file system (or the database's) has no room for the write. */
export class InsufficientStorage extends DomainError {
  constructor(message: string) {
    super(507, message);
  }
}
