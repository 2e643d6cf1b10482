import { type MoveCopyResult, serverMessages } from '@arca/contract';
import type { Logger } from 'pino';
import { audited } from '../../lib/audit.ts';
import { Conflict, Invalid, NotFound } from '../../lib/errors.ts';
import { type Actor, actorName } from '../auth/actor.ts';
import type { StoredRepository } from '../repositories/repositories.repository.ts';
import { ancestorsOf, joinPath, type RepoPath } from './artifact-path.ts';
import type { BlobCollector } from './blob-collector.ts';
import type { DeployService } from './deploy.service.ts';
import type { FormatHooksRegistry } from './format-hooks.ts';
import type { Item, ItemsRepository } from './items.repository.ts';
import { acceptsPath, type StorageAccess } from './storage-access.ts';
import { type ChangedFile, repoPathOf, type StorageListener } from './storage-events.ts';

export type Transfer = 'move' | 'copy';

/** A request's target: `?to=/repo/path`, a trailing slash meaning "into this folder". */
export interface TransferTarget extends RepoPath {
  folder: boolean;
}

function changedFile(item: Item): ChangedFile {
  return { repoKey: item.repoKey, path: item.fullPath, name: item.name, sha256: item.sha256, size: item.size };
}

/** Changes to what repositories hold: delete, move, copy, and properties. Each is all or nothing. */
export class ItemChangesService {
  readonly #access: StorageAccess;
  readonly #items: ItemsRepository;
  readonly #deploy: DeployService;
  readonly #collector: BlobCollector;
  readonly #audit: Logger;
  readonly #hooks: FormatHooksRegistry | undefined;
  readonly #listeners: StorageListener | undefined;

  constructor(deps: {
    access: StorageAccess;
    items: ItemsRepository;
    deploy: DeployService;
    collector: BlobCollector;
    audit: Logger;
    hooks?: FormatHooksRegistry;
    listeners?: StorageListener;
  }) {
    this.#access = deps.access;
    this.#items = deps.items;
    this.#deploy = deps.deploy;
    this.#collector = deps.collector;
    this.#audit = deps.audit;
    this.#hooks = deps.hooks;
    this.#listeners = deps.listeners;
  }

