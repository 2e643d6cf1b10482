import { METADATA_DEFAULT_PAGE, METADATA_MAX_FILTER_LENGTH, METADATA_MAX_PAGE } from '@arca/contract';

/** A caller's mistake, answered in GraphQL's `errors[]` with its message as written. */
export class MetadataInputError extends Error {
  readonly code = 'BAD_USER_INPUT';
}

export type Direction = 'ASC' | 'DESC';
export type OrderField = 'NAME' | 'CREATED' | 'MODIFIED';

export function direction(given: string | null | undefined): Direction {
  if (given === null || given === undefined) return 'ASC';
  const lower = given.toLowerCase();
  if (lower === 'asc' || lower === 'ascend') return 'ASC';
  if (lower === 'desc' || lower === 'descend') return 'DESC';
  throw new MetadataInputError(`Unknown sort direction "${given}": use asc, desc, ascend or descend`);
}

export function pageSize(first: number | null | undefined): number {
  const size = first ?? METADATA_DEFAULT_PAGE;
  if (size < 0 || size > METADATA_MAX_PAGE)
    throw new MetadataInputError(`first must be between 0 and ${METADATA_MAX_PAGE}; the query asks for ${size}`);
  return size;
}

/** Drops null, undefined, empty texts and empty lists, and refuses texts too long to be a name. */
export function present<T>(value: T | null | undefined, field: string): T | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') {
    if (value.length > METADATA_MAX_FILTER_LENGTH)
      throw new MetadataInputError(
        `The ${field} filter is ${value.length} characters long; at most ${METADATA_MAX_FILTER_LENGTH} are allowed`,
      );
    return value.trim() === '' ? undefined : value;
  }
  if (Array.isArray(value)) {
    const kept = value.filter((entry) => present(entry, field) !== undefined);
    return kept.length === 0 ? undefined : (kept as T);
  }
  return value;
}

/**
 * A name filter as a LIKE pattern (escape `!`): `*` and `?` are the wildcards, a trailing `*` is
 * added when the filter does not end with one, and no filter at all searches `*`.
 */
export function namePattern(filter: string | undefined, addTrailing = true): string {
  let text = filter ?? '*';
  if (addTrailing && !text.endsWith('*')) text = `${text}*`;
  return likePattern(text);
}

/** Wildcards to LIKE, everything else literal; lowercased, as names are matched without case. */
export function likePattern(text: string): string {
  let pattern = '';
  for (const char of text.toLowerCase()) {
    if (char === '*') pattern += '%';
    else if (char === '?') pattern += '_';
    else if (char === '!' || char === '%' || char === '_') pattern += `!${char}`;
    else pattern += char;
  }
  return pattern;
}

export function hasWildcard(text: string): boolean {
  return /[*?]/.test(text);
}

export function timestamp(value: string | undefined, field: string): number | undefined {
  if (value === undefined) return undefined;
  const parsed = Date.parse(value);
  if (Number.isNaN(parsed)) throw new MetadataInputError(`The ${field} filter "${value}" is not a date`);
  return parsed;
}

/**
 * Where a page ends: the ordering it was taken in, the sort value of its last node and that node's
 * id; in a ranked search (a package search), the node's rank too, which orders before the field.
 */
export interface Cursor {
  kind: 'package' | 'version';
  field: OrderField;
  direction: Direction;
  value: string | number;
  id: number;
  rank?: number;
}

export function encodeCursor(cursor: Cursor): string {
  const { kind, field, direction: dir, value, id, rank } = cursor;
  const parts = rank === undefined ? [kind, field, dir, value, id] : [kind, field, dir, value, id, rank];
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

const INVALID_CURSOR = 'The after cursor is not one this server issued for this query';

/**
 * Cursors are checked strictly rather than signed: one that decodes only leads to another place in
 * the same readable list, since every page is filtered by the caller's permissions anyway.
 */
export function decodeCursor(
  text: string | null | undefined,
  expected: Omit<Cursor, 'value' | 'id' | 'rank'> & { ranked?: boolean },
): Cursor | undefined {
  if (text === null || text === undefined || text === '') return undefined;
  if (text.length > 2048 || !/^[A-Za-z0-9_-]+$/.test(text)) throw new MetadataInputError(INVALID_CURSOR);
  const bytes = Buffer.from(text, 'base64url');
  // Base64 decoding forgives stray trailing characters; only the exact encoding is one that was issued.
  if (bytes.toString('base64url') !== text) throw new MetadataInputError(INVALID_CURSOR);
  let parsed: unknown;
  try {
    parsed = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new MetadataInputError(INVALID_CURSOR);
  }
  if (!Array.isArray(parsed) || parsed.length !== (expected.ranked ? 6 : 5))
    throw new MetadataInputError(INVALID_CURSOR);
  const [kind, field, dir, value, id, rank] = parsed;
  const valueFits = field === 'NAME' ? typeof value === 'string' : Number.isSafeInteger(value);
  if (
    kind !== expected.kind ||
    field !== expected.field ||
    dir !== expected.direction ||
    !valueFits ||
    !Number.isSafeInteger(id) ||
    id < 1 ||
    (expected.ranked && !Number.isSafeInteger(rank))
  )
    throw new MetadataInputError(INVALID_CURSOR);
  return expected.ranked
    ? { kind, field, direction: dir, value, id, rank }
    : { kind, field, direction: dir, value, id };
}
