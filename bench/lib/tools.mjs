// The command-line tools the scenarios drive, installed from Debian when missing, and the machine
// and version facts the report opens with.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cpus, release, totalmem } from 'node:os';

/** Debian package for each command the scenarios need. */
export const TOOL_PACKAGES = {
  wrk: 'wrk',
  'docker-registry': 'docker-registry',
  skopeo: 'skopeo',
  umoci: 'umoci',
};

const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

/**
 * Installs the Debian packages of the missing commands (`apt-get update` first), as root or
 * through sudo. Throws a message naming the packages to install when that is not possible.
 */
export function ensureTools(commands = Object.keys(TOOL_PACKAGES), log = console.log) {
  const missing = commands.filter((command) => !has(command));
  if (missing.length === 0) return;
  const packages = missing.map((command) => TOOL_PACKAGES[command] ?? command);
  const root = process.getuid?.() === 0;
  const prefix = root ? [] : ['sudo', '-n'];
  if (!root && !has('sudo')) {
    throw new Error(`missing ${missing.join(', ')}: run \`apt-get install -y ${packages.join(' ')}\` as root first`);
  }
  log(`installing ${packages.join(', ')} (Debian packages) for the benchmarks`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['apt-get', 'update', '-qq'],
    ['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...packages],
  ]) {
    const [command, ...rest] = [...prefix, ...args];
    const result = spawnSync(command, rest, { env, stdio: ['ignore', 'inherit', 'inherit'] });
    if (result.status !== 0) {
      throw new Error(
        `\`${args.join(' ')}\` failed (exit ${result.status}); install ${packages.join(' ')} yourself and run again`,
      );
    }
  }
  const still = missing.filter((command) => !has(command));
  if (still.length) throw new Error(`still missing after apt-get install: ${still.join(', ')}`);
}

/** First line of a command's output (stdout, else stderr), or 'not installed'. */
export function commandVersion(command, args = ['--version'], pattern) {
  if (!has(command)) return 'not installed';
  const result = spawnSync(command, args, { encoding: 'utf8', timeout: 10_000 });
  const text = `${result.stdout ?? ''}\n${result.stderr ?? ''}`.trim();
  if (pattern) return pattern.exec(text)?.[1] ?? (text.split('\n')[0] || 'unknown');
  return text.split('\n')[0] || 'unknown';
}

const ROOT = new URL('../../', import.meta.url).pathname;

function packageVersion(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8')).version;
  } catch {
    return 'not installed';
  }
}

function gitCommit() {
  try {
    const commit = execFileSync('git', ['-C', ROOT, 'rev-parse', '--short=12', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['-C', ROOT, 'status', '--porcelain', '--untracked-files=no'], {
      encoding: 'utf8',
    }).trim();
    return dirty ? `${commit} (with uncommitted changes)` : commit;
  } catch {
    return 'unknown';
  }
}

/** nproc, CPU model, kernel, memory, distribution. */
export function machineInfo() {
  let distribution = 'unknown';
  if (existsSync('/etc/os-release')) {
    distribution = /^PRETTY_NAME="?([^"\n]+)"?/m.exec(readFileSync('/etc/os-release', 'utf8'))?.[1] ?? distribution;
  }
  const nproc = commandVersion('nproc', []);
  return {
    nproc,
    cpu: cpus()[0]?.model ?? 'unknown',
    kernel: release(),
    memory: `${(totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    distribution,
  };
}

/** Versions of everything a figure depends on. */
export function versions() {
  return {
    Node: process.version,
    npm: commandVersion('npm', ['--version']),
    'Arca commit': gitCommit(),
    Verdaccio: packageVersion(`${ROOT}bench/node_modules/verdaccio/package.json`),
    wrk: commandVersion('wrk', ['-v'], /^wrk (?:debian\/)?(\S+)/),
    skopeo: commandVersion('skopeo', ['--version'], /version ([\d.]+\S*)/),
    umoci: commandVersion('umoci', ['--version'], /version ([\d.]+\S*)/),
    'docker-registry': commandVersion('docker-registry', ['--version'], /(v?\d[\d.]+\S*)/),
    PostgreSQL: commandVersion('psql', ['--version'], /(\d+\.\d+\S*)/),
    curl: commandVersion('curl', ['--version'], /curl ([\d.]+)/),
  };
}
