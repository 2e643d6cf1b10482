import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { Actor } from '../../auth/actor.ts';
import { PackageIndex } from '../../packages/package-index.ts';
import type { StoredRepository } from '../../repositories/repositories.repository.ts';
import type { FormatHooks, Item } from '../../storage/index.ts';
import { forgetFile } from '../forget-file.ts';
import type { FormatStorage } from '../format-storage.ts';
import { compileLeadFilePattern } from './lead-file-pattern.ts';

const PACKAGE_TYPE = 'generic';

/**
 * Generic repositories hold any file. A file is a package version only where the repository names
 * a lead-file pattern (`leadFilePattern`); without one, nothing of a generic repository is indexed.
 */
class GenericIndexer implements FormatHooks {
  readonly #storage: FormatStorage;
  readonly #index: PackageIndex;

  constructor(storage: FormatStorage, index: PackageIndex) {
    this.#storage = storage;
    this.#index = index;
  }

  async deployed(_actor: Actor, repository: StoredRepository, item: Item): Promise<void> {
    const pattern = repository.config.leadFilePattern;
    if (typeof pattern !== 'string' || pattern === '') return;
    const found = compileLeadFilePattern(pattern)?.(item.fullPath);
    if (!found) return;
    await this.#index
      .record({
        packageType: PACKAGE_TYPE,
        name: found.name,
        version: found.version,
        files: [{ itemId: item.id, lead: true, metadata: { path: item.fullPath } }],
      })
      .catch(async (error: unknown) => {
        await forgetFile(this.#storage, this.#index, item);
        throw error;
      });
  }

  async deleted(): Promise<void> {
    await this.#index.prune();
  }
}

export function createGeneric(deps: { db: Kysely<Database>; storage: FormatStorage }): void {
  deps.storage.hooks.register(PACKAGE_TYPE, new GenericIndexer(deps.storage, new PackageIndex(deps.db)));
}
