// The small npm tarball GET (the size of perf-baseline's 363-byte perf-pkg-1.0.0.tgz), 20
// connections: Arca (anonymous, as Verdaccio's `access: $all`, and with Basic credentials) against
// Verdaccio and against the limit server sending the same bytes from memory.
import { join } from 'node:path';
import { rawRequest } from '../lib/http.mjs';
import { figure, percent, target, times } from '../lib/report.mjs';
import { median, ratio } from '../lib/stats.mjs';
import { measureRates } from '../lib/wrk.mjs';
import { startArca } from '../support/arca.mjs';
import { startLimitServer } from '../support/limit-server.mjs';
import {
  packageTarball,
  publishBody,
  putPublish,
  seedVerdaccio,
  setUpArcaNpm,
  versionManifest,
} from '../support/npm.mjs';
import { startVerdaccio, verdaccioStorage } from '../support/verdaccio.mjs';

export const title = 'npm tarball GET';

const NAME = 'perf-pkg';
const VERSION = '1.0.0';
const FILE = `${NAME}-${VERSION}.tgz`;
const CONNECTIONS = 20;
const PASSWORD = 'Bench-Admin-Passw0rd!';

async function checkedBytes(url, headers, expected, what) {
  const res = await rawRequest(url, { headers });
  if (res.status !== 200 || !res.body.equals(expected)) {
    throw new Error(
      `${what}: ${url} answered ${res.status} with ${res.body.length} B, not the ${expected.length}-byte tarball`,
    );
  }
}

export async function run({ runs, log, scratch, seconds = 10 }) {
  const started = [];
  try {
    const tarball = packageTarball(NAME, VERSION);
    const arca = await startArca(PASSWORD);
    started.push(arca);
    const npm = await setUpArcaNpm(arca.baseUrl, PASSWORD);
    const manifest = versionManifest(NAME, VERSION, tarball, `${npm.registry}/${NAME}/-/${FILE}`);
    await putPublish(npm.registry, NAME, publishBody(NAME, manifest, tarball), `Bearer ${npm.token}`);

    const vdir = join(scratch, 'verdaccio');
    seedVerdaccio(verdaccioStorage(vdir), NAME, [{ version: VERSION, tarball }]);
    const verdaccio = await startVerdaccio(vdir);
    started.push(verdaccio);
    const limit = await startLimitServer(scratch, [
      { path: `/${FILE}`, body: tarball, contentType: 'application/octet-stream' },
    ]);
    started.push(limit);

    const systems = [
      { key: 'arca', name: 'Arca, anonymous', url: `${npm.registry}/${NAME}/-/${FILE}`, headers: {} },
      {
        key: 'arcaBasic',
        name: 'Arca, Basic credentials',
        url: `${npm.registry}/${NAME}/-/${FILE}`,
        headers: { Authorization: npm.basic },
      },
      { key: 'ping', name: 'Arca ping', url: `${arca.baseUrl}/artifactory/api/system/ping`, headers: {} },
      { key: 'verdaccio', name: 'Verdaccio, anonymous', url: `${verdaccio.baseUrl}/${NAME}/-/${FILE}`, headers: {} },
      { key: 'limit', name: 'limit', url: `${limit.baseUrl}/${FILE}`, headers: {} },
    ];
    for (const s of systems) if (s.key !== 'ping') await checkedBytes(s.url, s.headers, tarball, s.name);

    const { rate, p99 } = await measureRates(systems, { runs, seconds, connections: CONNECTIONS, log });

    const figures = [
      ...systems.map((s) => figure(`${s.name}`, 'req/s', rate[s.key])),
      ...systems.map((s) => figure(`${s.name} p99`, 'ms', p99[s.key])),
    ];
    const vsVerdaccio = ratio(rate.arca, rate.verdaccio);
    const vsLimit = ratio(rate.arca, rate.limit);
    const targets = [
      target('≥ 3× Verdaccio (anonymous reads on both)', times(vsVerdaccio), vsVerdaccio >= 3),
      target('≥ 40 % of the limit', percent(vsLimit), vsLimit >= 0.4),
    ];
    const notes = [
      `The tarball is ${tarball.length} B (a real .tgz of package.json, index.js and LICENSE); every system answered it byte-identical.`,
      'Arca allows anonymous reads on the repository (anonymous access on, READ granted to anonymous), as Verdaccio does with `access: $all`; the target compares those.' +
        ` With Basic credentials Arca reaches ${times(ratio(rate.arcaBasic, rate.verdaccio))} Verdaccio and ${percent(ratio(rate.arcaBasic, rate.limit))} of the limit.`,
      `Arca's ping (${Math.round(median(rate.ping)).toLocaleString('en-US')} req/s) is what its HTTP stack, hooks and request log cost before any repository work: the tarball reaches ${percent(ratio(rate.arca, rate.ping))} of it.`,
      `wrk -t1 -c${CONNECTIONS} -d${seconds}s --latency, one 2 s warm-up per system; Arca's median p99 ${median(p99.arca).toFixed(1)} ms.`,
    ];
    return { figures, targets, notes };
  } finally {
    for (const system of started.reverse()) await system.stop();
  }
}
