import { CHUNK_LOAD_ERROR, CHUNK_LOAD_TIMEOUT_MS, CSS_CHUNK_LOAD_FAILED } from '@arca/contract';

/** R9.09: a script chunk that did not arrive, or not in time. */
export class ChunkLoadError extends Error {
  override readonly name = CHUNK_LOAD_ERROR;
}

/** R9.10: a stylesheet chunk that failed; `code` is what the spec names it by. */
export class CssChunkLoadError extends Error {
  override readonly name = CSS_CHUNK_LOAD_FAILED;
  readonly code = CSS_CHUNK_LOAD_FAILED;
}

/** Vite's words when a route's stylesheet does not load before its script runs. */
const CSS_PRELOAD_FAILURE = /Unable to preload CSS/i;
/** The browsers' words when a dynamically imported module cannot be fetched. */
const SCRIPT_FETCH_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload/i;

/** Names a failed import by what failed, so the console can offer a reload instead of a blank page. */
export function classifyChunkFailure(error: unknown): Error {
  if (error instanceof ChunkLoadError || error instanceof CssChunkLoadError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (CSS_PRELOAD_FAILURE.test(message)) return new CssChunkLoadError(message, { cause: error });
  if (SCRIPT_FETCH_FAILURE.test(message)) return new ChunkLoadError(message, { cause: error });
  return error instanceof Error ? error : new Error(message);
}

export function isChunkFailure(error: unknown): error is ChunkLoadError | CssChunkLoadError {
  return error instanceof ChunkLoadError || error instanceof CssChunkLoadError;
}

/**
 * Runs an import with the spec's time limit: a chunk that has not arrived after 120 s
 * (R27.01) fails with ChunkLoadError rather than leaving the page waiting for ever.
 */
export function loadChunk<T>(load: () => Promise<T>, what = 'a chunk'): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`Loading ${what} timed out after ${CHUNK_LOAD_TIMEOUT_MS / 1000} s`)),
      CHUNK_LOAD_TIMEOUT_MS,
    );
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(classifyChunkFailure(error));
      },
    );
  });
}
