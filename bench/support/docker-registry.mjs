// Debian's docker-registry (the Go reference OCI registry, distribution 2.8) as the OCI peer: plain
// HTTP on 127.0.0.1, filesystem storage in a scratch folder, no authentication, as
// shared/reference/perf-baseline.md measured it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, startProcess } from '../lib/processes.mjs';

/**
 * Starts docker-registry with its storage and config under `dir`; resolves once `/v2/` answers.
 * Returns the process handle plus `host` (`127.0.0.1:port`, as skopeo names a registry).
 */
export async function startDockerRegistry(dir) {
  const port = await freePort();
  const storage = join(dir, 'storage');
  mkdirSync(storage, { recursive: true });
  const config = join(dir, 'config.yml');
  // Without a `cache` section the registry keeps no blob descriptor cache, as in the baseline run;
  // the health check and notifications are off so nothing else runs beside the transfers.
  writeFileSync(
    config,
    [
      'version: 0.1',
      'log:',
      '  level: error',
      '  accesslog:',
      '    disabled: true',
      'storage:',
      '  filesystem:',
      `    rootdirectory: ${storage}`,
      '  delete:',
      '    enabled: true',
      '  maintenance:',
      '    uploadpurging:',
      '      enabled: false',
      'http:',
      `  addr: 127.0.0.1:${port}`,
      '',
    ].join('\n'),
  );
  const host = `127.0.0.1:${port}`;
  const handle = await startProcess({
    command: 'docker-registry',
    args: ['serve', config],
    readyUrl: `http://${host}/v2/`,
    readyTimeoutMs: 30_000,
  });
  return { ...handle, host };
}
