import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REQUIREMENTS = fileURLToPath(new URL('./requirements.txt', import.meta.url));
/** Written last, so a virtualenv whose install was cut short is never taken for a finished one. */
const DONE_MARK = '.arca-installed';

export class SchemathesisUnavailable extends Error {
  override name = 'SchemathesisUnavailable';
}

/** The pinned schemathesis version, as requirements.txt names it. */
export function schemathesisVersion(): string {
  const pin = /^schemathesis==(\S+)$/m.exec(readFileSync(REQUIREMENTS, 'utf8'));
  if (!pin?.[1]) throw new Error(`${REQUIREMENTS} does not pin schemathesis`);
  return pin[1];
}

/** One virtualenv per set of pins, under the user's cache (XDG_CACHE_HOME or ~/.cache). */
function virtualenvDir(): string {
  const cache = process.env.XDG_CACHE_HOME || join(homedir(), '.cache');
  const pins = createHash('sha256').update(readFileSync(REQUIREMENTS)).digest('hex').slice(0, 12);
  return join(cache, 'arca', 'schemathesis', `${schemathesisVersion()}-${pins}`);
}

/** Runs one install step, its output shown; a failed step removes the half-built virtualenv. */
function step(building: string, command: string, args: string[], failure: string): void {
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.error || result.status !== 0) {
    rmSync(building, { force: true, recursive: true });
    throw new SchemathesisUnavailable(failure);
  }
}

/**
 * The command that runs the pinned schemathesis: `[python, '-m', 'schemathesis.cli']` from its
 * virtualenv, made on first use with `python3 -m venv` and pip (PyPI). The module is run rather
 * than the `bin/schemathesis` script, whose first line names the folder it was installed in: the
 * virtualenv is built beside its place and renamed into it, so a cut-short install leaves nothing
 * that looks finished. ARCA_FUZZ_PYTHON names another Python 3.11 or newer.
 */
export function ensureSchemathesis(): string[] {
  const dir = virtualenvDir();
  const python = join(dir, 'bin', 'python');
  const command = [python, '-m', 'schemathesis.cli'];
  if (existsSync(join(dir, DONE_MARK))) return command;

  const base = process.env.ARCA_FUZZ_PYTHON || 'python3';
  const probe = spawnSync(base, ['-c', 'import sys, venv; print(sys.version_info >= (3, 11))'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    throw new SchemathesisUnavailable(
      `'${base}' cannot make a virtualenv: install Python 3.11 or newer with its venv module (Debian: apt-get install python3-venv), or set ARCA_FUZZ_PYTHON.`,
    );
  }
  if (probe.stdout.trim() !== 'True') {
    throw new SchemathesisUnavailable(
      `schemathesis ${schemathesisVersion()} needs Python 3.11 or newer: set ARCA_FUZZ_PYTHON to one.`,
    );
  }
  console.log(`arca fuzz: installing schemathesis ${schemathesisVersion()} into ${dir} (first run only)`);
  const building = `${dir}.partial-${process.pid}`;
  rmSync(building, { force: true, recursive: true });
  step(
    building,
    base,
    ['-m', 'venv', building],
    `'${base} -m venv' failed: install its venv module (Debian: python3-venv).`,
  );
  step(
    building,
    join(building, 'bin', 'python'),
    ['-m', 'pip', 'install', '--quiet', '--disable-pip-version-check', '-r', REQUIREMENTS],
    'pip could not install schemathesis from PyPI: check the network or the proxy settings, then run again.',
  );
  writeFileSync(join(building, DONE_MARK), `${schemathesisVersion()}\n`);
  rmSync(dir, { force: true, recursive: true });
  renameSync(building, dir);
  return command;
}
