import { specMessages } from '@arca/contract';
import { describe, expect, it } from 'vitest';
import { ApiError, extractErrorMessage, normalizeError } from './api-error.ts';

describe('extractErrorMessage', () => {
  it('R6.30 takes the first item of an errors array, its message or else its detail', () => {
    expect(extractErrorMessage({ errors: [{ status: 401, message: 'Incorrect username or password' }] })).toBe(
      'Incorrect username or password',
    );
    expect(extractErrorMessage({ errors: [{ status: 400, detail: 'Name is taken' }, { message: 'second' }] })).toBe(
      'Name is taken',
    );
  });

  it('R6.30 prefers the errors array over every later source', () => {
    const body = {
      errors: [{ message: 'from errors' }],
      feedbackMsg: { message: 'from feedback' },
      error: 'from error',
      message: 'from message',
    };
    expect(extractErrorMessage(body)).toBe('from errors');
  });

  it('R6.30 falls back to a feedback message, then error, then message', () => {
    expect(extractErrorMessage({ feedback: 'Saved with warnings', error: 'x', message: 'y' })).toBe(
      'Saved with warnings',
    );
    expect(extractErrorMessage({ feedbackMsg: { type: 'error', message: 'Repository exists' }, error: 'x' })).toBe(
      'Repository exists',
    );
    expect(extractErrorMessage({ error: 'Bad request', message: 'y' })).toBe('Bad request');
    expect(extractErrorMessage({ error: { message: 'Nested error' } })).toBe('Nested error');
    expect(extractErrorMessage({ message: 'Only a message' })).toBe('Only a message');
  });

  it('R6.30 uses a plain-string body as it is', () => {
    expect(extractErrorMessage('Service unavailable')).toBe('Service unavailable');
  });

  it('R6.30 skips empty sources and moves on to the next', () => {
    expect(extractErrorMessage({ errors: [], feedbackMsg: { message: '' }, error: '  ', message: 'last' })).toBe(
      'last',
    );
  });

  it("R6.31 answers 'No response received from server' when nothing can be extracted", () => {
    expect(specMessages.noResponse).toBe('No response received from server');
    for (const body of [undefined, null, '', {}, { errors: [{}] }, 42, ['a list']]) {
      expect(extractErrorMessage(body)).toBe(specMessages.noResponse);
    }
  });
});

describe('normalizeError', () => {
  it('keeps the HTTP status, the message and the request id', () => {
    const error = normalizeError({
      status: 429,
      body: { errors: [{ status: 429, message: 'Too many failed login attempts. Try again later.' }] },
      requestId: 'abc123',
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error.status).toBe(429);
    expect(error.message).toBe('Too many failed login attempts. Try again later.');
    expect(error.requestId).toBe('abc123');
  });

  it('keeps the code of the first error, for the callers that act on it', () => {
    const error = normalizeError({
      status: 401,
      body: { errors: [{ status: 401, message: 'Your password has expired.', code: 'PASSWORD_EXPIRED' }] },
    });
    expect(error.code).toBe('PASSWORD_EXPIRED');
    expect(normalizeError({ status: 401, body: { errors: [{ status: 401, message: 'x' }] } }).code).toBeUndefined();
  });

  it('R6.11 assumes 500 when the failure carries no status', () => {
    expect(normalizeError({}).status).toBe(500);
    expect(normalizeError({ status: 0, body: 'socket hang up' }).status).toBe(500);
    expect(normalizeError({ body: { message: 'no status anywhere' } }).status).toBe(500);
  });

  it('R6.11 reads the status from the errors array when the response lost its own', () => {
    expect(normalizeError({ body: { errors: [{ status: 404, message: 'Not found' }] } }).status).toBe(404);
  });

  it('R6.31 gives a network failure the no-response message and no request id', () => {
    const error = normalizeError({});
    expect(error.message).toBe(specMessages.noResponse);
    expect(error.requestId).toBeUndefined();
  });
});
