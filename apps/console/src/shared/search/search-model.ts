/**
 * The search model and its two written forms (packages-and-search.md §3 Search model): the query
 * text typed in the toolbar, e.g. `lodash pkg:npm,maven description:"two words"`, and the URL
 * search parameters a search writes (R11.13).
 *
 * Query text: tokens split on whitespace. A token `key:value` whose key is a known query key is a
 * qualifier; every other token is part of the name, so names like `library/ubuntu:22.04` survive.
 * A name holding a colon is written `name:…` so it cannot be read back as a qualifier. A value
 * holding whitespace or a quote is written in double quotes with `\"` and `\\` escapes; quoting the
 * whole token (`"description:two words"`) is read too.
 */

/** An object value: key=value pairs, a value holding several items is an array (R11.46). */
export type SearchObjectValue = Readonly<Record<string, string | readonly string[]>>;

export interface SearchModel {
  name?: string;
  description?: string;
  checksum?: string;
  cve?: string;
  licenses?: readonly string[];
  severities?: readonly string[];
  properties?: SearchObjectValue;
  /** YYYY-MM-DD (R11.40, R11.43). */
  before?: string;
  /** YYYY-MM-DD (R11.40, R11.43). */
  after?: string;
  archiveSearchType?: string;
  propertiesSetsObject?: SearchObjectValue;
  artifactsSearchType?: string;
  isChecksum?: boolean;
  archivePath?: string;
  path?: string;
  excludeInnerClasses?: boolean;
  searchClassOnly?: boolean;
  packageTypes?: readonly string[];
  repositories?: readonly string[];
  packageType?: string;
  packageSpecificQuery?: string;
  version?: string;
  tags?: readonly string[];
  scope?: string;
  branch?: string;
}

export type SearchModelKey = keyof SearchModel;
export type ValueKind = 'date' | 'array' | 'boolean' | 'object' | 'text';

interface FieldSpec {
  queryKey: string;
  kind: ValueKind;
}

/** Each model key with its query key (R11.31–R11.39) and value kind (R11.40, R11.43–R11.47), in written order. */
export const searchModelFields: Readonly<Record<SearchModelKey, FieldSpec>> = {
  name: { queryKey: 'name', kind: 'text' },
  packageTypes: { queryKey: 'pkg', kind: 'array' },
  packageType: { queryKey: 'pkgType', kind: 'text' },
  repositories: { queryKey: 'repo', kind: 'array' },
  description: { queryKey: 'description', kind: 'text' },
  version: { queryKey: 'version', kind: 'text' },
  tags: { queryKey: 'tags', kind: 'array' },
  scope: { queryKey: 'scope', kind: 'text' },
  branch: { queryKey: 'branch', kind: 'text' },
  checksum: { queryKey: 'checksum', kind: 'text' },
  isChecksum: { queryKey: 'isChecksum', kind: 'boolean' },
  cve: { queryKey: 'cve', kind: 'text' },
  licenses: { queryKey: 'licenses', kind: 'array' },
  severities: { queryKey: 'severities', kind: 'array' },
  properties: { queryKey: 'properties', kind: 'object' },
  propertiesSetsObject: { queryKey: 'propertySets', kind: 'object' },
  before: { queryKey: 'before', kind: 'date' },
  after: { queryKey: 'after', kind: 'date' },
  archiveSearchType: { queryKey: 'archive', kind: 'text' },
  artifactsSearchType: { queryKey: 'searchType', kind: 'text' },
  path: { queryKey: 'path', kind: 'text' },
  archivePath: { queryKey: 'path', kind: 'text' },
  excludeInnerClasses: { queryKey: 'excludeInnerClasses', kind: 'boolean' },
  searchClassOnly: { queryKey: 'searchClassOnly', kind: 'boolean' },
  packageSpecificQuery: { queryKey: 'packageQuery', kind: 'text' },
};

const modelKeys = Object.keys(searchModelFields) as SearchModelKey[];

/** The keys the package search model uses (R11.41). */
export const packageSearchModelKeys = [
  'name',
  'description',
  'tags',
  'version',
  'checksum',
  'scope',
  'repositories',
  'packageType',
  'cve',
  'licenses',
  'severities',
] as const satisfies readonly SearchModelKey[];

/** The URL parameter naming the search type beside the model's parameters (R11.13). */
export const SEARCH_TYPE_PARAM = 'type';

