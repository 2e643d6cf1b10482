import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { PackageIndex } from '../../packages/package-index.ts';
import type { FormatStorage } from '../format-storage.ts';
import { MavenService, PACKAGE_TYPE } from './maven.service.ts';

/** Maven repositories: hooks on the plain artifact routes at `/artifactory/{repo}/…`, so nothing to mount. */
export function createMaven(deps: { db: Kysely<Database>; storage: FormatStorage }): void {
  deps.storage.hooks.register(
    PACKAGE_TYPE,
    new MavenService({ storage: deps.storage, index: new PackageIndex(deps.db) }),
  );
}
