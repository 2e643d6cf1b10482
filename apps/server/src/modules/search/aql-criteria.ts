import { Invalid } from '../../lib/errors.ts';
import { aqlMessages } from './aql-messages.ts';
import { momentBefore } from './aql-relative-time.ts';

/**
 * A JSON value as AQL writes it. Objects keep their entries in order and with repeated keys,
 * because AQL reads `{"name":…,"name":…}` as two criteria where JSON.parse would keep one.
 */
export type AqlValue = string | number | boolean | null | AqlValue[] | AqlObject;
export interface AqlObject {
  readonly entries: readonly (readonly [string, AqlValue])[];
}

export function isAqlObject(value: AqlValue): value is AqlObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The item fields AQL knows, with how each compares, in the order results list them. */
export const ITEM_FIELDS = {
  repo: 'text',
  path: 'text',
  name: 'text',
  type: 'type',
  size: 'number',
  created: 'date',
  created_by: 'text',
  modified: 'date',
  modified_by: 'text',
  updated: 'date',
  depth: 'number',
  actual_md5: 'checksum',
  actual_sha1: 'checksum',
  original_md5: 'checksum',
  original_sha1: 'checksum',
  sha256: 'checksum',
} as const;

export type ItemField = keyof typeof ITEM_FIELDS;
type FieldKind = (typeof ITEM_FIELDS)[ItemField];

export function isItemField(name: string): name is ItemField {
  return Object.hasOwn(ITEM_FIELDS, name);
}

/** The download statistics a criterion may name besides the item's own fields (`stat.downloads`…). */
export const STAT_FIELDS = {
  'stat.downloads': 'number',
  'stat.downloaded': 'date',
  'stat.downloaded_by': 'text',
} as const;

/** What a criterion on one value of an item may name: its fields and its download statistics. */
export type SearchField = ItemField | keyof typeof STAT_FIELDS;
const KIND_OF: Record<SearchField, FieldKind> = { ...ITEM_FIELDS, ...STAT_FIELDS };

function isSearchField(name: string): name is SearchField {
  return Object.hasOwn(KIND_OF, name);
}

/**
 * The build fields of the items that are artifacts or dependencies of a build's modules: which
 * list of the modules names the item, and the build column each compares.
 */
const BUILD_FIELDS: Readonly<Record<string, { list: BuildList; field: BuildCondition['field'] }>> = {
  'artifact.module.build.name': { list: 'artifacts', field: 'name' },
  'artifact.module.build.number': { list: 'artifacts', field: 'number' },
  'dependency.module.build.name': { list: 'dependencies', field: 'name' },
  'dependency.module.build.number': { list: 'dependencies', field: 'number' },
};

export type Operator = '$eq' | '$ne' | '$eqic' | '$match' | '$nmatch' | '$matchic' | '$gt' | '$gte' | '$lt' | '$lte';
/** Relative times (`{"$last":"7d"}`): read into `$gte` and `$lt` on the moment they name. */
type RelativeOperator = '$before' | '$last';
type WrittenOperator = Operator | RelativeOperator;

const TEXT_OPERATORS: readonly WrittenOperator[] = ['$eq', '$ne', '$eqic', '$match', '$nmatch', '$matchic'];
const ORDERED_OPERATORS: readonly WrittenOperator[] = ['$eq', '$ne', '$gt', '$gte', '$lt', '$lte'];
const RELATIVE_OPERATORS: readonly WrittenOperator[] = ['$before', '$last'];
const OPERATORS_OF: Record<FieldKind, readonly WrittenOperator[]> = {
  text: TEXT_OPERATORS,
  checksum: TEXT_OPERATORS,
  type: ['$eq', '$ne'],
  number: ORDERED_OPERATORS,
  date: [...ORDERED_OPERATORS, ...RELATIVE_OPERATORS],
};
const KNOWN_OPERATORS = new Set<string>([...TEXT_OPERATORS, ...ORDERED_OPERATORS, ...RELATIVE_OPERATORS]);

export const ITEM_TYPES = ['file', 'folder', 'any'] as const;

/**
 * A text equal to `text`, or matching it as a pattern with `*` and `?`; the `ic` operators
 * ignore case.
 */
export interface TextCondition {
  operator: '$eq' | '$eqic' | '$match' | '$matchic';
  text: string;
}

/** The list of a build's modules that names an item: what the build made, or what it used. */
export type BuildList = 'artifacts' | 'dependencies';

/** A condition on the build whose modules list an item; negated, the build's value is not that. */
export interface BuildCondition {
  field: 'name' | 'number';
  condition: TextCondition;
  negated: boolean;
}

