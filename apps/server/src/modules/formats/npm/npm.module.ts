import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DataChanges } from '../../../db/data-changes.ts';
import type { Dialect } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';
import type { AuthService } from '../../auth/auth.service.ts';
import type { CliLoginService } from '../../cli-login/cli-login.service.ts';
import { PackageIndex } from '../../packages/package-index.ts';
import type { TokensService } from '../../tokens/tokens.service.ts';
import type { FormatStorage } from '../format-storage.ts';
import { CachedPackuments } from './cached-packuments.ts';
import { DistTagsRepository } from './dist-tags.repository.ts';
import { npmRoutes } from './npm.routes.ts';
import { NpmService } from './npm.service.ts';
import { NpmAudit } from './npm-audit.ts';
import { NpmReader } from './npm-reader.ts';
import { NpmUpstream } from './npm-upstream.ts';
import { PackumentCache } from './packument-cache.ts';
import { PackumentStamps } from './packument-stamp.ts';

/** The npm registry wired together: a plugin to register, serving its calls at `/artifactory/api/npm`. */
export function createNpm(deps: {
  db: Kysely<Database>;
  dialect: Dialect;
  changes: DataChanges;
  storage: FormatStorage;
  auth: AuthService;
  tokens: TokensService;
  /** The console's CLI login, which `npm login --auth-type=web` goes through. */
  webLogins: CliLoginService;
  baseUrl: string | undefined;
  log: FastifyBaseLogger;
  /** What the serialized packuments may hold in memory, compressed forms included. */
  packumentCacheBytes?: number;
}) {
  const index = new PackageIndex(deps.db);
  const distTags = new DistTagsRepository(deps.db);
  const reader = new NpmReader({
    storage: deps.storage,
    index,
    distTags,
    upstream: new NpmUpstream(deps.storage.fetcher),
    log: deps.log,
    dialect: deps.dialect,
  });
  const stamps = new PackumentStamps(deps.db, deps.changes);
  const npm = new NpmService({
    storage: deps.storage,
    index,
    distTags,
    reader,
    stamps,
    auth: deps.auth,
    tokens: deps.tokens,
  });
  const packuments = new CachedPackuments({
    reader,
    stamps,
    cache: new PackumentCache(deps.packumentCacheBytes),
  });
  return npmRoutes({
    npm,
    reader,
    audit: new NpmAudit({ storage: deps.storage, reader, fetcher: deps.storage.fetcher }),
    webLogins: deps.webLogins,
    packuments,
    blobs: deps.storage.blobs,
    downloads: deps.storage.downloads,
    dataChanges: deps.changes,
    baseUrl: deps.baseUrl,
  });
}