/** How much query text the parser reads, and how many tokens: typing or pasting more cannot stall the console. */
export const MAX_QUERY_LENGTH = 65_536;
export const MAX_QUERY_TOKENS = 1_000;

export interface ReadOptions {
  /** Which model key the shared `path` query key fills: `archivePath` in archive search, else `path` (R11.36). */
  pathKey?: 'path' | 'archivePath';
}

export function queryKeyOf(key: SearchModelKey): string {
  return searchModelFields[key].queryKey;
}

/** The model key a query key fills; keys are matched without regard to case. Unknown keys give undefined. */
export function modelKeyOf(queryKey: string, options: ReadOptions = {}): SearchModelKey | undefined {
  const lower = queryKey.toLowerCase();
  if (lower === 'path') return options.pathKey ?? 'path';
  return queryKeyIndex.get(lower);
}

const queryKeyIndex = new Map<string, SearchModelKey>(
  modelKeys.filter((key) => key !== 'archivePath').map((key) => [searchModelFields[key].queryKey.toLowerCase(), key]),
);

/** A calendar day as YYYY-MM-DD, in the browser's time zone, as a date picker shows it (R11.43). */
export function toSearchDate(date: Date): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}

function isSearchDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

type ModelValue = NonNullable<SearchModel[SearchModelKey]>;

function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

/** A value in its written form, unquoted; undefined when there is nothing to write. */
export function encodeValue(kind: ValueKind, value: unknown): string | undefined {
  if (isEmptyValue(value)) return undefined;
  switch (kind) {
    case 'boolean':
      return typeof value === 'boolean' ? String(value) : undefined;
    case 'array':
      return Array.isArray(value) ? nonEmpty(value.filter((item) => item !== '').join(',')) : undefined;
    case 'object':
      return typeof value === 'object' && !Array.isArray(value)
        ? nonEmpty(
            Object.entries(value as SearchObjectValue)
              .filter(([, item]) => !isEmptyValue(item))
              .map(([key, item]) => `${key}=${typeof item === 'string' ? item : item.join(';')}`)
              .join(','),
          )
        : undefined;
    case 'date':
      return typeof value === 'string' && isSearchDate(value) ? value : undefined;
    case 'text':
      return typeof value === 'string' ? value : undefined;
  }
}

function nonEmpty(text: string): string | undefined {
  return text === '' ? undefined : text;
}

function splitList(text: string, separator: string): string[] {
  return text
    .split(separator)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** A written value read back; undefined when it is empty or not of its kind (e.g. `before:yesterday`). */
export function decodeValue(kind: ValueKind, text: string): ModelValue | undefined {
  switch (kind) {
    case 'boolean': {
      const lower = text.trim().toLowerCase();
      return lower === 'true' ? true : lower === 'false' ? false : undefined;
    }
    case 'array': {
      const items = splitList(text, ',');
      return items.length > 0 ? items : undefined;
    }
    case 'object': {
      const pairs: [string, string | string[]][] = [];
      for (const pair of text.split(',')) {
        const at = pair.indexOf('=');
        if (at <= 0) continue;
        const key = pair.slice(0, at).trim();
        const raw = pair.slice(at + 1);
        if (key === '') continue;
        const items = splitList(raw, ';');
        if (items.length === 0) continue;
        pairs.push([key, raw.includes(';') ? items : (items[0] as string)]);
      }
      // fromEntries defines own properties, so a `__proto__` key cannot reach the prototype.
      return pairs.length > 0 ? Object.fromEntries(pairs) : undefined;
    }
    case 'date':
      return isSearchDate(text.trim()) ? text.trim() : undefined;
    case 'text':
      return text === '' ? undefined : text;
  }
}

/** Folds a value into the model being read: lists and objects gather across repeated keys, the rest take the last. */
function assign(model: Record<string, unknown>, key: SearchModelKey, value: ModelValue): void {
  const previous = model[key];
  if (Array.isArray(value) && Array.isArray(previous)) {
    model[key] = [...new Set([...previous, ...value])];
  } else if (key === 'name' && typeof previous === 'string' && typeof value === 'string') {
    model[key] = `${previous} ${value}`;
  } else if (typeof value === 'object' && !Array.isArray(value) && typeof previous === 'object' && previous !== null) {
    model[key] = Object.fromEntries([...Object.entries(previous), ...Object.entries(value)]);
  } else {
    model[key] = value;
  }
}

function isSpace(ch: string): boolean {
  return ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r' || ch === '\f' || ch === '\v' || ch === '\u00a0';
}

/** Splits query text into unquoted tokens in one pass; an unclosed quote runs to the end. */
export function tokenize(text: string): string[] {
  const source = text.length > MAX_QUERY_LENGTH ? text.slice(0, MAX_QUERY_LENGTH) : text;
  const tokens: string[] = [];
  let current: string[] = [];
  let inToken = false;
  let quoted = false;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i] as string;
    if (quoted) {
      if (ch === '\\' && i + 1 < source.length) current.push(source[++i] as string);
      else if (ch === '"') quoted = false;
      else current.push(ch);
      continue;
    }
    if (isSpace(ch)) {
      if (inToken) {
        tokens.push(current.join(''));
        if (tokens.length >= MAX_QUERY_TOKENS) return tokens;
        current = [];
        inToken = false;
      }
      continue;
    }
    inToken = true;
    if (ch === '"') quoted = true;
    else current.push(ch);
  }
  if (inToken) tokens.push(current.join(''));
  return tokens;
}

