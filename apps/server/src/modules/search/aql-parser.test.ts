import { describe, expect, it } from 'vitest';
import { Invalid } from '../../lib/errors.ts';
import { type Criterion, searchesSha1OrMd5 } from './aql-criteria.ts';
import { aqlMessages } from './aql-messages.ts';
import { DEFAULT_FIELDS, parseAql } from './aql-parser.ts';
import { toGlob, toLike } from './aql-query.ts';

const find = (criteria: string) => parseAql(`items.find(${criteria})`).criteria;
const field = (name: string, operator: string, value: string | number): Criterion =>
  ({ kind: 'field', field: name, operator, value }) as Criterion;
const ALWAYS: Criterion = { kind: 'and', children: [] };

function refusal(text: string): string {
  try {
    parseAql(text);
  } catch (error) {
    expect(error).toBeInstanceOf(Invalid);
    return (error as Invalid).message;
  }
  throw new Error(`accepted: ${text}`);
}

describe('AQL parser', () => {
  it("reads the JFrog CLI's query with every part of the chain", () => {
    const query = parseAql(
      'items.find({"$or":[{"$and":[{"repo":"r","path":{"$match":"a/*"},"name":{"$match":"*.jar"}}]}]})' +
        '.include("name","repo","path","actual_md5","actual_sha1","sha256","size","type","modified","created","property")' +
        '.sort({"$asc":["repo","path","name"]}).offset(10).limit(100)',
    );
    expect(query).toEqual({
      // A combinator over one alternative is that alternative.
      criteria: {
        kind: 'and',
        children: [field('repo', '$eq', 'r'), field('path', '$match', 'a/*'), field('name', '$match', '*.jar')],
      },
      include: {
        fields: ['repo', 'path', 'name', 'type', 'size', 'created', 'modified', 'actual_md5', 'actual_sha1', 'sha256'],
        properties: 'all',
        stats: false,
      },
      sort: { direction: 'asc', fields: ['repo', 'path', 'name'] },
      offset: 10,
      limit: 100,
    });
  });

  it('returns the default fields, no offset and no limit for a bare find', () => {
    expect(parseAql('items.find()')).toEqual({
      criteria: ALWAYS,
      include: { fields: DEFAULT_FIELDS, properties: 'none', stats: false },
      offset: 0,
    });
    expect(parseAql(' \n items . find ( { } ) \n').criteria).toEqual(ALWAYS);
  });

  it.each<[string, string, Criterion]>([
    ['a plain value as $eq', '{"name":"a.jar"}', field('name', '$eq', 'a.jar')],
    [
      'several keys as AND',
      '{"repo":"r","name":"n"}',
      { kind: 'and', children: [field('repo', '$eq', 'r'), field('name', '$eq', 'n')] },
    ],
    [
      'a repeated key as two criteria',
      '{"name":{"$match":"*.jar"},"name":{"$nmatch":"x*"}}',
      { kind: 'and', children: [field('name', '$match', '*.jar'), field('name', '$nmatch', 'x*')] },
    ],
    [
      'several operators on one field',
      '{"size":{"$gt":1,"$lte":"10"}}',
      { kind: 'and', children: [field('size', '$gt', 1), field('size', '$lte', 10)] },
    ],
    [
      '$or over two objects',
      '{"$or":[{"name":"a"},{"name":"b"}]}',
      { kind: 'or', children: [field('name', '$eq', 'a'), field('name', '$eq', 'b')] },
    ],
    [
      '$or over an object',
      '{"$or":{"name":"a","repo":"b"}}',
      { kind: 'or', children: [field('name', '$eq', 'a'), field('repo', '$eq', 'b')] },
    ],
    [
      '$and over a list',
      '{"$and":[{"depth":2},{"type":"any"}]}',
      { kind: 'and', children: [field('depth', '$eq', 2), field('type', '$eq', 'any')] },
    ],
    ['an ISO date', '{"created":{"$gte":"2024-01-31T12:00:00Z"}}', field('created', '$gte', Date.UTC(2024, 0, 31, 12))],
    [
      'a date with a compact zone',
      '{"modified":{"$lt":"2024-01-31T12:00:00.000+0200"}}',
      field('modified', '$lt', Date.UTC(2024, 0, 31, 10)),
    ],
    ['a date as milliseconds', '{"updated":{"$gt":5}}', field('updated', '$gt', 5)],
    ['a number for a text field', '{"name":42}', field('name', '$eq', '42')],
    ['the original checksums', '{"original_sha1":"abc"}', field('original_sha1', '$eq', 'abc')],
    ['escapes in quoted text', '{"name":"a\\"b\\u0041"}', field('name', '$eq', 'a"bA')],
    [
      'a property by key',
      '{"@build.name":"app"}',
      {
        kind: 'property',
        key: { operator: '$eq', text: 'build.name' },
        value: { operator: '$eq', text: 'app' },
        negated: false,
      },
    ],
    [
      'a property pattern',
      '{"@k":{"$match":"v*"}}',
      {
        kind: 'property',
        key: { operator: '$eq', text: 'k' },
        value: { operator: '$match', text: 'v*' },
        negated: false,
      },
    ],
    [
      'a property that is not',
      '{"@k":{"$nmatch":"v*"}}',
      {
        kind: 'property',
        key: { operator: '$eq', text: 'k' },
        value: { operator: '$match', text: 'v*' },
        negated: true,
      },
    ],
    [
      'property.key',
      '{"property.key":{"$ne":"k"}}',
      { kind: 'property', key: { operator: '$eq', text: 'k' }, negated: true },
    ],
    [
      'property.value',
      '{"property.value":{"$match":"1.*"}}',
      { kind: 'property', value: { operator: '$match', text: '1.*' }, negated: false },
    ],
  ])('reads %s', (_title, criteria, expected) => {
    expect(find(criteria)).toEqual(expected);
  });

  it('reads $last and $before as the moment that long before now, in every documented unit', () => {
    const now = Date.UTC(2026, 2, 31, 12);
    const at = (criteria: string) => parseAql(`items.find(${criteria})`, now).criteria;
    const cases: [string, number][] = [
      ['250ms', now - 250],
      ['250mills', now - 250],
      ['30s', now - 30_000],
      ['30seconds', now - 30_000],
      ['15minutes', now - 900_000],
      ['7d', now - 7 * 86_400_000],
      ['7days', now - 7 * 86_400_000],
      ['2w', now - 14 * 86_400_000],
      ['2weeks', now - 14 * 86_400_000],
      // Calendar months and years: a month before March 31st is the last day of February.
      ['3mo', Date.UTC(2025, 11, 31, 12)],
      ['1months', Date.UTC(2026, 1, 28, 12)],
      ['1y', Date.UTC(2025, 2, 31, 12)],
      ['2years', Date.UTC(2024, 2, 31, 12)],
    ];
    for (const [period, moment] of cases) {
      expect(at(`{"created":{"$last":"${period}"}}`), period).toEqual(field('created', '$gte', moment));
      expect(at(`{"modified":{"$before":"${period}"}}`), period).toEqual(field('modified', '$lt', moment));
    }
    expect(at('{"updated":{"$last":"1d"},"stat.downloaded":{"$before":"1mo"}}')).toEqual({
      kind: 'and',
      children: [
        field('updated', '$gte', now - 86_400_000),
        field('stat.downloaded', '$lt', Date.UTC(2026, 1, 28, 12)),
      ],
    });
  });

  it('reads $eqic and $matchic on fields, properties and builds', () => {
    expect(find('{"name":{"$eqic":"A.JAR"},"path":{"$matchic":"Org/*"}}')).toEqual({
      kind: 'and',
      children: [field('name', '$eqic', 'A.JAR'), field('path', '$matchic', 'Org/*')],
    });
    expect(find('{"@env":{"$matchic":"PR*"}}')).toEqual({
      kind: 'property',
      key: { operator: '$eq', text: 'env' },
      value: { operator: '$matchic', text: 'PR*' },
      negated: false,
    });
    expect(find('{"artifact.module.build.name":{"$eqic":"App"}}')).toEqual({
      kind: 'build',
      list: 'artifacts',
      conditions: [{ field: 'name', condition: { operator: '$eqic', text: 'App' }, negated: false }],
    });
  });

  it('tells the criteria that find items by sha1 or md5, a build naming its files by sha1', () => {
    expect(searchesSha1OrMd5(find('{"$or":[{"name":"a"},{"actual_md5":"abc"}]}'))).toBe(true);
    expect(searchesSha1OrMd5(find('{"original_sha1":"abc"}'))).toBe(true);
    expect(searchesSha1OrMd5(find('{"artifact.module.build.name":"app"}'))).toBe(true);
    expect(searchesSha1OrMd5(find('{"name":"a","sha256":"abc","@md5":"x"}'))).toBe(false);
  });

  it('reads download statistics as criteria', () => {
    expect(find('{"stat.downloads":{"$gt":"3"},"stat.downloaded_by":{"$ne":"ci"}}')).toEqual({
      kind: 'and',
      children: [field('stat.downloads', '$gt', 3), field('stat.downloaded_by', '$ne', 'ci')],
    });
  });

  it("reads a build's name and number side by side as one build, and alternatives as several", () => {
    const build = (name: string, number: string, list = 'artifacts'): Criterion => ({
      kind: 'build',
      list: list as 'artifacts',
      conditions: [
        { field: 'name', condition: { operator: '$eq', text: name }, negated: false },
        { field: 'number', condition: { operator: '$eq', text: number }, negated: false },
      ],
    });
    // What jf rt dl --build a/1 --build b/2 sends, and an older CLI's $and of two objects.
    expect(
      find(
        '{"$or":[{"$and":[{"artifact.module.build.name":"a","artifact.module.build.number":"1"}]},' +
          '{"$and":[{"artifact.module.build.name":"b","artifact.module.build.number":"2"}]}]}',
      ),
    ).toEqual({ kind: 'or', children: [build('a', '1'), build('b', '2')] });
    expect(
      find('{"$and":[{"artifact.module.build.name":{"$eq":"a"}},{"artifact.module.build.number":{"$eq":"1"}}]}'),
    ).toEqual(build('a', '1'));
    expect(find('{"name":"x.jar","artifact.module.build.name":"a","artifact.module.build.number":"1"}')).toEqual({
      kind: 'and',
      children: [field('name', '$eq', 'x.jar'), build('a', '1')],
    });
    // What --include-deps --exclude-artifacts sends: the builds' dependencies, a list of their own.
    expect(
      find('{"$or":[{"$and":[{"dependency.module.build.name":"a","dependency.module.build.number":"1"}]}]}'),
    ).toEqual(build('a', '1', 'dependencies'));
    expect(find('{"dependency.module.build.name":"a","artifact.module.build.number":"1"}')).toEqual({
      kind: 'and',
      children: [
        {
          kind: 'build',
          list: 'dependencies',
          conditions: [{ field: 'name', condition: { operator: '$eq', text: 'a' }, negated: false }],
        },
        {
          kind: 'build',
          list: 'artifacts',
          conditions: [{ field: 'number', condition: { operator: '$eq', text: '1' }, negated: false }],
        },
      ],
    });
    expect(find('{"artifact.module.build.number":{"$nmatch":"1*"}}')).toEqual({
      kind: 'build',
      list: 'artifacts',
      conditions: [{ field: 'number', condition: { operator: '$match', text: '1*' }, negated: true }],
    });
  });

  it('reads include lists: every field, properties by key, statistics', () => {
    expect(parseAql('items.find().include("*")').include.fields).toHaveLength(16);
    expect(parseAql('items.find().include("size","@build.name","@v")').include).toEqual({
      fields: ['repo', 'path', 'name', 'size'],
      properties: ['build.name', 'v'],
      stats: false,
    });
    expect(parseAql('items.find().include("@v","property.*","stat")').include).toEqual({
      fields: ['repo', 'path', 'name'],
      properties: 'all',
      stats: true,
    });
    expect(parseAql('items.find().include()').include.fields).toEqual(['repo', 'path', 'name']);
  });

  it('reads a descending sort, and offset or limit alone', () => {
    expect(parseAql('items.find().sort({"$desc":["size","name"]})').sort).toEqual({
      direction: 'desc',
      fields: ['size', 'name'],
    });
    expect(parseAql('items.find().limit(0)').limit).toBe(0);
    const offsetOnly = parseAql('items.find().offset(3)');
    expect(offsetOnly.offset).toBe(3);
    expect(offsetOnly).not.toHaveProperty('limit');
  });

  it.each<[string, string, string]>([
    ['an empty body', '', aqlMessages.syntax(1, "'items'", 'end of query')],
    ['a domain alone', 'items', aqlMessages.syntax(6, "'.'", 'end of query')],
    ['a missing parenthesis', 'items.find({"name":"a"}', aqlMessages.syntax(24, "')'", 'end of query')],
    ['an unclosed object', 'items.find({"name":"a")', aqlMessages.syntax(23, "'}'", "')'")],
    ['an unquoted key', 'items.find({name:"a"})', aqlMessages.syntax(13, 'a quoted text', "'n'")],
    ['an unknown literal', 'items.find({"name":nope})', aqlMessages.syntax(20, 'a value', "'n'")],
    ['text after the chain', 'items.find() x', aqlMessages.syntax(14, "'.'", "'x'")],
    ['another domain', 'builds.find()', aqlMessages.domain('builds')],
    ['an unknown method', 'items.find().distinct(true)', aqlMessages.unknownMethod('distinct')],
    ['a chain not starting with find', 'items.include("name")', aqlMessages.methodOrder('include')],
    ['include after sort', 'items.find().sort({"$asc":["name"]}).include("name")', aqlMessages.methodOrder('include')],
    ['limit before offset', 'items.find().limit(1).offset(2)', aqlMessages.methodOrder('offset')],
    ['a repeated method', 'items.find().limit(1).limit(2)', aqlMessages.methodOrder('limit')],
    ['an unknown field', 'items.find({"colour":"red"})', aqlMessages.unknownField('colour')],
    ['an unknown operator', 'items.find({"name":{"$like":"a"}})', aqlMessages.unknownOperator('$like')],
    ['an unknown combinator', 'items.find({"$not":[{"name":"a"}]})', aqlMessages.unknownOperator('$not')],
    ['a comparison on text', 'items.find({"name":{"$gt":"a"}})', aqlMessages.operatorNotForField('$gt', 'name')],
    ['a pattern on a size', 'items.find({"size":{"$match":"1*"}})', aqlMessages.operatorNotForField('$match', 'size')],
    ['a comparison on a property', 'items.find({"@v":{"$gt":"1"}})', aqlMessages.operatorNotForField('$gt', '@v')],
    ['a size that is no number', 'items.find({"size":"big"})', aqlMessages.invalidValue('size', 'a whole number')],
    [
      'a date that is no date',
      'items.find({"created":{"$gt":"yesterday"}})',
      aqlMessages.invalidValue('created', 'a date such as 2024-01-31T12:00:00Z'),
    ],
    [
      'a list as a value',
      'items.find({"name":["a","b"]})',
      aqlMessages.invalidValue('name', 'a text, a number or an object of operators'),
    ],
    ['an unknown type', 'items.find({"type":"link"})', aqlMessages.invalidType],
    ...(['7h', '7', 'd', '-1d', '1.5d', '7constructor'] as const).map((period): [string, string, string] => [
      `a relative time of ${period}`,
      `items.find({"created":{"$last":"${period}"}})`,
      aqlMessages.invalidValue('created', 'a relative time such as 7d, 3mo or 2w'),
    ]),
    [
      'a relative time as a number',
      'items.find({"created":{"$before":7}})',
      aqlMessages.invalidValue('created', 'a relative time such as 7d, 3mo or 2w'),
    ],
    [
      'a relative time on text',
      'items.find({"name":{"$last":"7d"}})',
      aqlMessages.operatorNotForField('$last', 'name'),
    ],
    ['ignoring case on a size', 'items.find({"size":{"$eqic":"1"}})', aqlMessages.operatorNotForField('$eqic', 'size')],
    [
      'a comparison on a build number',
      'items.find({"artifact.module.build.number":{"$gt":"1"}})',
      aqlMessages.operatorNotForField('$gt', 'artifact.module.build.number'),
    ],
    ['an unknown statistic', 'items.find({"stat.uploads":1})', aqlMessages.unknownField('stat.uploads')],
    ['$or over a text', 'items.find({"$or":"a"})', aqlMessages.combinator('$or')],
    ['$and over texts', 'items.find({"$and":["a"]})', aqlMessages.combinator('$and')],
    ['find over a list', 'items.find([])', aqlMessages.criteriaObject],
    ['an unknown include', 'items.find().include("colour")', aqlMessages.unknownInclude('colour')],
    ['a sort without a direction', 'items.find().sort({"name":"asc"})', aqlMessages.sortShape],
    ['a sort with two directions', 'items.find().sort({"$asc":["name"],"$desc":["size"]})', aqlMessages.sortShape],
    ['a sort by a property', 'items.find().sort({"$asc":["property"]})', aqlMessages.unsortable('property')],
    ['a negative offset', 'items.find().offset(-1)', aqlMessages.wholeNumber('offset')],
    ['a fractional limit', 'items.find().limit(1.5)', aqlMessages.wholeNumber('limit')],
    ['deep nesting', `items.find(${'{"$and":['.repeat(40)}{}${']}'.repeat(40)})`, aqlMessages.tooDeep],
  ])('refuses %s', (_title, text, message) => {
    expect(refusal(text)).toBe(message);
  });

  it('turns $match patterns into case-sensitive GLOB and escaped LIKE patterns', () => {
    expect(toGlob('a[1]*.jar')).toBe('a[[]1]*.jar');
    expect(toLike('lib_x%1!?*.jar')).toBe('lib!_x!%1!!_%.jar');
  });
});
