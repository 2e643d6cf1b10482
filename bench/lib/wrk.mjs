// Request rates come from wrk (Debian): one thread, N keep-alive connections, a fixed duration.
// autocannon tops out near 1 k req/s on large bodies on this machine, so it is not used for rates.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

const TIME_UNITS = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
const SIZE_UNITS = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3, TB: 1024 ** 4 };

/** '1.96ms' → 1.96, '245.00us' → 0.245, '1.02s' → 1020. */
export function parseDuration(text) {
  const match = /^([\d.]+)(us|ms|s|m|h)$/.exec(text.trim());
  if (!match) throw new Error(`wrk printed a duration it cannot read: ${text}`);
  return Number(match[1]) * TIME_UNITS[match[2]];
}

function parseSize(text) {
  const match = /^([\d.]+)([KMGT]?B)$/.exec(text.trim());
  return match ? Number(match[1]) * SIZE_UNITS[match[2]] : Number.NaN;
}

/**
 * Reads wrk's `--latency` report: requests per second, latency percentiles in ms (p50, p75, p90,
 * p99), the request count, bytes read, and the error counters.
 */
export function parseWrk(output) {
  const latency = {};
  for (const match of output.matchAll(/^\s+(50|75|90|99)(?:\.0+)?%\s+(\S+)\s*$/gm)) {
    latency[`p${match[1]}`] = parseDuration(match[2]);
  }
  const rate = /Requests\/sec:\s+([\d.]+)/.exec(output);
  if (!rate) throw new Error(`wrk printed no request rate:\n${output}`);
  const total = /(\d+) requests in ([\d.]+\w+), ([\d.]+[KMGT]?B) read/.exec(output);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(output);
  const avg = /^\s+Latency\s+(\S+)\s+(\S+)\s+(\S+)/m.exec(output);
  return {
    requestsPerSecond: Number(rate[1]),
    latency: {
      ...latency,
      avg: avg ? parseDuration(avg[1]) : Number.NaN,
      max: avg ? parseDuration(avg[3]) : Number.NaN,
    },
    requests: total ? Number(total[1]) : Number.NaN,
    durationMs: total ? parseDuration(total[2]) : Number.NaN,
    bytesRead: total ? parseSize(total[3]) : Number.NaN,
    errors: socket
      ? { connect: Number(socket[1]), read: Number(socket[2]), write: Number(socket[3]), timeout: Number(socket[4]) }
      : { connect: 0, read: 0, write: 0, timeout: 0 },
    non2xx: non2xx ? Number(non2xx[1]) : 0,
  };
}

/**
 * Runs `wrk -t1 -cN -dS --latency [-H …] URL` and returns parseWrk's result plus the raw output.
 * Throws when any response was not 2xx/3xx or any socket error happened, unless `allowErrors`:
 * a rate made of error answers would flatter the server.
 *
 * @param {{ url: string, connections?: number, seconds?: number, threads?: number,
 *   headers?: Record<string, string>, timeoutSeconds?: number, script?: string, allowErrors?: boolean,
 *   env?: Record<string, string> }} options
 */
export async function runWrk({
  url,
  connections = 20,
  seconds = 10,
  threads = 1,
  headers = {},
  timeoutSeconds = 10,
  script,
  allowErrors = false,
  env,
}) {
  const args = [`-t${threads}`, `-c${connections}`, `-d${seconds}s`, `--timeout`, `${timeoutSeconds}s`, '--latency'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  if (script) args.push('-s', script);
  args.push(url);
  const { stdout } = await run('wrk', args, {
    maxBuffer: 16 * 1024 * 1024,
    // a script reads its settings from here (os.getenv)
    ...(env ? { env: { ...process.env, ...env } } : {}),
  });
  const result = parseWrk(stdout);
  const errorCount = Object.values(result.errors).reduce((a, b) => a + b, 0);
  if (!allowErrors && (result.non2xx > 0 || errorCount > 0)) {
    throw new Error(
      `wrk ${url}: ${result.non2xx} non-2xx/3xx answers, socket errors ${JSON.stringify(result.errors)}\n${stdout}`,
    );
  }
  return { ...result, output: stdout, command: `wrk ${args.join(' ')}` };
}

/**
 * Each system's request rate and p99 over `runs` runs of `seconds`, systems taking turns within a
 * run, after one 2 s warm-up each: `systems` are `{ key, name, url, headers }`.
 */
export async function measureRates(systems, { runs, seconds, connections, log }) {
  for (const s of systems) await runWrk({ url: s.url, headers: s.headers, connections, seconds: 2 });
  const rate = Object.fromEntries(systems.map((s) => [s.key, []]));
  const p99 = Object.fromEntries(systems.map((s) => [s.key, []]));
  for (let r = 0; r < runs; r++) {
    for (const s of systems) {
      const result = await runWrk({ url: s.url, headers: s.headers, connections, seconds });
      rate[s.key].push(result.requestsPerSecond);
      p99[s.key].push(result.latency.p99);
      log(`run ${r + 1} ${s.name}: ${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.latency.p99} ms`);
    }
  }
  return { rate, p99 };
}
