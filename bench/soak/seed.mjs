// Seeding and checks for the soak (bench/soak.mjs): an npm repository with packages, a generic
// repository its user may deploy to, and a console session for that user.

import { PACKAGES_QUERY } from '../../apps/console/src/features/packages/api/package-documents.ts';
import * as npm from '../support/npm.mjs';

export const PACKAGES = Array.from({ length: 10 }, (_, i) => `soak-pkg-${i}`);
const VERSIONS_PER_PACKAGE = 20;
export const GENERIC_REPO = 'generic-local';

/** The package list call's body, as the console sends it for a name filter. */
export const packageSearchBody = () => ({
  graphQL: PACKAGES_QUERY,
  variables: { filter: { name: 'soak-pkg-*' }, first: 100, after: null, orderBy: { field: 'NAME', direction: 'ASC' } },
});

async function call(base, method, path, { authorization, body, headers = {} } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(authorization ? { authorization } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 300)}`);
  return { headers: res.headers, text };
}

/** The npm repository with its packages, a generic repository `user` may deploy to. */
export async function seed(base, adminPassword) {
  const admin = npm.basic('admin', adminPassword);
  const setup = await npm.setUpArcaNpm(base, adminPassword);
  const versions = npm.versionList(VERSIONS_PER_PACKAGE);
  for (const name of PACKAGES) {
    for (const version of versions) {
      const tarball = npm.packageTarball(name, version);
      const manifest = npm.versionManifest(
        name,
        version,
        tarball,
        `${setup.registry}/${name}/-/${name}-${version}.tgz`,
      );
      await npm.putPublish(setup.registry, name, npm.publishBody(name, manifest, tarball), `Bearer ${setup.token}`);
    }
  }
  await call(base, 'PUT', `/artifactory/api/repositories/${GENERIC_REPO}`, {
    authorization: admin,
    body: { rclass: 'local', packageType: 'generic' },
  });
  await call(base, 'POST', '/access/api/v2/permissions', {
    authorization: admin,
    body: {
      name: 'soak-generic',
      resources: {
        artifact: {
          targets: { [GENERIC_REPO]: { include_patterns: ['**'], exclude_patterns: [] } },
          actions: { users: { [setup.user.name]: ['READ', 'WRITE'] }, groups: {} },
        },
      },
    },
  });
  return { ...setup, versions };
}

/** A console session for `user`: the cookies the login call sets, as a Cookie header. */
export async function consoleSession(base, user) {
  const res = await call(base, 'POST', '/ui/api/v1/ui/auth/login', {
    body: { user: user.name, password: user.password, type: 'login' },
    headers: { 'x-requested-with': 'XMLHttpRequest' },
  });
  const cookies = res.headers.getSetCookie().map((line) => line.split(';')[0]);
  if (!cookies.some((cookie) => cookie.startsWith('ACCESSTOKEN='))) {
    throw new Error(`the login set no session cookie: ${cookies.join(', ')}`);
  }
  return cookies.join('; ');
}

/** One request of each kind before the load, so a broken route fails here and not as minutes of errors. */
export async function preflight(base, seeded, cookie) {
  const name = PACKAGES[0];
  const registry = new URL(seeded.registry).pathname;
  const consoleHeaders = { 'x-requested-with': 'XMLHttpRequest', cookie };
  await call(base, 'GET', `${registry}/${name}`);
  await call(base, 'GET', `${registry}/${name}/-/${name}-${seeded.versions[0]}.tgz`);
  const deployed = await fetch(`${base}/artifactory/${GENERIC_REPO}/soak/preflight.txt`, {
    method: 'PUT',
    headers: { authorization: seeded.basic, 'content-type': 'text/plain' },
    body: 'preflight\n',
  });
  if (!deployed.ok) throw new Error(`the preflight deploy answered ${deployed.status}: ${await deployed.text()}`);
  await call(base, 'GET', `/ui/api/v1/artifactory/api/search/artifact?name=${name}*`, { headers: consoleHeaders });
  await call(base, 'POST', '/ui/api/v1/mds/packages', {
    headers: consoleHeaders,
    body: packageSearchBody(),
  });
  await call(base, 'GET', '/ui/api/v1/artifactory/api/repositories', { headers: consoleHeaders });
  const current = JSON.parse((await call(base, 'GET', '/ui/api/v1/ui/auth/current', { headers: consoleHeaders })).text);
  if (current.name !== seeded.user.name)
    throw new Error(`the session is ${JSON.stringify(current)}, not ${seeded.user.name}'s`);
}
