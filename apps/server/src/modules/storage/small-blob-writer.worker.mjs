// Writes one small blob per message, start to finish, on this thread: the file, its flush to disk
// and its rename into place. Done through the main thread's libuv pool these are five trips
// through the event loop, each waiting a whole turn when the server is busy; here they cost one.
// Plain JavaScript: a TypeScript worker would load Node's type stripper into every thread.
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parentPort } from 'node:worker_threads';

/**
 * A writer that has had nothing to write for this long gives back the bodies it was handed: its
 * small heap seldom needs a collection of its own, so they would stay until it ends. Only in a
 * process with the collector exposed, as `npm start` runs the server (lib/idle-memory.ts).
 */
const COLLECT_AFTER_MS = 1000;
/** @type {NodeJS.Timeout | undefined} */
let collecting;

function collectWhenIdle() {
  const collect = globalThis.gc;
  if (!collect) return;
  clearTimeout(collecting);
  collecting = setTimeout(() => collect({ type: 'major', execution: 'sync', flavor: 'last-resort' }), COLLECT_AFTER_MS);
  collecting.unref();
}

/** @param {import('./small-blob-writer.ts').SmallBlobWrite} message */
function write({ temp, target, data }) {
  // Content never changes under its sha256: stored once is stored.
  if (existsSync(target)) return;
  try {
    writeFileSync(temp, data, { flush: true });
    mkdirSync(dirname(target), { recursive: true });
    renameSync(temp, target);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}

parentPort?.on('message', (/** @type {import('./small-blob-writer.ts').SmallBlobWrite} */ message) => {
  /** @type {import('./small-blob-writer.ts').SmallBlobWritten} */
  let answer = { id: message.id };
  try {
    write(message);
  } catch (error) {
    const { code, message: text } = /** @type {NodeJS.ErrnoException} */ (error);
    answer = { id: message.id, error: { code, message: text } };
  }
  parentPort?.postMessage(answer);
  collectWhenIdle();
});
