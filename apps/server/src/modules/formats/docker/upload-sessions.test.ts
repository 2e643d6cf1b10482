import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { UploadSessions } from './upload-sessions.ts';

const dir = mkdtempSync(join(tmpdir(), 'arca-uploads-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** A body that sends `sent` and then breaks, as a client that drops the connection mid-chunk. */
function broken(sent: Buffer): Readable {
  return new Readable({
    read() {
      this.push(sent);
      this.destroy(new Error('connection reset'));
    },
  });
}

describe('upload sessions', () => {
  it('hashes the chunks as they are appended, not the file they leave', async () => {
    const sessions = new UploadSessions(dir);
    const session = await sessions.start('docker-local', 'app');
    await sessions.append(session, Readable.from([Buffer.from('first ')]));
    await sessions.append(session, Readable.from([Buffer.from('second')]));
    // Same size, other bytes: a digest read back from the file would be this content's.
    writeFileSync(join(dir, session.id), 'xxxxx xxxxxx');
    const { digest } = await sessions.finish(session);
    expect(digest.sha256).toBe(sha256(Buffer.from('first second')));
    expect(digest.size).toBe(12);
  });

  it('hashes the file itself once a chunk broke off, whatever part of it was written', async () => {
    const sessions = new UploadSessions(dir);
    const session = await sessions.start('docker-local', 'app');
    await sessions.append(session, Readable.from([Buffer.from('head ')]));
    await expect(sessions.append(session, broken(Buffer.from('partial ')))).rejects.toThrow('connection reset');
    await sessions.append(session, Readable.from([Buffer.from('tail')]));
    const { file, digest } = await sessions.finish(session);
    const content = readFileSync(file);
    expect(digest.sha256).toBe(sha256(content));
    expect(digest.size).toBe(content.length);
  });

  it('hashes the file of an upload another process began', async () => {
    const session = await new UploadSessions(dir).start('docker-local', 'app');
    await new UploadSessions(dir).append(session, Readable.from([Buffer.from('before restart ')]));
    const after = new UploadSessions(dir);
    await after.append(session, Readable.from([Buffer.from('after')]));
    const { digest } = await after.finish(session);
    expect(digest.sha256).toBe(sha256(Buffer.from('before restart after')));
  });
});
