import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Starts Arca on a scratch data dir and a free port; `stop()` ends it and removes the data. */
export async function startArca(adminPassword) {
  const dataDir = mkdtempSync(join(tmpdir(), 'arca-bench-'));
  const server = spawn(process.execPath, [new URL('../../apps/server/src/main.ts', import.meta.url).pathname], {
    env: { PATH: process.env.PATH, ARCA_DATA_DIR: dataDir, ARCA_PORT: '0', ARCA_ADMIN_PASSWORD: adminPassword },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const baseUrl = await new Promise((resolve, reject) => {
    let out = '';
    server.stdout.on('data', (chunk) => {
      out += chunk;
      const match = out.match(/ready at (http:\/\/[^ ]+)\/ui\//);
      if (match) resolve(match[1]);
    });
    server.on('exit', () => reject(new Error(`the server stopped: ${out}`)));
  });
  return {
    baseUrl,
    stop() {
      server.kill();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
