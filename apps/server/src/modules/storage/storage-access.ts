import { type PermissionAction, serverMessages } from '@arca/contract';
import { matchesPattern, splitPatterns } from '../../lib/ant-pattern.ts';
import { Forbidden, NotFound, Unauthorized } from '../../lib/errors.ts';
import type { Actor } from '../auth/actor.ts';
import type { AuthorizationService } from '../permissions/authorization.service.ts';
import type { ReadScope } from '../permissions/authorization.ts';
import type { RepositoriesRepository, StoredRepository } from '../repositories/repositories.repository.ts';

/** The questions every storage operation asks first: which repository, and may the caller act there? */
export class StorageAccess {
  readonly #repositories: RepositoriesRepository;
  readonly #authorization: AuthorizationService;

  constructor(deps: { repositories: RepositoriesRepository; authorization: AuthorizationService }) {
    this.#repositories = deps.repositories;
    this.#authorization = deps.authorization;
  }

  async repository(key: string): Promise<StoredRepository> {
    const repository = await this.#repositories.find(key);
    if (!repository) throw new NotFound(serverMessages.repositoryNotFound(key));
    return repository;
  }

  /** A repository that holds items itself (local, federated, a remote's cache); a virtual one holds none at `path`. */
  async holding(key: string, path = ''): Promise<StoredRepository> {
    const repository = await this.repository(key);
    if (repository.rclass === 'virtual') throw new NotFound(serverMessages.itemNotFound(repository.key, path));
    return repository;
  }

  findRepository(key: string): Promise<StoredRepository | undefined> {
    return this.#repositories.find(key);
  }

  listRepositories(): Promise<StoredRepository[]> {
    return this.#repositories.list();
  }

  may(actor: Actor, action: PermissionAction, repoKey: string, path: string): Promise<boolean> {
    return this.#authorization.may(actor, action, { type: 'artifact', repoKey, path });
  }

  actionsOn(actor: Actor, repoKey: string, path: string): Promise<ReadonlySet<PermissionAction>> {
    return this.#authorization.actionsOn(actor, { type: 'artifact', repoKey, path });
  }

  /** Anonymous callers are asked to log in (401); known users are refused (403). */
  async require(actor: Actor, action: PermissionAction, repoKey: string, path: string): Promise<void> {
    if (!(await this.may(actor, action, repoKey, path))) refuse(actor, action, repoKey, path);
  }

  /** The action on every item, in one read of the permissions, or a refusal naming the first without it. */
  async requireEach(
    actor: Actor,
    action: PermissionAction,
    items: readonly { repoKey: string; fullPath: string }[],
  ): Promise<void> {
    const allowed = await this.#authorization.mayEach(
      actor,
      action,
      items.map((item) => ({ type: 'artifact', repoKey: item.repoKey, path: item.fullPath })),
    );
    const refused = items.find((_, index) => !allowed[index]);
    if (refused) refuse(actor, action, refused.repoKey, refused.fullPath);
  }

  /** Keeps the items the caller may read, in one read of the permissions. */
  async readable<T extends { repoKey: string; fullPath: string }>(actor: Actor, items: readonly T[]): Promise<T[]> {
    const allowed = await this.#authorization.mayEach(
      actor,
      'READ',
      items.map((item) => ({ type: 'artifact', repoKey: item.repoKey, path: item.fullPath })),
    );
    return items.filter((_, index) => allowed[index]);
  }

  /**
   * Where the caller may read: each repository (of these, else of all) they may read something in,
   * wholly or under path rules. A caller about a few repositories names them, and pays for those only.
   */
  async readScope(actor: Actor, repositories?: readonly StoredRepository[]): Promise<ReadScope> {
    const all = repositories ?? (await this.#repositories.list());
    return this.#authorization.readScope(
      actor,
      all.map((repository) => ({ key: repository.key, rclass: repository.rclass })),
    );
  }

  /** The repositories the caller may read something in. */
  async readableRepositories(actor: Actor): Promise<StoredRepository[]> {
    const all = await this.#repositories.list();
    const keys = await this.#authorization.visibleKeys(
      actor,
      all.map((repository) => ({ key: repository.key, rclass: repository.rclass })),
    );
    return all.filter((repository) => keys.has(repository.key));
  }
}

function refuse(actor: Actor, action: PermissionAction, repoKey: string, path: string): never {
  if (actor.kind === 'anonymous') throw new Unauthorized(serverMessages.authenticationRequired);
  throw new Forbidden(serverMessages.notPermitted(action, repoKey, path));
}

/** Whether a repository's include and exclude patterns let this path in. */
export function acceptsPath(repository: StoredRepository, path: string): boolean {
  const includes = splitPatterns(repository.config.includesPattern);
  if (includes.length > 0 && !includes.some((pattern) => matchesPattern(pattern, path))) return false;
  return !splitPatterns(repository.config.excludesPattern).some((pattern) => matchesPattern(pattern, path));
}
