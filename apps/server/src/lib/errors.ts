/** Errors a service throws; the error handler maps each to its status and the envelope. */
export class DomainError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

export class Invalid extends DomainError {
  constructor(message: string) {
    super(400, message);
  }
}

export class Unauthorized extends DomainError {
  constructor(message: string) {
    super(401, message);
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
