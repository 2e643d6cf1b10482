// Publishing: the server's time per publish PUT (the body npm sends: manifest plus base64
// _attachments) for 20 new packages, and 20 `npm publish` runs of the real client with token auth,
// Arca against Verdaccio.
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { figure, target, times } from '../lib/report.mjs';
import { median, ratio } from '../lib/stats.mjs';
import { startArca } from '../support/arca.mjs';
import { packageTarball, publishBody, putPublish, readme, setUpArcaNpm, versionManifest } from '../support/npm.mjs';
import { startVerdaccio } from '../support/verdaccio.mjs';

export const title = 'npm publish';

const PACKAGES = 20;
const PASSWORD = 'Bench-Admin-Passw0rd!';
const execFileAsync = promisify(execFile);

/** npm with a config, cache and home of its own in `home`, nothing of the calling npm's settings. */
function npmIn(home) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_')));
  return (args, cwd) =>
    execFileAsync(
      'npm',
      [
        ...args,
        `--userconfig=${join(home, 'npmrc')}`,
        `--globalconfig=${join(home, 'global-npmrc')}`,
        `--cache=${join(home, 'cache')}`,
        '--no-audit',
        '--no-fund',
        '--no-update-notifier',
        '--loglevel=warn',
      ],
      { cwd, env: { ...env, HOME: home }, timeout: 120_000 },
    );
}

/** A user config that points npm at `registry` with `token`, as `npm login` leaves it. */
function writeNpmrc(home, registry, token) {
  mkdirSync(home, { recursive: true });
  const path = registry.replace(/^https?:/, '').replace(/\/?$/, '/');
  writeFileSync(join(home, 'npmrc'), `registry=${registry.replace(/\/?$/, '/')}\n${path}:_authToken=${token}\n`);
  writeFileSync(join(home, 'global-npmrc'), '');
}

/** A package folder as a developer has it: package.json, code, a README. */
function packageDir(root, name, version) {
  const dir = join(root, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify(
      { name, version, description: `${name} for the publish benchmark`, main: 'index.js', license: 'MIT' },
      null,
      2,
    ),
  );
  writeFileSync(join(dir, 'index.js'), `module.exports = () => '${name}';\n`);
  writeFileSync(join(dir, 'README.md'), readme(name, 1024));
  return dir;
}

/** Per-PUT milliseconds for `PACKAGES` new packages named `${prefix}-NN`. */
async function putRound(registry, authorization, prefix) {
  const ms = [];
  for (let i = 1; i <= PACKAGES; i++) {
    const name = `${prefix}-${String(i).padStart(2, '0')}`;
    const tarball = packageTarball(name, '1.0.0');
    const manifest = versionManifest(name, '1.0.0', tarball, `${registry}/${name}/-/${name}-1.0.0.tgz`);
    ms.push(await putPublish(registry, name, publishBody(name, manifest, tarball, readme(name, 1024)), authorization));
  }
  return ms;
}

/** Seconds for `npm publish` of each of `PACKAGES` folders, one after the other. */
async function npmRound(npm, root, prefix, version) {
  const dirs = Array.from({ length: PACKAGES }, (_, i) =>
    packageDir(root, `${prefix}-${String(i + 1).padStart(2, '0')}`, version),
  );
  const each = [];
  const started = performance.now();
  for (const dir of dirs) {
    const t = performance.now();
    await npm(['publish'], dir);
    each.push((performance.now() - t) / 1000);
  }
  return { total: (performance.now() - started) / 1000, each };
}

