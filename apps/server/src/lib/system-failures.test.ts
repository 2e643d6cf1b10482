import { serverMessages } from '@arca/contract';
import { describe, expect, it } from 'vitest';
import { InsufficientStorage } from './errors.ts';
import { isConnectionLoss, isOutOfSpace, systemFailure } from './system-failures.ts';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('system failures', () => {
  it('tell a lost or refused database connection from a query the database refused', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', '57P01', '57P02', '57P03', '08006', '08001'])
      expect(isConnectionLoss(withCode(code)), code).toBe(true);
    expect(isConnectionLoss(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionLoss(new Error('timeout exceeded when trying to connect'))).toBe(true);
    for (const code of ['23505', '42P01', '40001', '57014']) expect(isConnectionLoss(withCode(code)), code).toBe(false);
    expect(isConnectionLoss(new Error('syntax error'))).toBe(false);
  });

  it('answer 507 for a full file system, a full SQLite database or PostgreSQL disk_full, and nothing else', () => {
    const sqliteFull = Object.assign(new Error('database or disk is full'), { code: 'ERR_SQLITE_ERROR', errcode: 13 });
    const sqliteBusy = Object.assign(new Error('database is locked'), { code: 'ERR_SQLITE_ERROR', errcode: 5 });
    for (const error of [withCode('ENOSPC'), withCode('EDQUOT'), withCode('53100'), sqliteFull]) {
      expect(isOutOfSpace(error)).toBe(true);
      const answer = systemFailure(error);
      expect(answer).toBeInstanceOf(InsufficientStorage);
      expect(answer?.message).toBe(serverMessages.storageFull);
    }
    for (const error of [sqliteBusy, withCode('EACCES'), new Error('boom'), 'text', undefined])
      expect(systemFailure(error)).toBeUndefined();
  });
});