function quoteIfNeeded(text: string): string {
  return /[\s"]/.test(text) ? `"${text.replace(/[\\"]/g, (ch) => `\\${ch}`)}"` : text;
}

/**
 * The query text of a model (R11.42, R11.48): the name first, then each qualifier in the order of
 * `searchModelFields`. Empty values are left out. `path` wins over `archivePath`, which share a key.
 */
export function serializeQuery(model: SearchModel): string {
  const parts: string[] = [];
  for (const key of modelKeys) {
    if (key === 'archivePath' && !isEmptyValue(model.path)) continue;
    const { queryKey, kind } = searchModelFields[key];
    const text = encodeValue(kind, model[key]);
    if (text === undefined) continue;
    if (key === 'name' && !text.includes(':')) parts.push(quoteIfNeeded(text));
    else parts.push(`${queryKey}:${quoteIfNeeded(text)}`);
  }
  return parts.join(' ');
}

/**
 * The model of some query text (R11.42). Tokens without a known key make up the name, joined by
 * single spaces; values that are not of their key's kind are dropped. Reads at most
 * MAX_QUERY_LENGTH characters and MAX_QUERY_TOKENS tokens, in linear time.
 */
export function parseQuery(text: string, options: ReadOptions = {}): SearchModel {
  const model: Record<string, unknown> = {};
  for (const token of tokenize(text)) {
    const at = token.indexOf(':');
    const key = at > 0 ? modelKeyOf(token.slice(0, at), options) : undefined;
    if (key === undefined) {
      assign(model, 'name', token);
      continue;
    }
    const value = decodeValue(searchModelFields[key].kind, token.slice(at + 1));
    if (value !== undefined) assign(model, key, value);
  }
  return model as SearchModel;
}

/** The URL parameters of a search (R11.13): each model value under its query key, plus the search type. */
export function toSearchParams(model: SearchModel, type: string): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of modelKeys) {
    if (key === 'archivePath' && !isEmptyValue(model.path)) continue;
    const { queryKey, kind } = searchModelFields[key];
    const text = encodeValue(kind, model[key]);
    if (text !== undefined) params.set(queryKey, text);
  }
  params.set(SEARCH_TYPE_PARAM, type);
  return params;
}

/** A search read back from URL parameters; unknown parameters and values not of their kind are ignored. */
export function fromSearchParams(
  params: URLSearchParams,
  options: ReadOptions = {},
): { type: string | undefined; model: SearchModel } {
  const model: Record<string, unknown> = {};
  for (const [queryKey, text] of params) {
    const key = modelKeyOf(queryKey, options);
    if (key === undefined) continue;
    const value = decodeValue(searchModelFields[key].kind, text);
    if (value !== undefined) model[key] = value;
  }
  return { type: params.get(SEARCH_TYPE_PARAM) ?? undefined, model: model as SearchModel };
}

/** Only the keys of the package search model (R11.41). */
export function packageSearchModel(model: SearchModel): SearchModel {
  const result: Record<string, unknown> = {};
  for (const key of packageSearchModelKeys) if (!isEmptyValue(model[key])) result[key] = model[key];
  return result as SearchModel;
}
