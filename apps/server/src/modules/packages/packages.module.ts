import type { Platform } from '../../platform.ts';
import type { ServerModule } from '../../server-module.ts';
import type { Reauthentication } from '../auth/reauthentication.ts';
import type { FormatStorage } from '../formats/format-storage.ts';
import { setMeUpBindings } from '../set-me-up/set-me-up.routes.ts';
import type { TokensService } from '../tokens/tokens.service.ts';
import { versionDetailsRoutes, versionDownloadRoute } from './version-details.routes.ts';
import { VersionDetailsService } from './version-details.service.ts';

/** What the console shows of a package version and its files, and how to set a client up for a repository. */
export function createPackages(
  platform: Platform,
  deps: { storage: FormatStorage; tokens: TokensService; reauthentication: Reauthentication },
): ServerModule {
  const { access, resolve, items, blobs, downloads } = deps.storage;
  const details = new VersionDetailsService({
    db: platform.db,
    dialect: platform.dialect,
    access,
    resolve,
    items,
    publicUrl: platform.publicUrl,
  });
  return {
    name: 'packages',
    routes: [
      ...versionDetailsRoutes(details),
      ...versionDownloadRoute({ details, blobs, downloads }),
      ...setMeUpBindings({
        access,
        tokens: deps.tokens,
        reauthentication: deps.reauthentication,
        baseUrl: platform.publicUrl,
      }),
    ],
  };
}