export type Criterion =
  | { kind: 'and' | 'or'; children: Criterion[] }
  /** Numbers for sizes, depths and dates (epoch milliseconds), text otherwise. */
  | { kind: 'field'; field: SearchField; operator: Operator; value: string | number }
  /**
   * The item has a property whose key and value meet the conditions given; negated, it has none
   * (so `{"@k":{"$ne":"v"}}` also finds items without k, as "not tagged k=v").
   */
  | { kind: 'property'; key?: TextCondition; value?: TextCondition; negated: boolean }
  /**
   * The item is an artifact (or a dependency) of one build that meets every condition: criteria
   * on the build's name and number side by side in one object name the same build, as the JFrog
   * CLI means them.
   */
  | { kind: 'build'; list: BuildList; conditions: BuildCondition[] };

/** Criteria side by side: all must hold. One criterion stays itself, none always holds. */
export function allOf(children: Criterion[]): Criterion {
  return children.length === 1 && children[0] ? children[0] : { kind: 'and', children };
}

/**
 * The argument of `find(…)`: each key of the object is one criterion, and all must hold.
 * Relative times count back from `now` (epoch milliseconds).
 */
export function criteriaOf(value: AqlValue, now: number): Criterion {
  if (!isAqlObject(value)) throw new Invalid(aqlMessages.criteriaObject);
  return allOf(sameBuild(value.entries.map(([key, entry]) => entryCriterion(key, entry, now))));
}

function entryCriterion(key: string, value: AqlValue, now: number): Criterion {
  if (key === '$and' || key === '$or') {
    const children = combined(key, value, now);
    return children.length === 1 && children[0] ? children[0] : { kind: key === '$and' ? 'and' : 'or', children };
  }
  if (key.startsWith('$')) throw new Invalid(aqlMessages.unknownOperator(key));
  const conditions = conditionsOf(key, value);
  const place = propertyPlacement(key);
  if (place) return allOf(conditions.map(([operator, raw]) => propertyCriterion(key, operator, raw, place)));
  const build = Object.hasOwn(BUILD_FIELDS, key) ? BUILD_FIELDS[key] : undefined;
  if (build) {
    const { list, field } = build;
    return {
      kind: 'build',
      list,
      conditions: conditions.map(([operator, raw]) => ({ field, ...textCondition(key, operator, raw) })),
    };
  }
  if (!isSearchField(key)) throw new Invalid(aqlMessages.unknownField(key));
  return allOf(conditions.map(([operator, raw]) => fieldCriterion(key, operator, raw, now)));
}

/** `$and`/`$or` take a list of objects, or one object whose keys are the alternatives. */
function combined(operator: string, value: AqlValue, now: number): Criterion[] {
  let children: Criterion[];
  if (Array.isArray(value)) {
    children = value.map((element) => {
      if (!isAqlObject(element)) throw new Invalid(aqlMessages.combinator(operator));
      return criteriaOf(element, now);
    });
  } else if (isAqlObject(value)) {
    children = value.entries.map(([key, entry]) => entryCriterion(key, entry, now));
  } else {
    throw new Invalid(aqlMessages.combinator(operator));
  }
  // Older CLIs send the build's name and number as two objects of one `$and`: still one build.
  return operator === '$and' ? sameBuild(children) : children;
}

/**
 * Build criteria on one list that must all hold are about one build: they become one, where the
 * first stood.
 */
function sameBuild(children: Criterion[]): Criterion[] {
  let merged = children;
  for (const list of ['artifacts', 'dependencies'] as const) {
    const onList = (child: Criterion) => child.kind === 'build' && child.list === list;
    const builds = merged.filter(onList) as Extract<Criterion, { kind: 'build' }>[];
    if (builds.length < 2) continue;
    const one: Criterion = { kind: 'build', list, conditions: builds.flatMap((build) => build.conditions) };
    const first = merged.indexOf(builds[0] as Criterion);
    merged = merged.flatMap((child, index): Criterion[] => (index === first ? [one] : onList(child) ? [] : [child]));
  }
  return merged;
}

/** `"v"` is `{"$eq":"v"}`; an object may hold several operators, which all must hold. */
function conditionsOf(field: string, value: AqlValue): (readonly [WrittenOperator, string | number])[] {
  const invalid = new Invalid(aqlMessages.invalidValue(field, 'a text, a number or an object of operators'));
  if (typeof value === 'string' || typeof value === 'number') return [['$eq', value]];
  if (!isAqlObject(value) || value.entries.length === 0) throw invalid;
  return value.entries.map(([operator, operand]) => {
    if (!KNOWN_OPERATORS.has(operator)) throw new Invalid(aqlMessages.unknownOperator(operator));
    if (typeof operand !== 'string' && typeof operand !== 'number') throw invalid;
    return [operator as WrittenOperator, operand] as const;
  });
}

