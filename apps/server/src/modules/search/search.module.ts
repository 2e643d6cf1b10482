import type { Platform } from '../../platform.ts';
import type { ServerModule } from '../../server-module.ts';
import { MetadataQuery } from '../metadata/metadata.query.ts';
import { metadataQueryRoutes } from '../metadata/metadata.routes.ts';
import type { AuthorizationService } from '../permissions/authorization.service.ts';
import type { PendingChecksums, StorageAccess } from '../storage/index.ts';
import { aqlRoutes } from './aql.routes.ts';
import { AqlService } from './aql.service.ts';
import { AqlItemsQuery } from './aql-query.ts';

/** Finding things: AQL over stored items, and the package queries of the console and the clients. */
export function createSearch(
  platform: Platform,
  deps: { authorization: AuthorizationService; access: StorageAccess; checksums: PendingChecksums },
): ServerModule {
  const { db, dialect } = platform;
  const aql = new AqlService({
    items: new AqlItemsQuery(db, dialect, deps.checksums),
    repositories: { list: () => platform.directory.repositories.list() },
    authorization: deps.authorization,
  });
  return {
    name: 'search',
    routes: metadataQueryRoutes(
      new MetadataQuery({ db, dialect, access: deps.access, checksums: deps.checksums }),
      deps.access,
    ),
    scoped: [aqlRoutes(aql)],
  };
}
