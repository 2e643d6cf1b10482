import type { MetadataConnection } from '@arca/contract';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { Actor } from '../auth/actor.ts';
import { type ReadScope, reachCovers, scopeOver } from '../permissions/authorization.ts';
import { joinPath, type StorageAccess } from '../storage/index.ts';
import { type Cursor, type Direction, decodeCursor, direction, type OrderField, pageSize } from './metadata-input.ts';

/** What both connections take: a filter, the page size, where the page starts and its order. */
export interface PageArgs<F> {
  filter?: F | null;
  first?: number | null;
  after?: string | null;
  orderBy?: { field?: OrderField | null; direction?: string | null } | null;
}

/**
 * One page's request as both connections read it: its size, its ordering and where it starts
 * (`ranked`: the ordering puts a search's better matches first).
 */
export function pageOf<F>(args: PageArgs<F>, kind: Cursor['kind'], ranked = false) {
  const field = args.orderBy?.field ?? 'NAME';
  const dir = direction(args.orderBy?.direction);
  return {
    size: pageSize(args.first),
    field,
    dir,
    after: decodeCursor(args.after, { kind, field, direction: dir, ranked }),
  };
}

/**
 * Which repositories holding items a caller reads, by key with their kind, and where in them:
 * wholly or under path rules (`scope`).
 */
export interface Readable {
  kinds: Map<string, string>;
  scope: ReadScope;
}

export async function readableBy(access: StorageAccess, actor: Actor): Promise<Readable> {
  const [scope, repositories] = await Promise.all([access.readScope(actor), access.listRepositories()]);
  const holding = repositories.filter((repository) => repository.rclass !== 'virtual' && scope.has(repository.key));
  return {
    kinds: new Map(holding.map((repository) => [repository.key, repository.rclass as string])),
    scope: scopeOver(
      scope,
      holding.map((repository) => repository.key),
    ),
  };
}

/** Whether a stored file is one the caller may read. */
export function readsFile(readable: Readable, file: { repo_key: string; path: string; name: string }): boolean {
  return reachCovers(readable.scope.get(file.repo_key), joinPath(file.path, file.name));
}

export const iso = (millis: number | string) => new Date(Number(millis)).toISOString();

export function keyset(
  sortColumn: Expression<unknown>,
  idColumn: Expression<unknown>,
  dir: Direction,
  after: Cursor,
): Expression<SqlBool> {
  const beyond = dir === 'ASC' ? sql`>` : sql`<`;
  return sql<SqlBool>`(${sortColumn} ${beyond} ${after.value} or (${sortColumn} = ${after.value} and ${idColumn} ${beyond} ${after.id}))`;
}

export function emptyConnection<T>(): MetadataConnection<T> {
  return { edges: [], pageInfo: { hasNextPage: false, endCursor: null }, totalCount: 0 };
}

export function connection<T>(
  nodes: readonly T[],
  hasNextPage: boolean,
  totalCount: number,
  cursorOf: (node: T, index: number) => string,
): MetadataConnection<T> {
  const edges = nodes.map((node, index) => ({ node, cursor: cursorOf(node, index) }));
  return { edges, pageInfo: { hasNextPage, endCursor: edges.at(-1)?.cursor ?? null }, totalCount };
}
