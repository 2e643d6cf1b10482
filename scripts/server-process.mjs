// The process the server runs in: the Node options and the malloc settings `npm start` gives it
// (ADR 022). Both must be in place when the process starts, V8's when the heap is set up and
// glibc's when malloc first runs, so a launcher that lacks them starts again with them.

/**
 * A young generation of up to 8 MB semi-spaces: under load fewer short-lived objects survive into
 * the old generation, which then grows less, and each request costs less CPU in collections than
 * with 2 MB; since hot reads allocate little, 16 MB cost as much CPU and kept more (ADR 022). V8
 * keeps what start-up and a burst grew while the process idles, so the collector is exposed for
 * the server to give that back once it is quiet (`lib/idle-memory.ts`). Limits on the old
 * generation's growth (`--heap-growing-percent`) cost every request CPU (ADR 022).
 */
export const SERVER_NODE_OPTIONS = ['--max-semi-space-size=8', '--expose-gc'];

/**
 * glibc gives each thread that mallocs (libuv's pool, V8's helpers, the small-blob writer) an arena
 * of its own, up to eight per core, and keeps what each has touched: two arenas for the whole
 * process hold less at idle and under load. Read by glibc only; other C libraries ignore it.
 */
export const SERVER_MALLOC_ENV = process.platform === 'linux' ? { MALLOC_ARENA_MAX: '2' } : {};

/**
 * What a process with `execArgv` and `env` lacks to run the server as `npm start` means it to:
 * null when it has every option and setting, else the options and environment to start again with
 * (its own kept, the missing ones added). A malloc setting the operator gave, whatever its value,
 * is theirs to keep.
 */
export function serverRelaunch(execArgv, env) {
  const missingOptions = SERVER_NODE_OPTIONS.filter((option) => !execArgv.includes(option));
  const missingEnv = Object.entries(SERVER_MALLOC_ENV).filter(([name]) => env[name] === undefined);
  if (missingOptions.length === 0 && missingEnv.length === 0) return null;
  return { execArgv: [...execArgv, ...missingOptions], env: { ...env, ...Object.fromEntries(missingEnv) } };
}
