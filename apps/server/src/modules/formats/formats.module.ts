import type { Platform } from '../../platform.ts';
import type { ServerModule } from '../../server-module.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { CliLoginRepository } from '../cli-login/cli-login.repository.ts';
import { CliLoginService } from '../cli-login/cli-login.service.ts';
import type { TokensService } from '../tokens/tokens.service.ts';
import { createDocker } from './docker/docker.module.ts';
import type { FormatStorage } from './format-storage.ts';
import { createGeneric } from './generic/generic.module.ts';
import { createMaven } from './maven/maven.module.ts';
import { createNpm } from './npm/npm.module.ts';
import { createPypi } from './pypi/pypi.module.ts';

/**
 * The native formats (ADR 005): npm, the OCI registry and PyPI speak their clients' protocols at
 * their own paths; Maven and generic files use storage's format hooks on the plain artifact routes.
 */
export function createFormats(
  platform: Platform,
  deps: { storage: FormatStorage; auth: AuthService; tokens: TokensService },
): ServerModule {
  const { db, dialect, log, config } = platform;
  const { storage } = deps;
  createMaven({ db, storage });
  createGeneric({ db, storage });
  const docker = createDocker({
    db,
    dialect,
    tokens: deps.tokens,
    security: platform.security,
    baseUrl: config.baseUrl,
    locks: platform.database.locks,
    storage,
    untaggedRetentionMs: config.dockerUntaggedRetentionMs,
    log,
  });
  return {
    name: 'formats',
    scoped: [
      createNpm({
        db,
        dialect,
        changes: platform.database.changes,
        storage,
        auth: deps.auth,
        tokens: deps.tokens,
        webLogins: new CliLoginService(new CliLoginRepository(db), deps.tokens, platform.box),
        baseUrl: config.baseUrl,
        log,
      }),
      docker.plugin,
      createPypi({ db, dialect, changes: platform.database.changes, storage, log }),
    ],
    tasks: docker.tasks,
  };
}
