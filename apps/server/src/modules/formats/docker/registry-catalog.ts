import type { Dialect } from '../../../db/database.ts';
import type { Actor } from '../../auth/actor.ts';
import type { PackageIndex } from '../../packages/package-index.ts';
import type { ReadScope } from '../../permissions/authorization.ts';
import type { StoredRepository } from '../../repositories/repositories.repository.ts';
import { acceptsPath } from '../../storage/index.ts';
import type { FormatStorage } from '../format-storage.ts';
import { REGISTRY_TYPES } from './docker.service.ts';
import { nameUnknown } from './oci-errors.ts';

/**
 * The images a caller may read, for `/v2/_catalog` (as `{repo}/{image}`) and a repository's own
 * catalog at its repository path (as `{image}`). An image is listed where the caller may read a
 * file of it, so a permission's patterns hide an image as they hide its tags; a virtual
 * repository lists its readable members' images that it lets through.
 */
export class RegistryCatalog {
  readonly #storage: FormatStorage;
  readonly #index: PackageIndex;
  readonly #dialect: Dialect;

  constructor(deps: { storage: FormatStorage; index: PackageIndex; dialect: Dialect }) {
    this.#storage = deps.storage;
    this.#index = deps.index;
    this.#dialect = deps.dialect;
  }

  /** Every readable image of every registry repository, `{repo}/{image}`, sorted. */
  async all(actor: Actor): Promise<string[]> {
    const repositories = (await this.#storage.access.listRepositories()).filter((repository) =>
      REGISTRY_TYPES.has(repository.packageType),
    );
    const scope = await this.#storage.access.readScope(actor, repositories);
    const names: string[] = [];
    for (const repository of repositories)
      for (const image of await this.#imagesOf(scope, repository)) names.push(`${repository.key}/${image}`);
    return names.sort();
  }

  /** The readable images of one repository, named as in its own registry. */
  async of(actor: Actor, repoKey: string): Promise<string[]> {
    const repository = await this.registryRepository(repoKey);
    const members = repository.rclass === 'virtual' ? await this.#storage.resolve.sources(repository) : [];
    const scope = await this.#storage.access.readScope(actor, [repository, ...members]);
    return (await this.#imagesOf(scope, repository)).sort();
  }

  /** A repository of a registry type, or the spec's NAME_UNKNOWN. */
  async registryRepository(repoKey: string): Promise<StoredRepository> {
    const repository = await this.#storage.access.findRepository(repoKey);
    if (!repository || !REGISTRY_TYPES.has(repository.packageType)) throw nameUnknown(repoKey);
    return repository;
  }

  /** A virtual repository is read through its members, each on its own, as a pull through it is. */
  async #imagesOf(scope: ReadScope, repository: StoredRepository): Promise<string[]> {
    if (repository.rclass !== 'virtual') return this.#heldImages(scope, repository);
    const images = new Set<string>();
    for (const member of await this.#storage.resolve.sources(repository)) {
      if (!REGISTRY_TYPES.has(member.packageType)) continue;
      for (const image of await this.#heldImages(scope, member)) if (acceptsPath(member, image)) images.add(image);
    }
    return [...images];
  }

  async #heldImages(scope: ReadScope, repository: StoredRepository): Promise<string[]> {
    const reach = scope.get(repository.key);
    if (reach === undefined) return [];
    const packages = await this.#index.packagesIn(repository.key, repository.packageType, reach, this.#dialect);
    return packages.map((found) => found.name);
  }
}
