// CPU time a server spends per request (user + system, from /proc/<pid>/stat) while wrk loads it:
// unlike a request rate, this barely moves when other work shares the machine, so a change to a hot
// path can be judged on a busy machine. A developer's probe beside the scenarios, not a target:
//   node bench/cpu-per-request.mjs [tarball|packument|ping|limit]
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runWrk } from './lib/wrk.mjs';
import { startArca } from './support/arca.mjs';
import { startLimitServer } from './support/limit-server.mjs';
import { packageTarball, publishBody, putPublish, setUpArcaNpm, versionManifest } from './support/npm.mjs';

const PASSWORD = 'Bench-Passw0rd!';
const NAME = 'perf-pkg';
const VERSION = '1.0.0';
const FILE = `${NAME}-${VERSION}.tgz`;

function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function measure(name, pid, url, headers = {}) {
  // As the scenarios do: the first seconds compile the path's code and grow the heap.
  await runWrk({ url, seconds: 2, headers });
  const before = cpuSeconds(pid);
  const result = await runWrk({ url, seconds: 5, headers });
  const used = cpuSeconds(pid) - before;
  console.log(
    `${name}: ${result.requestsPerSecond.toFixed(0)} req/s, ${((used / result.requests) * 1e6).toFixed(1)} µs CPU a request`,
  );
}

const scratch = mkdtempSync(join(tmpdir(), 'arca-cpu-'));
const arca = await startArca(PASSWORD);
const tarball = packageTarball(NAME, VERSION);
const limit = await startLimitServer(scratch, [
  { path: `/${FILE}`, body: tarball, contentType: 'application/octet-stream' },
]);
try {
  const npm = await setUpArcaNpm(arca.baseUrl, PASSWORD);
  const manifest = versionManifest(NAME, VERSION, tarball, `${npm.registry}/${NAME}/-/${FILE}`);
  await putPublish(npm.registry, NAME, publishBody(NAME, manifest, tarball), `Bearer ${npm.token}`);
  const only = process.argv[2];
  const probes = [
    ['limit', limit.pid, `${limit.baseUrl}/${FILE}`],
    ['Arca tarball, anonymous', arca.pid, `${npm.registry}/${NAME}/-/${FILE}`],
    [
      'Arca packument, abbreviated',
      arca.pid,
      `${npm.registry}/${NAME}`,
      { accept: 'application/vnd.npm.install-v1+json' },
    ],
    ['Arca ping', arca.pid, `${arca.baseUrl}/artifactory/api/system/ping`],
  ];
  for (const probe of probes) if (!only || probe[0].includes(only)) await measure(...probe);
} finally {
  await arca.stop();
  await limit.stop();
  rmSync(scratch, { recursive: true, force: true });
}
