// Requests per second for a 363-byte artifact (the size of the npm tarball in
// shared/reference/perf-baseline.md) read by a user with HTTP Basic credentials, as package clients
// send them, against the same server's ping: the ratio says how much of the HTTP ceiling of this
// machine a download keeps. One load generator for both, in its own process, 20 connections.
//
//   node bench/small-downloads.mjs
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { startArca } from './support/arca.mjs';

const SECONDS = 5;
const CONNECTIONS = 20;
const PASSWORD = 'Bench-Passw0rd!';
const basic = (user, password) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
const admin = basic('admin', PASSWORD);

const arca = await startArca(PASSWORD);
const base = arca.baseUrl;

async function call(method, path, body, headers = {}) {
  const res = await fetch(`${base}${path}`, { method, body, headers: { authorization: admin, ...headers } });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
}

/** Requests per second a keep-alive client gets for `path` over `SECONDS`. */
async function rate(path, authorization) {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const end = Date.now() + SECONDS * 1000;
  let done = 0;
  const one = () =>
    new Promise((resolve, reject) => {
      const req = request(`${base}${path}`, { agent, headers: authorization ? { authorization } : {} }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`${path} answered ${res.statusCode}`));
        res.resume();
        res.on('end', resolve);
      });
      req.on('error', reject);
      req.end();
    });
  const loop = async () => {
    while (Date.now() < end) {
      await one();
      done++;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, loop));
  agent.destroy();
  return done / SECONDS;
}

try {
  const json = { 'content-type': 'application/json' };
  await call(
    'PUT',
    '/artifactory/api/repositories/bench-local',
    JSON.stringify({ rclass: 'local', packageType: 'generic' }),
    json,
  );
  await call(
    'POST',
    '/access/api/v2/users',
    JSON.stringify({ username: 'reader', password: PASSWORD, email: 'r@example.com' }),
    json,
  );
  const grant = { users: { reader: ['READ'] }, groups: {} };
  const target = { 'bench-local': { include_patterns: ['**'], exclude_patterns: [] } };
  await call(
    'POST',
    '/access/api/v2/permissions',
    JSON.stringify({ name: 'bench', resources: { artifact: { targets: target, actions: grant } } }),
    json,
  );
  await call('PUT', '/artifactory/bench-local/pkg/-/pkg-1.0.0.tgz', randomBytes(363));

  await rate('/artifactory/api/system/ping'); // warm-up
  const ping = await rate('/artifactory/api/system/ping');
  const download = await rate('/artifactory/bench-local/pkg/-/pkg-1.0.0.tgz', basic('reader', PASSWORD));
  console.log(
    `ping                 ${ping.toFixed(0).padStart(6)} req/s  (this machine's HTTP ceiling for this client)`,
  );
  console.log(
    `363 B download, Basic ${download.toFixed(0).padStart(5)} req/s  ${(download / ping).toFixed(2)}× of ping`,
  );
} finally {
  await arca.stop();
}
