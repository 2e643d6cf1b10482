import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** Upload bytes between two young collections, counted over every upload at once. */
const COLLECT_EVERY = 4 * 1024 * 1024;
let receivedSinceCollection = 0;

let collect: NodeJS.GCFunction | undefined;

/**
 * Counts bytes an upload has received and written; every COLLECT_EVERY of them, runs a
 * young-generation collection (a scavenge: about a millisecond while uploads keep little alive).
 *
 * Node's HTTP parser hands every socket read to a route as a fresh buffer outside V8's heap, and
 * V8 frees those only at a collection. An upload runs little JavaScript per chunk, so the young
 * generation hardly fills and the dead buffers pile up; V8 counts them towards the old
 * generation's limit and, every few megabytes, marks and compacts the whole heap to free them:
 * four to eight full collections and 0.1–0.2 s of CPU per 100 MB pushed (ADR 026). A scavenge
 * frees them as well, for a fraction of that.
 */
export function countReceived(bytes: number): void {
  receivedSinceCollection += bytes;
  if (receivedSinceCollection < COLLECT_EVERY) return;
  receivedSinceCollection = 0;
  collect ??= globalThis.gc ?? exposeCollector();
  collect({ type: 'minor' });
}

/**
 * V8's `gc` function when Node was not started with `--expose-gc`: taken from a context made while
 * the flag is set, which is then reset, so that no context or worker made later sees it.
 */
function exposeCollector(): NodeJS.GCFunction {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as NodeJS.GCFunction;
  setFlagsFromString('--no-expose-gc');
  return gc;
}
