// Verdaccio 6 (from bench/'s own dependencies), the npm registry Arca's users would run instead:
// storage and htpasswd in a scratch folder, no uplinks, anyone reads, authenticated users publish,
// on 127.0.0.1.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startProcess } from '../lib/processes.mjs';

const BIN = fileURLToPath(new URL('../node_modules/verdaccio/bin/verdaccio', import.meta.url));

/** The storage folder a Verdaccio started on `dir` reads; seed packages here before starting it. */
export const verdaccioStorage = (dir) => join(dir, 'storage');

/**
 * Starts Verdaccio with its config, storage and htpasswd under `dir` (created if missing; packages
 * already in its storage are served). Resolves once `/-/ping` answers; `readyMs` is spawn → ready.
 * Returns { baseUrl, pid, readyMs, addUser(name, password) → token, stop() }.
 */
export async function startVerdaccio(dir) {
  if (!existsSync(BIN)) throw new Error('Verdaccio is not installed: run `npm ci --prefix bench`');
  mkdirSync(verdaccioStorage(dir), { recursive: true });
  const port = await freePort();
  const config = join(dir, 'config.yaml');
  writeFileSync(
    config,
    [
      `storage: ${JSON.stringify(verdaccioStorage(dir))}`,
      'auth:',
      '  htpasswd:',
      `    file: ${JSON.stringify(join(dir, 'htpasswd'))}`,
      '    max_users: 1000',
      'uplinks: {}',
      'packages:',
      "  '@*/*':",
      '    access: $all',
      '    publish: $authenticated',
      "  '**':",
      '    access: $all',
      '    publish: $authenticated',
      'log: { type: stdout, format: pretty, level: warn }',
      '',
    ].join('\n'),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const handle = await startProcess({
    command: process.execPath,
    args: [BIN, '--config', config, '--listen', `127.0.0.1:${port}`],
    cwd: dir,
    readyUrl: `${baseUrl}/-/ping`,
  });
  return {
    baseUrl,
    pid: handle.pid,
    readyMs: handle.readyMs,
    output: handle.output,
    /** Creates a user the way `npm adduser` does and returns its token. */
    async addUser(name, password) {
      const res = await fetch(`${baseUrl}/-/user/org.couchdb.user:${encodeURIComponent(name)}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ _id: `org.couchdb.user:${name}`, name, password, type: 'user', roles: [] }),
      });
      const body = await res.json();
      if (!res.ok || typeof body.token !== 'string') {
        throw new Error(`Verdaccio did not create ${name}: ${res.status} ${JSON.stringify(body)}`);
      }
      return body.token;
    },
    stop: () => handle.stop(),
  };
}
