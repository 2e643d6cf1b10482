import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type PassFindings, passFindings, passWarnings } from './pass-findings.ts';

const CONFIG = fileURLToPath(new URL('./schemathesis.toml', import.meta.url));
const HOOKS = fileURLToPath(new URL('./hooks.py', import.meta.url));
/** How long a pass told to stop may take to write its reports before it is killed. */
const STOP_GRACE_MS = 60_000;

export interface PassOptions {
  name: string;
  /** The command that runs schemathesis (install.ts). */
  command: string[];
  /** The API document's address; the calls go to its origin. */
  documentUrl: string;
  seed: number;
  maxExamples: number;
  phases: string[];
  /** `user:password` for HTTP Basic; none for an anonymous pass. */
  basic?: string;
  /** Checks of schemathesis.toml this pass leaves out. */
  excludeChecks: string[];
  /** Operations (`METHOD /path`) this pass leaves out. */
  excludeOperations: string[];
  /** Operation ids this pass leaves out, as a regular expression. */
  excludeOperationIds?: string;
  /** Only operations whose `METHOD /path` matches (FUZZ_ROUTES). */
  onlyMatching?: string;
  /** Values hooks.py swaps for decoys. */
  decoys: Record<string, string>;
  timeLimitMs: number;
  /** Where its reports go; also its working directory. */
  dir: string;
}

export interface PassOutcome extends PassFindings {
  name: string;
  options: PassOptions;
  durationMs: number;
  /** Told to stop when its time was up: what it found until then is in the findings. */
  stoppedAtTimeLimit: boolean;
  exitCode: number | null;
  /** What schemathesis warned of, by kind: the operations it could not reach far into. */
  warnings: Record<string, string[]>;
}

function argumentsOf(options: PassOptions): string[] {
  const origin = new URL(options.documentUrl).origin;
  return [
    '--config-file',
    CONFIG,
    '--no-color',
    'run',
    options.documentUrl,
    '--url',
    origin,
    '--seed',
    String(options.seed),
    '--max-examples',
    String(options.maxExamples),
    '--phases',
    options.phases.join(','),
    '--report',
    'ndjson,json',
    '--report-dir',
    options.dir,
    ...(options.basic ? ['--auth', options.basic] : ['--generation-with-security-parameters', 'false']),
    ...(options.excludeChecks.length > 0 ? ['--exclude-checks', options.excludeChecks.join(',')] : []),
    ...options.excludeOperations.flatMap((operation) => ['--exclude-name', operation]),
    ...(options.excludeOperationIds ? ['--exclude-operation-id-regex', options.excludeOperationIds] : []),
    ...(options.onlyMatching ? ['--include-name-regex', options.onlyMatching] : []),
  ];
}

/**
 * Runs one schemathesis pass to its end or its time limit, its progress shown as schemathesis
 * prints it, and reads what it found. SIGINT stops it as Ctrl-C would: it finishes its reports.
 */
export async function runPass(options: PassOptions): Promise<PassOutcome> {
  mkdirSync(options.dir, { recursive: true });
  const started = Date.now();
  const [program = 'python3', ...leading] = options.command;
  const child = spawn(program, [...leading, ...argumentsOf(options)], {
    cwd: options.dir,
    env: {
      ...process.env,
      SCHEMATHESIS_HOOKS: HOOKS,
      ARCA_FUZZ_REAIM: JSON.stringify(options.decoys),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let stoppedAtTimeLimit = false;
  const exited = new Promise<number | null>((done) => {
    child.once('exit', (code) => done(code));
    child.once('error', () => done(null));
  });
  const limit = setTimeout(() => {
    stoppedAtTimeLimit = true;
    child.kill('SIGINT');
    setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS).unref();
  }, options.timeLimitMs);
  const exitCode = await exited;
  clearTimeout(limit);
  const report = (extension: string) =>
    readdirSync(options.dir)
      .filter((file) => file.endsWith(extension))
      .map((file) => readFileSync(join(options.dir, file), 'utf8'))
      .join('\n');
  return {
    name: options.name,
    options,
    durationMs: Date.now() - started,
    stoppedAtTimeLimit,
    exitCode,
    ...passFindings(report('.ndjson')),
    warnings: passWarnings(report('.json')),
  };
}
