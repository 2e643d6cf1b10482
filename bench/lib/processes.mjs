// Child processes a scenario starts: each runs in its own process group so that stop() ends it and
// everything it started, by that group's id only.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

// Groups still running, so that an interrupted run leaves nothing behind.
const live = new Set();

/** SIGKILLs every process group started here that is still running (synchronous, for exit paths). */
export function killAllStarted() {
  for (const pid of live) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  live.clear();
}
process.once('exit', killAllStarted);

/**
 * Counts a child spawned elsewhere (with `detached: true`, so it leads its own group) among those
 * an interrupted run ends; forgotten once it exits.
 */
export function trackGroup(child) {
  live.add(child.pid);
  child.once('exit', () => live.delete(child.pid));
}

/** A TCP port free on 127.0.0.1 right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Polls `url` every `intervalMs` until it answers with a status `accept` allows (default 2xx/3xx).
 * Rejects after `timeoutMs`, or at once when `exited` (a promise) settles first.
 */
export async function waitForUrl(url, { timeoutMs = 60_000, intervalMs = 10, accept, headers, exited } = {}) {
  const ok = accept ?? ((status) => status >= 200 && status < 400);
  const deadline = performance.now() + timeoutMs;
  let gone = false;
  let exitInfo;
  exited?.then((info) => {
    gone = true;
    exitInfo = info;
  });
  let last = 'no answer';
  while (performance.now() < deadline) {
    if (gone) throw new Error(`the process stopped (${JSON.stringify(exitInfo)}) before ${url} answered`);
    try {
      const res = await fetch(url, { headers, signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (ok(res.status)) return res.status;
      last = `status ${res.status}`;
    } catch (error) {
      last = error.cause?.code ?? error.message;
    }
    await sleep(intervalMs);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms (${last})`);
}

/**
 * Starts `command args` in its own process group. With `readyUrl`, resolves once that URL answers
 * and reports `readyMs`, the time from spawn to the first good answer. Output is kept (the last
 * 64 KB) for error messages; `echo` also copies it to this process's stderr.
 *
 * @param {{ command: string, args?: string[], env?: Record<string, string>, cwd?: string,
 *   readyUrl?: string, readyTimeoutMs?: number, accept?: (status: number) => boolean, echo?: boolean }} options
 */
export async function startProcess({
  command,
  args = [],
  env = {},
  cwd,
  readyUrl,
  readyTimeoutMs = 60_000,
  accept,
  echo = false,
}) {
  const started = performance.now();
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-65_536);
    if (echo) process.stderr.write(chunk);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  live.add(child.pid);
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      live.delete(child.pid);
      resolve({ code, signal });
    });
    child.once('error', (error) => resolve({ code: null, signal: null, error: error.message }));
  });
  let stopped = false;
  const handle = {
    child,
    pid: child.pid,
    exited,
    readyMs: Number.NaN,
    output: () => output,
    /** SIGTERM to the whole group, SIGKILL after `graceMs`; settles once the leader has exited. */
    async stop({ graceMs = 5000 } = {}) {
      if (stopped) return exited;
      stopped = true;
      const signalGroup = (signal) => {
        try {
          process.kill(-child.pid, signal);
        } catch {
          // the group has already gone
        }
      };
      signalGroup('SIGTERM');
      const timer = setTimeout(() => signalGroup('SIGKILL'), graceMs);
      const info = await exited;
      clearTimeout(timer);
      signalGroup('SIGKILL'); // anything the leader left behind in its group
      return info;
    },
  };
  if (readyUrl) {
    try {
      await waitForUrl(readyUrl, { timeoutMs: readyTimeoutMs, accept, exited });
    } catch (error) {
      await handle.stop();
      throw new Error(`${command} ${args.join(' ')}: ${error.message}\n${output}`);
    }
    handle.readyMs = performance.now() - started;
  }
  return handle;
}

/** Stops every handle, the last started first; one failing stop does not keep the others running. */
export async function stopAll(handles) {
  const errors = [];
  for (const handle of handles.filter(Boolean).reverse()) {
    try {
      await handle.stop();
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length) throw errors[0];
}