export async function run({ runs, log, scratch }) {
  const started = [];
  try {
    const arca = await startArca(PASSWORD);
    started.push(arca);
    const arcaNpm = await setUpArcaNpm(arca.baseUrl, PASSWORD);
    const verdaccio = await startVerdaccio(join(scratch, 'verdaccio'));
    started.push(verdaccio);
    const verdaccioToken = await verdaccio.addUser('bench', 'Bench-Passw0rd!');
    const systems = [
      { key: 'arca', name: 'Arca', registry: arcaNpm.registry, token: arcaNpm.token },
      { key: 'verdaccio', name: 'Verdaccio', registry: verdaccio.baseUrl, token: verdaccioToken },
    ];
    for (const s of systems) {
      s.home = join(scratch, `npm-${s.key}`);
      writeNpmrc(s.home, s.registry, s.token);
      s.npm = npmIn(s.home);
    }

    const client = JSON.parse((await systems[0].npm(['version', '--json'], scratch)).stdout);

    const put = { arca: [], verdaccio: [] };
    const putTotal = { arca: [], verdaccio: [] };
    const npmTotal = { arca: [], verdaccio: [] };
    const npmEach = { arca: [], verdaccio: [] };
    const floor = [];
    // A round first on each, so the measured PUTs do not pay first requests' set-up.
    for (const s of systems) await putRound(s.registry, `Bearer ${s.token}`, 'warm-up');
    for (let r = 0; r < runs; r++) {
      for (const s of systems) {
        const ms = await putRound(s.registry, `Bearer ${s.token}`, `perf-put-${r + 1}`);
        put[s.key].push(median(ms));
        putTotal[s.key].push(ms.reduce((a, b) => a + b, 0) / 1000);
        log(`run ${r + 1} ${s.name}: PUT median ${median(ms).toFixed(1)} ms`);
      }
      for (const s of systems) {
        const round = await npmRound(s.npm, join(scratch, `src-${s.key}-${r}`), 'perf-pub', `1.0.${r}`);
        npmTotal[s.key].push(round.total);
        npmEach[s.key].push(median(round.each));
        log(`run ${r + 1} ${s.name}: ${PACKAGES} × npm publish ${round.total.toFixed(2)} s`);
      }
      // What npm costs by itself: pack, GET the packument, refuse the version that exists.
      const dry = join(scratch, `src-arca-${r}`, 'perf-pub-01');
      const t = performance.now();
      // npm refuses the dry run of a version that exists once it has asked; the time up to then is the floor.
      await systems[0].npm(['publish', '--dry-run'], dry).catch(() => undefined);
      floor.push((performance.now() - t) / 1000);
    }

    const figures = [
      figure('Arca publish PUT, median of 20', 'ms', put.arca),
      figure('Verdaccio publish PUT, median of 20', 'ms', put.verdaccio),
      figure('Arca publish PUT ×20, total', 's', putTotal.arca),
      figure('Verdaccio publish PUT ×20, total', 's', putTotal.verdaccio),
      figure('Arca 20 × npm publish, total', 's', npmTotal.arca),
      figure('Verdaccio 20 × npm publish, total', 's', npmTotal.verdaccio),
      figure('Arca npm publish, median of 20', 's', npmEach.arca),
      figure('Verdaccio npm publish, median of 20', 's', npmEach.verdaccio),
      figure('npm client floor: npm publish --dry-run (against Arca)', 's', floor),
    ];
    const putMedian = median(put.arca);
    const npmMedian = median(npmTotal.arca);
    const targets = [
      target('publish PUT ≤ 20 ms median', `${putMedian.toFixed(1)} ms`, putMedian <= 20),
      target('20 × npm publish ≤ 10 s', `${npmMedian.toFixed(2)} s`, npmMedian <= 10),
    ];
    const notes = [
      `PUT: Node fetch, one request at a time, time from sending the body to the complete answer, ${PACKAGES} new packages per run (a 345 B tarball, 1 KB readme); Arca is ${times(ratio(put.verdaccio, put.arca))} faster than Verdaccio per PUT.`,
      `npm publish: the real client (npm ${client.npm} on Node ${client.node}), token auth from a scratch userconfig, scratch cache, ${PACKAGES} packages in sequence, run r publishes version 1.0.r; Arca takes ${times(ratio(npmTotal.arca, npmTotal.verdaccio))} of Verdaccio's time.`,
    ];
    return { figures, targets, notes };
  } finally {
    for (const system of started.reverse()) await system.stop();
  }
}
