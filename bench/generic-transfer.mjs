// Deploy and download throughput of one 100 MiB generic artifact, as ratios against the OCI
// registry measured on these machines (shared/reference/perf-baseline.md: docker-registry pushes
// 104.9 MB at 185 MB/s and pulls at 156 MB/s, median of three, loopback).
//
//   node bench/generic-transfer.mjs            (starts its own Arca on a scratch data dir)
import { createHash, randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { startArca } from './support/arca.mjs';

const PEER = { name: 'docker-registry', pushMBps: 185, pullMBps: 156 };
const SIZE = 100 * 1024 * 1024;
const RUNS = 3;
const PASSWORD = 'Bench-Passw0rd!';
const auth = `Basic ${Buffer.from(`admin:${PASSWORD}`).toString('base64')}`;

const arca = await startArca(PASSWORD);
const base = arca.baseUrl;

function send(method, path, body) {
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}${path}`,
      { method, headers: { authorization: auth, 'content-type': 'application/json' } },
      (res) => {
        const hash = createHash('sha256');
        res.on('data', (chunk) => hash.update(chunk));
        res.on('end', () => resolve({ status: res.statusCode, sha256: hash.digest('hex') }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Streams `SIZE` bytes of one random 1 MiB block repeated, with a distinct first block per run. */
function upload(path, seed) {
  const block = randomBytes(1024 * 1024);
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}${path}`,
      { method: 'PUT', headers: { authorization: auth, 'content-length': SIZE } },
      (res) => {
        res.resume();
        res.on('end', () =>
          res.statusCode === 201 ? resolve() : reject(new Error(`deploy answered ${res.statusCode}`)),
        );
      },
    );
    req.on('error', reject);
    let sent = 0;
    const write = () => {
      while (sent < SIZE) {
        const chunk = sent === 0 ? Buffer.concat([Buffer.from(seed), block]).subarray(0, block.length) : block;
        sent += chunk.length;
        if (!req.write(chunk)) return req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mbps = (seconds) => SIZE / 1e6 / seconds;

try {
  await send(
    'PUT',
    '/artifactory/api/repositories/bench-local',
    JSON.stringify({ rclass: 'local', packageType: 'generic' }),
  );
  const push = [];
  const pull = [];
  for (let run = 0; run < RUNS; run++) {
    const path = `/artifactory/bench-local/run-${run}.bin`;
    let start = process.hrtime.bigint();
    await upload(path, `run-${run}-${Date.now()}`);
    push.push(mbps(Number(process.hrtime.bigint() - start) / 1e9));
    start = process.hrtime.bigint();
    const { status } = await send('GET', path);
    if (status !== 200) throw new Error(`download answered ${status}`);
    pull.push(mbps(Number(process.hrtime.bigint() - start) / 1e9));
  }
  const row = (what, values, peer) =>
    `${what.padEnd(9)} ${median(values).toFixed(0).padStart(5)} MB/s  (runs ${values.map((v) => v.toFixed(0)).join(', ')})  ${(median(values) / peer).toFixed(2)}× ${PEER.name}`;
  console.log(`generic artifact, ${SIZE / 1024 / 1024} MiB, median of ${RUNS}:`);
  console.log(row('deploy', push, PEER.pushMBps));
  console.log(row('download', pull, PEER.pullMBps));
} finally {
  await arca.stop();
}