/** A text operator as a positive condition, and whether it is negated (`$ne`, `$nmatch`). */
function textCondition(
  name: string,
  operator: WrittenOperator,
  raw: string | number,
): { condition: TextCondition; negated: boolean } {
  if (!TEXT_OPERATORS.includes(operator)) throw new Invalid(aqlMessages.operatorNotForField(operator, name));
  const positive = operator === '$ne' ? '$eq' : operator === '$nmatch' ? '$match' : operator;
  return {
    condition: { operator: positive as TextCondition['operator'], text: String(raw) },
    negated: operator !== positive,
  };
}

type Placement = (condition: TextCondition) => { key?: TextCondition; value?: TextCondition };

/** Where a property criterion's condition applies: `@k` to the value of key k, else to any key or any value. */
function propertyPlacement(name: string): Placement | undefined {
  if (name.startsWith('@') && name.length > 1) {
    const key: TextCondition = { operator: '$eq', text: name.slice(1) };
    return (condition) => ({ key, value: condition });
  }
  if (name === 'property.key') return (condition) => ({ key: condition });
  if (name === 'property.value') return (condition) => ({ value: condition });
  return undefined;
}

function propertyCriterion(name: string, operator: WrittenOperator, raw: string | number, place: Placement): Criterion {
  const { condition, negated } = textCondition(name, operator, raw);
  return { kind: 'property', ...place(condition), negated };
}

function fieldCriterion(field: SearchField, operator: WrittenOperator, raw: string | number, now: number): Criterion {
  const kind = KIND_OF[field];
  if (!OPERATORS_OF[kind].includes(operator)) throw new Invalid(aqlMessages.operatorNotForField(operator, field));
  if (operator === '$before' || operator === '$last') {
    const moment = typeof raw === 'string' ? momentBefore(raw, now) : undefined;
    if (moment === undefined)
      throw new Invalid(aqlMessages.invalidValue(field, 'a relative time such as 7d, 3mo or 2w'));
    // `$last` is the period from that moment until now; `$before` everything up to it.
    return { kind: 'field', field, operator: operator === '$last' ? '$gte' : '$lt', value: moment };
  }
  return { kind: 'field', field, operator, value: fieldValue(field, kind, raw) };
}

function fieldValue(field: SearchField, kind: FieldKind, raw: string | number): string | number {
  switch (kind) {
    case 'text':
    case 'checksum':
      return String(raw);
    case 'type':
      if (!(ITEM_TYPES as readonly unknown[]).includes(raw)) throw new Invalid(aqlMessages.invalidType);
      return raw;
    case 'number': {
      const number = typeof raw === 'number' ? raw : /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
      if (!Number.isSafeInteger(number)) throw new Invalid(aqlMessages.invalidValue(field, 'a whole number'));
      return number;
    }
    case 'date':
      return dateValue(field, raw);
  }
}

/**
 * Dates as ISO-8601 text (`2024-01-31`, `2024-01-31T12:00:00.000Z`, also with the platform's
 * `+0200` zones), or epoch milliseconds.
 */
function dateValue(field: SearchField, raw: string | number): number {
  const millis =
    typeof raw === 'number'
      ? raw
      : /^\d{4}-\d\d-\d\d/.test(raw)
        ? Date.parse(raw.replace(/([+-]\d\d)(\d\d)$/, '$1:$2'))
        : Number.NaN;
  if (!Number.isSafeInteger(millis))
    throw new Invalid(aqlMessages.invalidValue(field, 'a date such as 2024-01-31T12:00:00Z'));
  return millis;
}

/** Whether any criterion finds items by their sha1 or md5: a build's list names its files by sha1. */
export function searchesSha1OrMd5(criterion: Criterion): boolean {
  if (criterion.kind === 'field') return /^(actual|original)_(sha1|md5)$/.test(criterion.field);
  if (criterion.kind === 'property') return false;
  if (criterion.kind === 'build') return true;
  return criterion.children.some(searchesSha1OrMd5);
}

/** Whether any criterion names the item type; only then are folders searched at all. */
export function mentionsType(criterion: Criterion): boolean {
  if (criterion.kind === 'field') return criterion.field === 'type';
  if (criterion.kind === 'property' || criterion.kind === 'build') return false;
  return criterion.children.some(mentionsType);
}
