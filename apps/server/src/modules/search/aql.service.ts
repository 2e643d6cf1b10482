import { type AqlItem, type AqlResult, type RepositoryClass, serverMessages } from '@arca/contract';
import { Unauthorized } from '../../lib/errors.ts';
import type { Actor } from '../auth/actor.ts';
import type { AuthorizationService } from '../permissions/authorization.service.ts';
import type { ItemField } from './aql-criteria.ts';
import { type AqlQuery, type Include, parseAql } from './aql-parser.ts';
import type { AqlItemRow, AqlItemsQuery, AqlProperty } from './aql-query.ts';

/** The most results one query returns, whatever its limit says. */
export const MAX_AQL_RESULTS = 50_000;

/** Items read per round when path-level permissions filter them one by one. */
const PERMISSION_BATCH = 2_000;

/** What the search asks of the authorization service. */
export type AqlAuthorization = Pick<AuthorizationService, 'principalOf' | 'visibleKeys' | 'mayEach'>;

export interface AqlRepositoryCatalog {
  list(): Promise<readonly { key: string; rclass: RepositoryClass }[]>;
}

/**
 * AQL search (`POST /artifactory/api/search/aql`, jfrog-wire-compat §1.10): finds the items the
 * caller may read. Repositories the caller may read nothing in are left out in SQL; inside the
 * others, each item is checked against path-level include and exclude patterns, so offset and
 * limit count readable items only.
 */
export class AqlService {
  readonly #items: AqlItemsQuery;
  readonly #repositories: AqlRepositoryCatalog;
  readonly #authorization: AqlAuthorization;
  readonly #batch: number;
  constructor(deps: {
    items: AqlItemsQuery;
    repositories: AqlRepositoryCatalog;
    authorization: AqlAuthorization;
    /** Items per permission round; tests make it small to cross round boundaries. */
    permissionBatch?: number;
  }) {
    this.#items = deps.items;
    this.#repositories = deps.repositories;
    this.#authorization = deps.authorization;
    this.#batch = deps.permissionBatch ?? PERMISSION_BATCH;
  }

  async search(actor: Actor, text: string): Promise<AqlResult> {
    const principal = await this.#authorization.principalOf(actor);
    if (!principal) throw new Unauthorized(serverMessages.authenticationRequired);
    const query = parseAql(text);
    const window = { offset: query.offset, limit: Math.min(query.limit ?? MAX_AQL_RESULTS, MAX_AQL_RESULTS) };
    const rows = principal.admin
      ? await this.#items.find(query, undefined, window)
      : await this.#readable(actor, query, window);
    const { properties } = query.include;
    const propertiesById =
      properties === 'none'
        ? undefined
        : await this.#items.properties(
            rows.map((row) => row.id),
            properties,
          );
    return {
      results: rows.map((row) => toResult(row, query.include, propertiesById)),
      range: {
        start_pos: window.offset,
        end_pos: window.offset + rows.length,
        total: rows.length,
        ...(query.limit === undefined ? {} : { limit: window.limit }),
      },
    };
  }

  /** Reads the matches in rounds, keeping those the actor may read, until the window is full. */
  async #readable(actor: Actor, query: AqlQuery, window: { offset: number; limit: number }): Promise<AqlItemRow[]> {
    const repositories = await this.#repositories.list();
    const keys = [...(await this.#authorization.visibleKeys(actor, repositories))];
    const page: AqlItemRow[] = [];
    let skipped = 0;
    for (let start = 0; page.length < window.limit; start += this.#batch) {
      const batch = await this.#items.find(query, keys, { offset: start, limit: this.#batch });
      const allowed = await this.#authorization.mayEach(
        actor,
        'READ',
        batch.map((row) => ({ type: 'artifact', repoKey: row.repoKey, path: pathInRepository(row) })),
      );
      for (const [index, row] of batch.entries()) {
        if (!allowed[index] || page.length === window.limit) continue;
        if (skipped < window.offset) skipped++;
        else page.push(row);
      }
      if (batch.length < this.#batch) break;
    }
    return page;
  }
}

/** The item's path from the repository root, without a leading slash, as permissions match it. */
function pathInRepository(row: AqlItemRow): string {
  return row.path === '.' ? row.name : `${row.path}/${row.name}`;
}

function toResult(row: AqlItemRow, include: Include, propertiesById: Map<number, AqlProperty[]> | undefined): AqlItem {
  const iso = (millis: number) => new Date(millis).toISOString();
  const values: Record<ItemField, string | number | null> = {
    repo: row.repoKey,
    path: row.path,
    name: row.name,
    type: row.type,
    size: row.size,
    created: iso(row.createdAt),
    created_by: row.createdBy,
    modified: iso(row.modifiedAt),
    modified_by: row.modifiedBy,
    updated: iso(row.updatedAt),
    depth: row.depth,
    actual_md5: row.md5,
    actual_sha1: row.sha1,
    original_md5: row.md5,
    original_sha1: row.sha1,
    sha256: row.sha256,
  };
  const item: AqlItem = {};
  for (const field of include.fields) {
    const value = values[field];
    // Folders have no checksums: the fields are left out rather than null.
    if (value !== null) item[field] = value;
  }
  if (propertiesById) item.properties = propertiesById.get(row.id) ?? [];
  if (include.stats) {
    item.stats = [
      {
        downloads: row.downloads,
        ...(row.lastDownloadedAt === null ? {} : { downloaded: iso(row.lastDownloadedAt) }),
        ...(row.lastDownloadedBy === null ? {} : { downloaded_by: row.lastDownloadedBy }),
      },
    ];
  }
  return item;
}
