// Server time per request kind, from Arca's request log (one JSON line per answered request with
// its `ms`): wrk's percentiles cover the whole mix, and this shows which kinds make the tail.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { percentile } from '../lib/stats.mjs';

/** The mix's kinds (bench/soak/mix.lua) by method and path; anything else is `other`. */
export function kindOf(method, path, { npmPath, genericPath }) {
  if (method === 'GET' && path.startsWith(`${npmPath}/`)) return path.includes('/-/') ? 'tarball' : 'packument';
  if (method === 'PUT' && path.startsWith(`${genericPath}/`)) return 'deploy';
  if (method === 'GET' && path === '/ui/api/v1/artifactory/api/search/artifact') return 'quick-search';
  if (method === 'POST' && path === '/ui/api/v1/mds/packages') return 'package-search';
  if (method === 'GET' && path === '/ui/api/v1/artifactory/api/repositories') return 'repositories';
  if (method === 'GET' && path === '/ui/api/v1/ui/auth/current') return 'current-user';
  if (method === 'POST' && path === '/ui/api/v1/ui/auth/login') return 'login';
  return 'other';
}

/**
 * Reads `dataDir`'s request log (rotated files too) for lines logged from `since` (ms epoch) on,
 * and returns per kind the count, the statuses seen, and p50 / p99 / max of the server's ms.
 */
export function serverTimes(dataDir, since, paths) {
  const logs = join(dataDir, 'logs');
  const byKind = new Map();
  for (let n = 10; n >= 0; n--) {
    const file = join(logs, n === 0 ? 'artifactory-request.log' : `artifactory-request.log.${n}`);
    if (!existsSync(file)) continue;
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (!line) continue;
      let entry;
      try {
        entry = JSON.parse(line);
      } catch {
        continue;
      }
      if (entry.time < since) continue;
      const kind = kindOf(entry.method, entry.path, paths);
      if (!byKind.has(kind)) byKind.set(kind, { ms: [], statuses: {} });
      const slot = byKind.get(kind);
      slot.ms.push(entry.ms);
      slot.statuses[entry.status] = (slot.statuses[entry.status] ?? 0) + 1;
    }
  }
  return [...byKind].map(([kind, { ms, statuses }]) => ({
    kind,
    count: ms.length,
    statuses,
    p50: percentile(ms, 50),
    p99: percentile(ms, 99),
    max: ms.reduce((a, b) => (b > a ? b : a), 0),
  }));
}
