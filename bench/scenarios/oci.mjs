// OCI push and pull of a 100 MiB layer with the real client (skopeo), Arca's Docker repository
// against Debian's docker-registry, in the same run. Each run pushes an image neither registry has
// seen (one fresh random file per run, so no blob is ever reported as already there) and pulls it
// back into a new OCI layout; throughput is the layer's size over the client's wall time.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { MB, sampleRss } from '../lib/rss.mjs';
import { median, ratio } from '../lib/stats.mjs';
import { ensureTools } from '../lib/tools.mjs';
import { startArca } from '../support/arca.mjs';
import { startDockerRegistry } from '../support/docker-registry.mjs';
import { layerSize, ociClient } from '../support/oci-images.mjs';
import { startOciLimitRegistry } from '../support/oci-limit-registry.mjs';

export const title = 'OCI push and pull, 100 MiB layer (skopeo)';

const PASSWORD = 'Bench-Passw0rd!';
const LAYER_MIB = 100;
const REPOSITORY = 'docker-local';
/** RSS is read this often during a transfer that lasts a fraction of a second. */
const RSS_INTERVAL_MS = 20;
/** /proc's CPU times are in clock ticks, 100 a second on Linux. */
const TICKS_PER_SECOND = 100;
/** The cores client and server share. */
const CORES = availableParallelism();

