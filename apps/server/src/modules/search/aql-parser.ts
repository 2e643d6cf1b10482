import { Invalid } from '../../lib/errors.ts';
import {
  type AqlObject,
  type AqlValue,
  allOf,
  type Criterion,
  criteriaOf,
  ITEM_FIELDS,
  type ItemField,
  isAqlObject,
  isItemField,
} from './aql-criteria.ts';
import { aqlMessages } from './aql-messages.ts';

/** What the results carry besides the item fields. */
export interface Include {
  /** In the order results list them; repo, path and name always. */
  fields: ItemField[];
  /** 'all' properties, none, or only those keys (and then only items that have one of them). */
  properties: 'none' | 'all' | string[];
  stats: boolean;
}

export interface AqlQuery {
  criteria: Criterion;
  include: Include;
  sort?: { direction: 'asc' | 'desc'; fields: ItemField[] };
  offset: number;
  limit?: number;
}

/** The fields of a result when the query has no `include`, as Artifactory returns them. */
export const DEFAULT_FIELDS: readonly ItemField[] = [
  'repo',
  'path',
  'name',
  'type',
  'size',
  'created',
  'created_by',
  'modified',
  'modified_by',
  'updated',
];

/** Artifactory needs these to name an item, so they are returned whatever `include` says. */
const REQUIRED_FIELDS: readonly ItemField[] = ['repo', 'path', 'name'];

/** The methods of the chain, in the only order AQL accepts them. */
const CHAIN = ['find', 'include', 'sort', 'offset', 'limit'] as const;
type Method = (typeof CHAIN)[number];

const PROPERTY_INCLUDES = new Set(['property', 'property.*', 'property.key', 'property.value']);
const STAT_INCLUDES = new Set(['stat', 'stat.*', 'stat.downloads', 'stat.downloaded', 'stat.downloaded_by']);

/** Deeper nesting than any real query, and shallow enough that reading it cannot exhaust the stack. */
const MAX_NESTING = 32;

const WORD = /[A-Za-z_][A-Za-z0-9_]*/y;
// biome-ignore lint/suspicious/noControlCharactersInRegex: a quoted text may not hold raw control characters, as in JSON
const STRING = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y;
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

/** Reads AQL text left to right; every mistake is a 400 that tells where and what was expected. */
class Reader {
  readonly #text: string;
  #position = 0;
  constructor(text: string) {
    this.#text = text;
  }

  atEnd(): boolean {
    this.#skipSpace();
    return this.#position >= this.#text.length;
  }

  /** Whether the next character is `char`, without moving past it. */
  sees(char: string): boolean {
    this.#skipSpace();
    return this.#text[this.#position] === char;
  }

  /** True, and moves past it, when the next character is `char`. */
  take(char: string): boolean {
    if (!this.sees(char)) return false;
    this.#position++;
    return true;
  }

  expect(char: string): void {
    if (!this.take(char)) this.fail(`'${char}'`);
  }

  word(expected: string): string {
    return this.#token(WORD, expected);
  }

