// A 1 GiB deploy to a generic repository, streamed from a file by curl, against what the disk
// takes from dd with fdatasync in the same run; and how much Arca's memory grows while it streams.
// Arca flushes a received blob to disk before it renames it into place, so both sides end durable.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { closeSync, createWriteStream, openSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { MB, readRss, sampleRss } from '../lib/rss.mjs';
import { median, ratio } from '../lib/stats.mjs';
import { startArca } from '../support/arca.mjs';

export const title = 'Generic upload, 1 GiB (curl -T)';

const PASSWORD = 'Bench-Passw0rd!';
const SIZE = 1024 * 1024 * 1024;
const BLOCK = 1024 * 1024;
const REPOSITORY = 'generic-local';
const RSS_INTERVAL_MS = 50;

function exec(command, args) {
  return new Promise((resolve, reject) => {
    execFile(command, args, { timeout: 600_000 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${command} ${args.join(' ')} failed: ${error.message}\n${stderr}`));
      else resolve({ stdout, stderr });
    });
  });
}

/** 1 GiB of one random 1 MiB block repeated: incompressible enough, and quick to write. */
async function sourceFile(path) {
  const block = randomBytes(BLOCK);
  const out = createWriteStream(path);
  for (let written = 0; written < SIZE; written += BLOCK) if (!out.write(block)) await once(out, 'drain');
  out.end();
  await once(out, 'finish');
}

/** A distinct first block per run, so every deploy is new content the store has not seen. */
function stamp(path, run) {
  const fd = openSync(path, 'r+');
  try {
    writeSync(fd, randomBytes(BLOCK), 0, BLOCK, 0);
    writeSync(fd, Buffer.from(`run ${run} ${Date.now()}`), 0, undefined, 0);
  } finally {
    closeSync(fd);
  }
}

const seconds = async (work) => {
  const started = performance.now();
  await work();
  return (performance.now() - started) / 1000;
};

export async function run({ runs, log, scratch }) {
  const source = join(scratch, 'upload.bin');
  const ddTarget = join(scratch, 'dd.bin');
  log('writing the 1 GiB source file');
  await sourceFile(source);

  const dd = [];
  const upload = [];
  const perRun = [];
  const idle = [];
  const peak = [];
  const growth = [];
  const arca = await startArca(PASSWORD);
  try {
    const auth = `Basic ${Buffer.from(`admin:${PASSWORD}`).toString('base64')}`;
    const created = await fetch(`${arca.baseUrl}/artifactory/api/repositories/${REPOSITORY}`, {
      method: 'PUT',
      headers: { authorization: auth, 'content-type': 'application/json' },
      body: JSON.stringify({ rclass: 'local', packageType: 'generic' }),
    });
    if (!created.ok) throw new Error(`creating ${REPOSITORY} answered ${created.status}: ${await created.text()}`);
    // One small deploy first: the code the deploy path loads and compiles on first use is not the
    // memory the streaming itself holds.
    const warm = await fetch(`${arca.baseUrl}/artifactory/${REPOSITORY}/bench/warm-up.bin`, {
      method: 'PUT',
      headers: { authorization: auth },
      body: randomBytes(BLOCK),
    });
    if (warm.status !== 201) throw new Error(`the warm-up deploy answered ${warm.status}`);

    const measureDd = () =>
      seconds(() =>
        exec('dd', ['if=/dev/zero', `of=${ddTarget}`, 'bs=1M', 'count=1024', 'conv=fdatasync', 'status=none']),
      ).then((s) => {
        rmSync(ddTarget, { force: true });
        return SIZE / MB / s;
      });
    const measureUpload = async (i) => {
      const url = `${arca.baseUrl}/artifactory/${REPOSITORY}/bench/run-${i}.bin`;
      // The server settles after the repository call and the previous run before the baseline is read.
      await sleep(1000);
      const before = readRss(arca.pid);
      const rss = sampleRss(arca.pid, { intervalMs: RSS_INTERVAL_MS });
      let status;
      const took = await seconds(async () => {
        // -T streams the file; an empty Expect skips curl's wait for 100-continue.
        const { stdout } = await exec('curl', [
          '-sS',
          '-T',
          source,
          '-H',
          'Expect:',
          '-u',
          `admin:${PASSWORD}`,
          '-o',
          '/dev/null',
          '-w',
          '%{http_code}',
          url,
        ]);
        status = stdout.trim();
      });
      const { max } = rss.stop();
      if (status !== '201') throw new Error(`the deploy answered ${status}`);
      idle.push(before / MB);
      peak.push(max / MB);
      growth.push((max - before) / MB);
      return SIZE / MB / took;
    };

    for (let i = 0; i < runs; i++) {
      stamp(source, i);
      let disk;
      let arcaMBps;
      if (i % 2 === 0) {
        disk = await measureDd();
        arcaMBps = await measureUpload(i);
      } else {
        arcaMBps = await measureUpload(i);
        disk = await measureDd();
      }
      dd.push(disk);
      upload.push(arcaMBps);
      perRun.push((100 * arcaMBps) / disk);
      log(
        `run ${i + 1}/${runs}: Arca ${arcaMBps.toFixed(0)} MB/s, dd ${disk.toFixed(0)} MB/s, RSS +${growth.at(-1).toFixed(1)} MB`,
      );
    }
  } finally {
    await arca.stop();
  }

  const share = 100 * ratio(upload, dd);
  const grew = median(growth);
  const worst = Math.max(...growth);
  return {
    figures: [
      { label: 'Arca generic deploy, 1 GiB', unit: 'MB/s', values: upload },
      { label: 'dd bs=1M count=1024 conv=fdatasync', unit: 'MB/s', values: dd },
      { label: 'Arca / dd, per run', unit: '%', values: perRun },
      { label: 'Arca RSS before the deploy', unit: 'MB', values: idle },
      { label: 'Arca RSS, max during the deploy', unit: 'MB', values: peak },
      { label: 'Arca RSS growth during the deploy', unit: 'MB', values: growth },
    ],
    targets: [
      { label: 'deploy ≥ 60 % of dd', value: `${share.toFixed(0)} %`, met: share >= 60 },
      {
        label: 'RSS grows < 30 MB during the deploy, in every run',
        value: `${grew.toFixed(1)} MB (worst run ${worst.toFixed(1)} MB)`,
        met: worst < 30,
      },
    ],
    notes: [
      `curl -T streams a 1 GiB file (page-cached) as one PUT to /artifactory/${REPOSITORY}/…, Basic auth, over 127.0.0.1; the time is curl's wall time until the 201. Each run deploys new content (its first MiB differs), after one 1 MiB warm-up deploy. dd writes 1 GiB of zeros to the same scratch file system with fdatasync; Arca flushes the blob before renaming it into place. RSS is Arca's process only, read from /proc every ${RSS_INTERVAL_MS} ms, against a reading 1 s after the previous request.`,
    ],
  };
}