  /** Deletes a file, or a folder with everything below it; the root of a repository empties it. */
  async delete(actor: Actor, repoKey: string, path: string): Promise<void> {
    await audited(this.#audit, actor, 'delete', { repoKey, path }, async () => {
      const repository = await this.#access.holding(repoKey);
      const items = await this.#subtree(repository, path);
      await this.#access.requireEach(actor, 'DELETE', [{ repoKey: repository.key, fullPath: path }, ...items]);
      await this.removeItems(items);
      await this.#hooks?.of(repository)?.deleted?.(actor, repository, path);
    });
  }

  /**
   * Removes items in one transaction, telling listeners of each file, and releases their blobs.
   * The caller has checked that they may go: formats use it to undo or replace what they stored.
   */
  async removeItems(items: readonly Item[]): Promise<void> {
    if (items.length === 0) return;
    const released = await this.#items.transaction(async (tx) => {
      // Only what this removal removed: a delete running on another node announces the rest.
      const removed = await this.#items.remove(tx, items);
      const files = removed.filter((item) => item.type === 'file');
      await this.#listeners?.changed(
        tx,
        files.map((item) => ({ type: 'deleted', ...changedFile(item) })),
        Date.now(),
      );
      return blobsOf(removed);
    });
    await this.#collector.release(released);
  }

  async transfer(
    actor: Actor,
    operation: Transfer,
    source: RepoPath,
    target: TransferTarget,
    dryRun: boolean,
  ): Promise<MoveCopyResult> {
    return audited(this.#audit, actor, operation, source, async () => {
      const from = await this.#access.holding(source.repoKey);
      const to = await this.#deploy.deployTarget(target.repoKey);
      const items = await this.#subtree(from, source.path);
      // A repository root moves its content; an item moves itself.
      const wholeRepository = source.path === '';
      const destination = wholeRepository ? target.path : await this.#destination(to, target, items[0]?.name ?? '');
      const intoItself = wholeRepository || destination === source.path || destination.startsWith(`${source.path}/`);
      if (from.key === to.key && intoItself) throw new Invalid(serverMessages.moveIntoItself);

      const below = (item: Item) => (wholeRepository ? item.fullPath : item.fullPath.slice(source.path.length + 1));
      const targets = items.map((item) => ({ item, path: joinPath(destination, below(item)) }));
      for (const { path } of targets)
        if (!acceptsPath(to, path)) throw new Conflict(serverMessages.rejectedByPatterns(to.key, path));
      await this.#access.requireEach(actor, operation === 'move' ? 'DELETE' : 'READ', items);
      await this.#access.requireEach(
        actor,
        'WRITE',
        targets.map(({ path }) => ({ repoKey: to.key, fullPath: path })),
      );
      const overwritten = await this.#overwritten(to.key, targets);
      await this.#access.requireEach(actor, 'DELETE', overwritten);

      const files = targets.filter(({ item }) => item.type === 'file');
      const folders = targets.length - files.length;
      const verb = operation === 'move' ? 'moved' : 'copied';
      const message = `${operation === 'move' ? 'moving' : 'copying'} ${from.key}:${source.path} to ${to.key}:${destination} completed successfully, ${files.length} artifacts and ${folders} folders were ${verb}`;
      if (dryRun) return { messages: [{ level: 'INFO', message }] };

      const user = actorName(actor);
      const properties = await this.#items.properties(items.map((item) => item.id));
      const released = await this.#items.transaction(async (tx) => {
        const now = Date.now();
        const replaced: string[] = [];
        for (const { item, path } of targets) {
          if (item.type === 'folder') {
            if (!(await this.#items.ensureFolders(tx, to.key, [...ancestorsOf(path), path], user, now)))
              throw new Conflict(serverMessages.folderInTheWay(to.key, path));
            continue;
          }
          const written = await this.#items.putFile(
            tx,
            {
              repoKey: to.key,
              path,
              blob: { sha256: item.sha256 ?? '', sha1: item.sha1 ?? '', md5: item.md5 ?? '', size: item.size },
              mimeType: item.mimeType ?? 'application/octet-stream',
              user,
              properties: properties.get(item.id) ?? new Map(),
              ...(operation === 'move' ? { createdAt: item.createdAt, createdBy: item.createdBy } : {}),
            },
            now,
          );
          if (!written.written) throw new Conflict(serverMessages.folderInTheWay(to.key, path));
          if (written.replacedSha256) replaced.push(written.replacedSha256);
        }
        if (operation === 'move') replaced.push(...blobsOf(await this.#items.remove(tx, items)));
        await this.#listeners?.changed(
          tx,
          files.map(({ item, path }) => ({
            type: verb,
            ...changedFile({ ...item, repoKey: to.key, fullPath: path }),
            sourceRepoPath: repoPathOf(item.repoKey, item.fullPath),
            targetRepoPath: repoPathOf(to.key, path),
          })),
          now,
        );
        return replaced;
      });
      await this.#collector.release(released);
      return { messages: [{ level: 'INFO', message }] };
    });
  }

  /** Sets properties (each key to exactly these values) on an item, and below it when recursive. */
  async setProperties(
    actor: Actor,
    location: RepoPath,
    properties: ReadonlyMap<string, readonly string[]>,
    recursive: boolean,
  ): Promise<void> {
    if (properties.size === 0) throw new Invalid(serverMessages.invalidProperty);
    await audited(this.#audit, actor, 'set properties', location, async () => {
      const items = await this.#annotated(actor, location, recursive);
      await this.#items.transaction(async (tx) => {
        await this.#items.addProperties(
          tx,
          items.map((item) => item.id),
          properties,
        );
        await this.#listeners?.changed(
          tx,
          items.flatMap((item) =>
            [...properties].map(([propertyKey, values]) => ({
              type: 'propertyAdded' as const,
              ...changedFile(item),
              propertyKey,
              propertyValues: [...values],
            })),
          ),
          Date.now(),
        );
      });
    });
  }

  async deleteProperties(actor: Actor, location: RepoPath, keys: readonly string[], recursive: boolean): Promise<void> {
    if (keys.length === 0) throw new Invalid(serverMessages.invalidProperty);
    await audited(this.#audit, actor, 'delete properties', location, async () => {
      const items = await this.#annotated(actor, location, recursive);
      const before = await this.#items.properties(items.map((item) => item.id));
      await this.#items.transaction(async (tx) => {
        await this.#items.removeProperties(
          tx,
          items.map((item) => item.id),
          keys,
        );
        await this.#listeners?.changed(
          tx,
          items.flatMap((item) =>
            keys.flatMap((propertyKey) => {
              const values = before.get(item.id)?.get(propertyKey);
              return values
                ? [{ type: 'propertyDeleted' as const, ...changedFile(item), propertyKey, propertyValues: [...values] }]
                : [];
            }),
          ),
          Date.now(),
        );
      });
    });
  }

  async #annotated(actor: Actor, location: RepoPath, recursive: boolean): Promise<Item[]> {
    const repository = await this.#access.holding(location.repoKey);
    const items = await this.#subtree(repository, location.path);
    const chosen = recursive ? items : items.slice(0, 1);
    await this.#access.requireEach(actor, 'ANNOTATE', chosen);
    return chosen;
  }

  /** The item at a path and everything below it, the item first; for '' the whole repository. */
  async #subtree(repository: StoredRepository, path: string): Promise<Item[]> {
    if (path === '') return this.#items.below(repository.key, '');
    const item = await this.#items.find(repository.key, path);
    if (!item) throw new NotFound(serverMessages.itemNotFound(repository.key, path));
    return item.type === 'folder' ? [item, ...(await this.#items.below(repository.key, path))] : [item];
  }

  /** Where a moved or copied item goes: into the target when it is a folder (or asked to be), else to it. */
  async #destination(to: StoredRepository, target: TransferTarget, name: string): Promise<string> {
    if (target.path === '') return name;
    const existing = await this.#items.find(to.key, target.path);
    return target.folder || existing?.type === 'folder' ? joinPath(target.path, name) : target.path;
  }

  /** Target files that already exist and would be replaced. */
  async #overwritten(repoKey: string, targets: { item: Item; path: string }[]): Promise<Item[]> {
    const found: Item[] = [];
    for (const { item, path } of targets) {
      const existing = await this.#items.find(repoKey, path);
      if (!existing) continue;
      if (existing.type !== item.type) throw new Conflict(serverMessages.folderInTheWay(repoKey, path));
      if (existing.type === 'file') found.push(existing);
    }
    return found;
  }
}

/** The blobs items use, each once. */
function blobsOf(items: readonly Item[]): string[] {
  return [...new Set(items.flatMap((item) => (item.sha256 ? [item.sha256] : [])))];
}