  string(): string {
    return JSON.parse(this.#token(STRING, 'a quoted text')) as string;
  }

  number(): number {
    return Number(this.#token(NUMBER, 'a number'));
  }

  value(depth = 0): AqlValue {
    if (depth > MAX_NESTING) throw new Invalid(aqlMessages.tooDeep);
    this.#skipSpace();
    const char = this.#text[this.#position] ?? '';
    if (char === '{') return this.#object(depth);
    if (char === '[') return this.#array(depth);
    if (char === '"') return this.string();
    if (char === '-' || (char >= '0' && char <= '9')) return this.number();
    const word = this.word('a value');
    if (word === 'true' || word === 'false') return word === 'true';
    if (word === 'null') return null;
    this.#position -= word.length;
    return this.fail('a value');
  }

  fail(expected: string): never {
    const char = this.#text[this.#position];
    const found = char === undefined ? 'end of query' : `'${char}'`;
    throw new Invalid(aqlMessages.syntax(this.#position + 1, expected, found));
  }

  #object(depth: number): AqlObject {
    this.expect('{');
    const entries: (readonly [string, AqlValue])[] = [];
    if (this.take('}')) return { entries };
    do {
      this.#skipSpace();
      const key = this.string();
      this.expect(':');
      entries.push([key, this.value(depth + 1)]);
    } while (this.take(','));
    this.expect('}');
    return { entries };
  }

  #array(depth: number): AqlValue[] {
    this.expect('[');
    const values: AqlValue[] = [];
    if (this.take(']')) return values;
    do values.push(this.value(depth + 1));
    while (this.take(','));
    this.expect(']');
    return values;
  }

  #token(pattern: RegExp, expected: string): string {
    this.#skipSpace();
    pattern.lastIndex = this.#position;
    const match = pattern.exec(this.#text);
    if (!match) return this.fail(expected);
    this.#position += match[0].length;
    return match[0];
  }

  #skipSpace(): void {
    while (/\s/.test(this.#text[this.#position] ?? '')) this.#position++;
  }
}

/**
 * Parses `items.find({…}).include(…).sort({…}).offset(n).limit(n)`, the subset of AQL that
 * clients such as the JFrog CLI send (jfrog-wire-compat §1.10). Relative times (`{"$last":"7d"}`)
 * count back from `now`, in epoch milliseconds.
 */
export function parseAql(text: string, now = Date.now()): AqlQuery {
  const reader = new Reader(text);
  const domain = reader.word("'items'");
  if (domain !== 'items') throw new Invalid(aqlMessages.domain(domain));
  const query: AqlQuery = { criteria: allOf([]), include: defaultInclude(), offset: 0 };
  let last = -1;
  while (last < 0 || !reader.atEnd()) {
    reader.expect('.');
    const method = reader.word('a method name');
    const index = CHAIN.indexOf(method as Method);
    if (index < 0) throw new Invalid(aqlMessages.unknownMethod(method));
    if (index <= last || (last < 0 && index > 0)) throw new Invalid(aqlMessages.methodOrder(method));
    last = index;
    reader.expect('(');
    readArgument(reader, method as Method, query, now);
    reader.expect(')');
  }
  return query;
}

function readArgument(reader: Reader, method: Method, query: AqlQuery, now: number): void {
  switch (method) {
    case 'find':
      if (!reader.sees(')')) query.criteria = criteriaOf(reader.value(), now);
      return;
    case 'include': {
      const names: string[] = [];
      if (!reader.sees(')')) {
        do names.push(reader.string());
        while (reader.take(','));
      }
      query.include = includeOf(names);
      return;
    }
    case 'sort':
      query.sort = sortOf(reader.value());
      return;
    case 'offset':
    case 'limit': {
      const number = reader.number();
      if (!Number.isSafeInteger(number) || number < 0) throw new Invalid(aqlMessages.wholeNumber(method));
      query[method] = number;
      return;
    }
  }
}

function defaultInclude(): Include {
  return { fields: [...DEFAULT_FIELDS], properties: 'none', stats: false };
}

/** `include("name", "property.*", "@build.name", "stat", …)`; `*` is every item field. */
function includeOf(names: readonly string[]): Include {
  const fields = new Set<ItemField>(REQUIRED_FIELDS);
  const keys: string[] = [];
  let allProperties = false;
  let stats = false;
  for (const name of names) {
    if (name === '*') for (const field of Object.keys(ITEM_FIELDS) as ItemField[]) fields.add(field);
    else if (isItemField(name)) fields.add(name);
    else if (PROPERTY_INCLUDES.has(name)) allProperties = true;
    else if (name.startsWith('@') && name.length > 1) keys.push(name.slice(1));
    else if (STAT_INCLUDES.has(name)) stats = true;
    else throw new Invalid(aqlMessages.unknownInclude(name));
  }
  const properties = allProperties ? 'all' : keys.length > 0 ? keys : 'none';
  const ordered = (Object.keys(ITEM_FIELDS) as ItemField[]).filter((field) => fields.has(field));
  return { fields: ordered, properties, stats };
}

/** `sort({"$asc":["repo","path","name"]})`: one direction for a list of item fields. */
function sortOf(value: AqlValue): NonNullable<AqlQuery['sort']> {
  const [entry, ...more] = isAqlObject(value) ? value.entries : [];
  if (!entry || more.length > 0) throw new Invalid(aqlMessages.sortShape);
  const [direction, names] = entry;
  if ((direction !== '$asc' && direction !== '$desc') || !Array.isArray(names) || names.length === 0) {
    throw new Invalid(aqlMessages.sortShape);
  }
  const fields = names.map((name) => {
    if (typeof name !== 'string') throw new Invalid(aqlMessages.sortShape);
    if (!isItemField(name)) throw new Invalid(aqlMessages.unsortable(name));
    return name;
  });
  return { direction: direction === '$asc' ? 'asc' : 'desc', fields };
}
