import { appendFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  LOG_READ_MAX_BYTES,
  type LogConfig,
  type LogData,
  SERVER_LOG_REFRESH_MILLIS,
  systemLogMessages,
  systemLogPaths,
} from '@arca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
const dana = basic('dana', 'Dana-Passw0rd!');
const messages = (res: { json(): { errors: { message: string }[] } }) => res.json().errors.map((e) => e.message);
const config = systemLogPaths.config('artifactory');
const data = (query: string) => `${systemLogPaths.data('artifactory')}?${query}`;

async function read(query: string): Promise<LogData> {
  const res = await t.call('GET', data(query));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as LogData;
}

beforeAll(async () => {
  t = await buildTestApp({ ARCA_NODE_ID: 'node-logs' });
  await t.createUser('dana', 'Dana-Passw0rd!');
});
afterAll(() => t.close());

describe('log config', () => {
  it("R19.22 R28.053 lists the service's log files, its own log first, with the refresh rate", async () => {
    const res = await t.call('GET', `${config}?nodeId=node-logs`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as LogConfig;
    expect(body.refresh_rate_millis).toBe(SERVER_LOG_REFRESH_MILLIS);
    expect(body.logs[0]).toBe('artifactory-service.log');
    expect(body.logs).toEqual(expect.arrayContaining(['artifactory-request.log', 'artifactory-audit.log']));
    expect(body.logs.every((name) => name.endsWith('.log'))).toBe(true);
  });

  it('answers for this node when no node is named', async () => {
    expect((await t.call('GET', config)).statusCode).toBe(200);
  });

  it('answers 404 for a service this node does not run', async () => {
    const res = await t.call('GET', systemLogPaths.config('xray'));
    expect(res.statusCode).toBe(404);
    expect(messages(res)).toEqual([systemLogMessages.serviceNotOnNode('xray', 'node-logs')]);
  });

  it('keeps the logs to administrators', async () => {
    expect((await t.call('GET', config, undefined, dana)).statusCode).toBe(403);
    expect((await t.call('GET', data('id=artifactory-request.log'), undefined, dana)).statusCode).toBe(403);
    expect((await t.call('GET', config, undefined, {})).statusCode).toBe(401);
  });
});

describe('log data', () => {
  it('R19.23 R19.24 R28.054 returns only the bytes after file_size, so the viewer appends', async () => {
    const whole = await read('id=artifactory-request.log&file_size=0');
    expect(whole.file_size).toBeGreaterThan(0);
    expect(whole.last_update_modified).toBeLessThanOrEqual(whole.last_update_label);
    expect(Math.abs(whole.last_update_label - Date.now())).toBeLessThan(60_000);

    // The read itself is a request: it is in the request log by the next read.
    await t.readLogs();
    const next = await read(`id=artifactory-request.log&file_size=${whole.file_size}`);
    expect(next.log_content).toContain('/ui/api/v1/system/logs/data/artifactory');
    expect(next.log_content.startsWith('{')).toBe(true);
    expect(next.file_size).toBeGreaterThan(whole.file_size);
    expect(Buffer.byteLength(whole.log_content) + Buffer.byteLength(next.log_content)).toBe(next.file_size);
  });

  it('reads a large log in bounded steps that end at line breaks', async () => {
    const line = `${JSON.stringify({ msg: 'x'.repeat(1000) })}\n`;
    writeFileSync(join(t.dataDir, 'logs', 'big.log'), line.repeat(1200));
    const first = await read('id=big.log&file_size=0');
    expect(first.file_size).toBeLessThanOrEqual(LOG_READ_MAX_BYTES);
    expect(first.log_content.endsWith('\n')).toBe(true);
    const rest = await read(`id=big.log&file_size=${first.file_size}`);
    const third = await read(`id=big.log&file_size=${rest.file_size}`);
    expect(first.log_content + rest.log_content + third.log_content).toBe(line.repeat(1200));
  });

  it('starts again from the beginning when file_size lies past the end (the file was rotated)', async () => {
    writeFileSync(join(t.dataDir, 'logs', 'rotated.log'), 'new file\n');
    const res = await read('id=rotated.log&file_size=999999');
    expect(res).toMatchObject({ log_content: 'new file\n', file_size: 9 });
    appendFileSync(join(t.dataDir, 'logs', 'rotated.log'), 'more\n');
    expect((await read('id=rotated.log&file_size=9')).log_content).toBe('more\n');
  });

  it('refuses a negative, fractional or non-numeric file_size with 400', async () => {
    for (const size of ['-1', 'abc', '1.5', '1e3', '99999999999999999999']) {
      const res = await t.call('GET', data(`id=artifactory-request.log&file_size=${encodeURIComponent(size)}`));
      expect(res.statusCode, size).toBe(400);
      expect(messages(res)).toEqual([systemLogMessages.badFileSize]);
    }
  });

  it('never opens a file outside the logs: a log id with ../ or a path is not found', async () => {
    for (const id of ['../master.key', '..%2Fmaster.key', '/etc/passwd', 'logs/../../master.key', 'missing.log', '']) {
      const res = await t.call('GET', data(`id=${encodeURIComponent(id)}`));
      expect(res.statusCode, id).toBe(404);
      expect(messages(res)).toEqual([systemLogMessages.fileNotFound(id)]);
    }
  });
});