/** The fields of `/proc/<pid>/stat` after the command's closing parenthesis, from the state on. */
function statFields(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** CPU seconds (user and system, every thread) `pid` has used so far: utime and stime. */
function cpuSeconds(pid) {
  const fields = statFields(pid);
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** A server using less than this share of a core is idle: its timers, no work left from a transfer. */
const QUIET_SHARE = 0.1;
const QUIET_CHECK_MS = 100;
/** How long work after a transfer may go on before it is counted as it stands. */
const QUIET_WAIT_MS = 5000;

/**
 * The CPU seconds `pid` has used once it is quiet: a server may go on working after it has answered
 * (Arca computes a pushed layer's sha1 and md5 then), and that work is part of the transfer's cost,
 * not of the next transfer's.
 */
async function cpuSecondsOnceQuiet(pid) {
  let last = cpuSeconds(pid);
  for (let waited = 0; waited < QUIET_WAIT_MS; waited += QUIET_CHECK_MS) {
    await sleep(QUIET_CHECK_MS);
    const now = cpuSeconds(pid);
    if (now - last < (QUIET_SHARE * QUIET_CHECK_MS) / 1000) return now;
    last = now;
  }
  return last;
}

/**
 * CPU seconds of this process's children that have ended and been waited for (cutime and cstime):
 * the clients, since the servers run until the end.
 */
function endedChildrenCpuSeconds() {
  const fields = statFields('self');
  return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
}

export async function run({ runs, log, scratch }) {
  ensureTools(['skopeo', 'umoci', 'docker-registry'], log);
  const client = ociClient(scratch);

  log(`building ${runs} single-layer images of ${LAYER_MIB} MiB of fresh random bytes with umoci`);
  const images = [];
  for (let i = 0; i < runs; i++) images.push(await client.build(`src${i}`, LAYER_MIB));

  const figures = {
    registryPush: [],
    arcaPush: [],
    arcaPushCpu: [],
    registryPushCpu: [],
    limitPushCpu: [],
    arcaClientCpu: [],
    registryClientCpu: [],
    limitClientCpu: [],
    registryPull: [],
    arcaPull: [],
    arcaIdle: [],
    arcaPushRss: [],
    arcaPullRss: [],
    registryRss: [],
    limitPush: [],
    limitPull: [],
  };
  let arca;
  let registry;
  let limit;
  try {
    registry = await startDockerRegistry(join(scratch, 'docker-registry'));
    mkdirSync(join(scratch, 'limit'));
    limit = await startOciLimitRegistry(join(scratch, 'limit'));
    arca = await startArca(PASSWORD);
    const auth = `Basic ${Buffer.from(`admin:${PASSWORD}`).toString('base64')}`;
    const created = await fetch(`${arca.baseUrl}/artifactory/api/repositories/${REPOSITORY}`, {
      method: 'PUT',
      headers: { authorization: auth, 'content-type': 'application/json' },
      body: JSON.stringify({ rclass: 'local', packageType: 'docker' }),
    });
    if (!created.ok) throw new Error(`creating ${REPOSITORY} answered ${created.status}: ${await created.text()}`);
    const arcaHost = new URL(arca.baseUrl).host;

    const systems = {
      registry: { reference: (i) => `${registry.host}/bench/img${i}:1`, creds: undefined },
      arca: { reference: (i) => `${arcaHost}/${REPOSITORY}/bench/img${i}:1`, creds: `admin:${PASSWORD}` },
      limit: { reference: (i) => `${limit.host}/bench/img${i}:1`, creds: undefined },
    };
    const push = (system, i) => client.push(images[i].layout, systems[system].reference(i), systems[system].creds);
    const pull = (system, i, layout) => client.pull(systems[system].reference(i), layout, systems[system].creds);
    /**
     * MB/s of one transfer, the server's RSS sampled during it and its CPU seconds per 100 MB, with
     * what it did after answering until it was quiet again.
     */
    const pids = { arca: arca.pid, registry: registry.pid, limit: limit.pid };
    const timed = async (system, transfer, size) => {
      const rss = sampleRss(pids[system], { intervalMs: RSS_INTERVAL_MS });
      const cpuBefore = cpuSeconds(pids[system]);
      const clientCpuBefore = endedChildrenCpuSeconds();
      const started = performance.now();
      await transfer();
      const seconds = (performance.now() - started) / 1000;
      const cpu = (await cpuSecondsOnceQuiet(pids[system])) - cpuBefore;
      const clientCpu = endedChildrenCpuSeconds() - clientCpuBefore;
      const { max } = rss.stop();
      const per100MB = (used) => (used * 100 * MB) / size;
      return {
        mbps: size / MB / seconds,
        rssMax: max,
        cpuPer100MB: per100MB(cpu),
        clientCpuPer100MB: per100MB(clientCpu),
      };
    };

    for (let i = 0; i < runs; i++) {
      // Alternate who goes first, so neither always meets a cooler page cache or a busier disk.
      const order = i % 2 === 0 ? ['registry', 'arca', 'limit'] : ['limit', 'arca', 'registry'];
      figures.arcaIdle.push(sampleRss(arca.pid).stop().max / MB);
      const line = [];
      for (const system of order) {
        const { mbps, rssMax, cpuPer100MB, clientCpuPer100MB } = await timed(
          system,
          () => push(system, i),
          images[i].size,
        );
        figures[`${system}Push`].push(mbps);
        figures[`${system}PushCpu`].push(cpuPer100MB);
        figures[`${system}ClientCpu`].push(clientCpuPer100MB);
        if (system === 'arca') figures.arcaPushRss.push(rssMax / MB);
        else if (system === 'registry') figures.registryRss.push(rssMax / MB);
        line.push(`${system} push ${mbps.toFixed(0)} MB/s`);
      }
      for (const system of order) {
        const layout = join(scratch, `pull-${system}-${i}`);
        const { mbps, rssMax } = await timed(system, () => pull(system, i, layout), images[i].size);
        if (layerSize(layout) !== images[i].size) throw new Error(`${system} pulled a different layer`);
        rmSync(layout, { recursive: true, force: true });
        figures[`${system}Pull`].push(mbps);
        if (system === 'arca') figures.arcaPullRss.push(rssMax / MB);
        else if (system === 'registry')
          figures.registryRss[figures.registryRss.length - 1] = Math.max(figures.registryRss.at(-1), rssMax / MB);
        line.push(`${system} pull ${mbps.toFixed(0)} MB/s`);
      }
      log(`run ${i + 1}/${runs}: ${line.join(', ')}`);
    }
  } finally {
    await Promise.all([arca?.stop(), registry?.stop(), limit?.stop()]);
  }

  const pushRatio = ratio(figures.arcaPush, figures.registryPush);
  const pullRatio = ratio(figures.arcaPull, figures.registryPull);
  const limitPushRatio = ratio(figures.limitPush, figures.registryPush);
  const limitPullRatio = ratio(figures.limitPull, figures.registryPull);
  const arcaPush = median(figures.arcaPush);
  // Client and server share the two cores: with both busy all the time, a push of 100 MB cannot take
  // less than their CPU for it divided by two. How close each push came to that ceiling, by medians.
  const ceiling = (system) => {
    const cpu = median(figures[`${system}PushCpu`]) + median(figures[`${system}ClientCpu`]);
    const mbps = (CORES * 100) / cpu;
    return { cpu, mbps, reached: median(figures[`${system}Push`]) / mbps };
  };
  const ceilings = { arca: ceiling('arca'), registry: ceiling('registry'), limit: ceiling('limit') };
  const describe = (name, { cpu, mbps, reached }) =>
    `${name} ${cpu.toFixed(2)} s (a ceiling of ${mbps.toFixed(0)} MB/s, reached at ${(reached * 100).toFixed(0)} %)`;
  const arcaPull = median(figures.arcaPull);
  const layerMB = (images[0].size / MB).toFixed(1);
  return {
    figures: [
      { label: `Arca push, ${layerMB} MB layer`, unit: 'MB/s', values: figures.arcaPush },
      { label: `docker-registry push, ${layerMB} MB layer`, unit: 'MB/s', values: figures.registryPush },
      { label: `Arca pull, ${layerMB} MB layer`, unit: 'MB/s', values: figures.arcaPull },
      { label: `docker-registry pull, ${layerMB} MB layer`, unit: 'MB/s', values: figures.registryPull },
      { label: `limit registry push, ${layerMB} MB layer`, unit: 'MB/s', values: figures.limitPush },
      { label: `limit registry pull, ${layerMB} MB layer`, unit: 'MB/s', values: figures.limitPull },
      { label: 'Arca CPU per 100 MB pushed', unit: 's', values: figures.arcaPushCpu },
      { label: 'docker-registry CPU per 100 MB pushed', unit: 's', values: figures.registryPushCpu },
      { label: 'limit registry CPU per 100 MB pushed', unit: 's', values: figures.limitPushCpu },
      { label: 'skopeo CPU per 100 MB pushed, to Arca', unit: 's', values: figures.arcaClientCpu },
      { label: 'skopeo CPU per 100 MB pushed, to docker-registry', unit: 's', values: figures.registryClientCpu },
      { label: 'skopeo CPU per 100 MB pushed, to the limit registry', unit: 's', values: figures.limitClientCpu },
      { label: 'Arca RSS idle before each run', unit: 'MB', values: figures.arcaIdle },
      { label: 'Arca RSS, max during the push', unit: 'MB', values: figures.arcaPushRss },
      { label: 'Arca RSS, max during the pull', unit: 'MB', values: figures.arcaPullRss },
      { label: 'docker-registry RSS, max during push and pull', unit: 'MB', values: figures.registryRss },
    ],
    targets: [
      { label: 'push ≥ 1.2× docker-registry', value: `${pushRatio.toFixed(2)}×`, met: pushRatio >= 1.2 },
      { label: 'pull ≥ 1.2× docker-registry', value: `${pullRatio.toFixed(2)}×`, met: pullRatio >= 1.2 },
      { label: 'stretch: push ≥ 400 MB/s', value: `${arcaPush.toFixed(0)} MB/s`, met: arcaPush >= 400 },
      { label: 'stretch: pull ≥ 300 MB/s', value: `${arcaPull.toFixed(0)} MB/s`, met: arcaPull >= 300 },
    ],
    notes: [
      `skopeo copy between an OCI layout in scratch and each registry over plain HTTP on 127.0.0.1; the time is the whole command (skopeo's start, the manifest and config requests included, about 20 ms), the size the gzip layer's (${images[0].size} B). One image per run, built with umoci init/new/insert from ${LAYER_MIB} MiB of random bytes. docker-registry stores on the filesystem in scratch, without authentication; Arca takes Basic credentials for admin.`,
      `The limit registry (plain node:http: a push's bytes appended to a file with no digest and no flush, a pull streamed back from it, no authentication) pushes at ${limitPushRatio.toFixed(2)}× and pulls at ${limitPullRatio.toFixed(2)}× docker-registry in this run: no registry can be much faster than that with this client on this machine.`,
      'A server’s CPU for a transfer counts what it did until it was quiet again: Arca computes a pushed layer’s sha1 and md5 after it has answered (ADR 034), the client no longer waiting for them.',
      `Server and skopeo together used, per 100 MB pushed: ${describe('Arca', ceilings.arca)}, ${describe('docker-registry', ceilings.registry)}, ${describe('the limit registry', ceilings.limit)}; the ceiling is what ${CORES} cores give when both are busy throughout.`,
    ],
  };
}
