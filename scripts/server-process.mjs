// The process the server runs in: the Node options and the malloc settings `npm start` gives it
// (ADR 022). Both must be in place when the process starts, V8's when the heap is set up and
// glibc's when malloc first runs, so a launcher that lacks them starts again with them.

/**
 * A young generation of 2 MB semi-spaces instead of up to 16 MB, which start-up grows and an idle
 * server never gives back; 1 MB keeps less while idle but promotes the short-lived objects of a
 * burst of requests into the old generation, which then holds more. Limits on the old generation's
 * growth (`--heap-growing-percent`) kept less under load but cost every request CPU (ADR 022).
 */
export const SERVER_NODE_OPTIONS = ['--max-semi-space-size=2'];

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
