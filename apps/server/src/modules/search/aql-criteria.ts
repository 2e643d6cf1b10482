import { Invalid } from '../../lib/errors.ts';
import { aqlMessages } from './aql-messages.ts';

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

export type Operator = '$eq' | '$ne' | '$match' | '$nmatch' | '$gt' | '$gte' | '$lt' | '$lte';

const TEXT_OPERATORS: readonly Operator[] = ['$eq', '$ne', '$match', '$nmatch'];
const ORDERED_OPERATORS: readonly Operator[] = ['$eq', '$ne', '$gt', '$gte', '$lt', '$lte'];
const OPERATORS_OF: Record<FieldKind, readonly Operator[]> = {
  text: TEXT_OPERATORS,
  checksum: TEXT_OPERATORS,
  type: ['$eq', '$ne'],
  number: ORDERED_OPERATORS,
  date: ORDERED_OPERATORS,
};
const KNOWN_OPERATORS = new Set<string>([...TEXT_OPERATORS, ...ORDERED_OPERATORS]);

export const ITEM_TYPES = ['file', 'folder', 'any'] as const;

/** A property's key or value: equal to `text`, or matching it as a pattern with `*` and `?`. */
export interface TextCondition {
  operator: '$eq' | '$match';
  text: string;
}

export type Criterion =
  | { kind: 'and' | 'or'; children: Criterion[] }
  /** Numbers for sizes, depths and dates (epoch milliseconds), text otherwise. */
  | { kind: 'field'; field: ItemField; operator: Operator; value: string | number }
  /**
   * The item has a property whose key and value meet the conditions given; negated, it has none
   * (so `{"@k":{"$ne":"v"}}` also finds items without k, as "not tagged k=v").
   */
  | { kind: 'property'; key?: TextCondition; value?: TextCondition; negated: boolean };

/** Criteria side by side: all must hold. One criterion stays itself, none always holds. */
export function allOf(children: Criterion[]): Criterion {
  return children.length === 1 && children[0] ? children[0] : { kind: 'and', children };
}

/** The argument of `find(…)`: each key of the object is one criterion, and all must hold. */
export function criteriaOf(value: AqlValue): Criterion {
  if (!isAqlObject(value)) throw new Invalid(aqlMessages.criteriaObject);
  return allOf(value.entries.map(([key, entry]) => entryCriterion(key, entry)));
}

function entryCriterion(key: string, value: AqlValue): Criterion {
  if (key === '$and' || key === '$or') {
    const children = combined(key, value);
    return children.length === 1 && children[0] ? children[0] : { kind: key === '$and' ? 'and' : 'or', children };
  }
  if (key.startsWith('$')) throw new Invalid(aqlMessages.unknownOperator(key));
  const conditions = conditionsOf(key, value);
  const place = propertyPlacement(key);
  if (place) return allOf(conditions.map(([operator, raw]) => propertyCriterion(key, operator, raw, place)));
  if (!isItemField(key)) throw new Invalid(aqlMessages.unknownField(key));
  return allOf(conditions.map(([operator, raw]) => fieldCriterion(key, operator, raw)));
}

/** `$and`/`$or` take a list of objects, or one object whose keys are the alternatives. */
function combined(operator: string, value: AqlValue): Criterion[] {
  if (Array.isArray(value)) {
    return value.map((element) => {
      if (!isAqlObject(element)) throw new Invalid(aqlMessages.combinator(operator));
      return criteriaOf(element);
    });
  }
  if (isAqlObject(value)) return value.entries.map(([key, entry]) => entryCriterion(key, entry));
  throw new Invalid(aqlMessages.combinator(operator));
}

/** `"v"` is `{"$eq":"v"}`; an object may hold several operators, which all must hold. */
function conditionsOf(field: string, value: AqlValue): (readonly [Operator, string | number])[] {
  const invalid = new Invalid(aqlMessages.invalidValue(field, 'a text, a number or an object of operators'));
  if (typeof value === 'string' || typeof value === 'number') return [['$eq', value]];
  if (!isAqlObject(value) || value.entries.length === 0) throw invalid;
  return value.entries.map(([operator, operand]) => {
    if (!KNOWN_OPERATORS.has(operator)) throw new Invalid(aqlMessages.unknownOperator(operator));
    if (typeof operand !== 'string' && typeof operand !== 'number') throw invalid;
    return [operator as Operator, operand] as const;
  });
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

function propertyCriterion(name: string, operator: Operator, raw: string | number, place: Placement): Criterion {
  if (!TEXT_OPERATORS.includes(operator)) throw new Invalid(aqlMessages.operatorNotForField(operator, name));
  const pattern = operator === '$match' || operator === '$nmatch';
  const condition: TextCondition = { operator: pattern ? '$match' : '$eq', text: String(raw) };
  return { kind: 'property', ...place(condition), negated: operator === '$ne' || operator === '$nmatch' };
}

function fieldCriterion(field: ItemField, operator: Operator, raw: string | number): Criterion {
  const kind = ITEM_FIELDS[field];
  if (!OPERATORS_OF[kind].includes(operator)) throw new Invalid(aqlMessages.operatorNotForField(operator, field));
  return { kind: 'field', field, operator, value: fieldValue(field, kind, raw) };
}

function fieldValue(field: ItemField, kind: FieldKind, raw: string | number): string | number {
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
function dateValue(field: ItemField, raw: string | number): number {
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

/** Whether any criterion names the item type; only then are folders searched at all. */
export function mentionsType(criterion: Criterion): boolean {
  if (criterion.kind === 'field') return criterion.field === 'type';
  if (criterion.kind === 'property') return false;
  return criterion.children.some(mentionsType);
}
