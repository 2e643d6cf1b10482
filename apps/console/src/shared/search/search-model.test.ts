import { describe, expect, it } from 'vitest';
import {
  decodeValue,
  encodeValue,
  fromSearchParams,
  MAX_QUERY_TOKENS,
  modelKeyOf,
  packageSearchModel,
  packageSearchModelKeys,
  parseQuery,
  queryKeyOf,
  type SearchModel,
  type SearchModelKey,
  searchModelFields,
  serializeQuery,
  tokenize,
  toSearchDate,
  toSearchParams,
} from './search-model.ts';

/** Models of every value kind, for the round trips of query text and URL parameters. */
const roundTrips: [string, SearchModel][] = [
  ['text', { name: 'lodash', description: 'utility belt', version: '4.17.21', scope: '@types', branch: 'main' }],
  ['text with quotes and backslashes', { description: 'a "quoted" \\ word', name: 'c:\\tmp dir' }],
  ['name with a colon and spaces', { name: 'pkg:npm and more' }],
  ['arrays', { packageTypes: ['npm', 'maven'], repositories: ['npm-local'], licenses: ['MIT', 'Apache-2.0'] }],
  ['array items with spaces', { tags: ['front end', 'ui'] }],
  ['booleans', { isChecksum: true, excludeInnerClasses: false, searchClassOnly: true }],
  ['dates', { before: '2026-12-31', after: '2024-02-29' }],
  ['objects', { properties: { build: '12', os: ['linux', 'mac'] }, propertiesSetsObject: { set: 'a b' } }],
  [
    'every remaining key',
    {
      checksum: 'abc',
      cve: 'CVE-2021-44228',
      severities: ['critical', 'high'],
      archiveSearchType: 'packages',
      artifactsSearchType: 'quick',
      path: 'org/acme',
      packageType: 'npm',
      packageSpecificQuery: 'group:acme',
    },
  ],
];

describe('model keys and query keys', () => {
  it.each<[string, SearchModelKey, string, SearchModel, string]>([
    ['R11.31', 'packageTypes', 'pkg', { packageTypes: ['npm'] }, 'pkg:npm'],
    ['R11.32', 'repositories', 'repo', { repositories: ['npm-local'] }, 'repo:npm-local'],
    ['R11.33', 'archiveSearchType', 'archive', { archiveSearchType: 'packages' }, 'archive:packages'],
    ['R11.34', 'propertiesSetsObject', 'propertySets', { propertiesSetsObject: { set: 'a' } }, 'propertySets:set=a'],
    ['R11.35', 'artifactsSearchType', 'searchType', { artifactsSearchType: 'quick' }, 'searchType:quick'],
    ['R11.37', 'packageType', 'pkgType', { packageType: 'npm' }, 'pkgType:npm'],
    ['R11.38', 'packageSpecificQuery', 'packageQuery', { packageSpecificQuery: 'q' }, 'packageQuery:q'],
  ])('%s maps %s to %s and back', (_, modelKey, queryKey, model, written) => {
    expect(queryKeyOf(modelKey)).toBe(queryKey);
    expect(modelKeyOf(queryKey)).toBe(modelKey);
    expect(serializeQuery(model)).toBe(written);
    expect(parseQuery(written)).toEqual(model);
    expect(toSearchParams(model, 'packages').has(queryKey)).toBe(true);
  });

  it('R11.36 maps archivePath and path to path, reading path into the model key the search asks for', () => {
    expect(queryKeyOf('archivePath')).toBe('path');
    expect(queryKeyOf('path')).toBe('path');
    expect(serializeQuery({ archivePath: 'a/b' })).toBe('path:a/b');
    expect(serializeQuery({ path: 'p', archivePath: 'a' })).toBe('path:p');
    expect(parseQuery('path:a/b')).toEqual({ path: 'a/b' });
    expect(parseQuery('path:a/b', { pathKey: 'archivePath' })).toEqual({ archivePath: 'a/b' });
  });

  it.each([
    'name',
    'description',
    'checksum',
    'cve',
    'licenses',
    'severities',
    'properties',
    'before',
    'after',
    'isChecksum',
    'excludeInnerClasses',
    'searchClassOnly',
    'version',
    'tags',
    'scope',
    'branch',
  ] as const)('R11.39 keeps the name of %s', (key) => {
    expect(queryKeyOf(key)).toBe(key);
    expect(modelKeyOf(key)).toBe(key);
  });

  it('reads query keys whatever their case, and knows no others', () => {
    expect(modelKeyOf('PKG')).toBe('packageTypes');
    expect(modelKeyOf('pkgtype')).toBe('packageType');
    expect(modelKeyOf('owner')).toBeUndefined();
    expect(modelKeyOf('toString')).toBeUndefined();
    expect(modelKeyOf('__proto__')).toBeUndefined();
  });

  it('R11.40 treats before and after as dates', () => {
    expect(searchModelFields.before.kind).toBe('date');
    expect(searchModelFields.after.kind).toBe('date');
    expect(parseQuery('before:2026-02-30 after:2026-01-31')).toEqual({ after: '2026-01-31' });
  });

  it('R11.41 keeps only the package search model keys', () => {
    expect(packageSearchModelKeys).toEqual([
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
    ]);
    expect(
      packageSearchModel({ name: 'n', packageType: 'npm', path: 'p', isChecksum: true, before: '2026-01-01', cve: '' }),
    ).toEqual({ name: 'n', packageType: 'npm' });
  });
});

describe('value kinds', () => {
  it('R11.43 writes dates as year-month-day', () => {
    expect(toSearchDate(new Date(2026, 0, 5))).toBe('2026-01-05');
    expect(toSearchDate(new Date(987, 11, 31))).toBe('0987-12-31');
    expect(serializeQuery({ before: '2026-01-05' })).toBe('before:2026-01-05');
    expect(encodeValue('date', '5/1/2026')).toBeUndefined();
  });

  it('R11.44 writes arrays comma separated', () => {
    expect(serializeQuery({ packageTypes: ['npm', 'maven'] })).toBe('pkg:npm,maven');
    expect(parseQuery('pkg:npm,,maven, ')).toEqual({ packageTypes: ['npm', 'maven'] });
  });

  it('R11.45 writes booleans as true and false', () => {
    expect(serializeQuery({ isChecksum: true, searchClassOnly: false })).toBe('isChecksum:true searchClassOnly:false');
    expect(parseQuery('isChecksum:TRUE searchClassOnly:false excludeInnerClasses:yes')).toEqual({
      isChecksum: true,
      searchClassOnly: false,
    });
  });

  it('R11.46 writes objects as key=value pairs joined by commas, array values joined by semicolons', () => {
    expect(serializeQuery({ properties: { build: '12', os: ['linux', 'mac'] } })).toBe(
      'properties:build=12,os=linux;mac',
    );
    expect(parseQuery('properties:build=12,os=linux;mac')).toEqual({
      properties: { build: '12', os: ['linux', 'mac'] },
    });
    expect(decodeValue('object', 'novalue,=x,k=')).toBeUndefined();
  });

  it('R11.47 writes every other value as plain text', () => {
    expect(serializeQuery({ description: 'core', checksum: 'abc123', version: '1.0.0' })).toBe(
      'description:core version:1.0.0 checksum:abc123',
    );
  });

  it('R11.48 quotes values containing spaces', () => {
    expect(serializeQuery({ description: 'two words' })).toBe('description:"two words"');
    expect(serializeQuery({ name: 'my lib' })).toBe('"my lib"');
    expect(serializeQuery({ properties: { k: 'a b' } })).toBe('properties:"k=a b"');
    expect(serializeQuery({ description: 'say "hi"\\now' })).toBe('description:"say \\"hi\\"\\\\now"');
  });

  it('drops empty values when writing', () => {
    expect(serializeQuery({ name: '', packageTypes: [], properties: {}, description: undefined })).toBe('');
  });
});

describe('query text', () => {
  it('R11.42 reads name and qualifier tokens of the form key:value', () => {
    expect(parseQuery('lodash pkg:npm repo:npm-local,npm-remote version:4.17.21')).toEqual({
      name: 'lodash',
      packageTypes: ['npm'],
      repositories: ['npm-local', 'npm-remote'],
      version: '4.17.21',
    });
  });

  it('R11.48 reads quoted values, whole quoted tokens and escapes', () => {
    expect(parseQuery('description:"two words" "scope:my scope" "my lib"')).toEqual({
      description: 'two words',
      scope: 'my scope',
      name: 'my lib',
    });
    expect(parseQuery('description:"say \\"hi\\""')).toEqual({ description: 'say "hi"' });
  });

  it('tolerates extra spaces, tabs and line breaks', () => {
    expect(parseQuery('   lodash \t  pkg:npm \n ')).toEqual({ name: 'lodash', packageTypes: ['npm'] });
    expect(parseQuery('')).toEqual({});
    expect(parseQuery('   ')).toEqual({});
  });

  it('keeps tokens with unknown keys as part of the name', () => {
    expect(parseQuery('library/ubuntu:22.04 owner:me pkg:docker')).toEqual({
      name: 'library/ubuntu:22.04 owner:me',
      packageTypes: ['docker'],
    });
    expect(parseQuery(':leading')).toEqual({ name: ':leading' });
  });

  it('writes a name holding a colon under name: so it reads back as a name', () => {
    expect(serializeQuery({ name: 'pkg:npm' })).toBe('name:pkg:npm');
    expect(parseQuery('name:pkg:npm')).toEqual({ name: 'pkg:npm' });
  });

  it('gathers repeated keys: lists and objects merge, text takes the last, names join', () => {
    expect(parseQuery('pkg:npm a pkg:maven,npm version:1 version:2 b properties:x=1 properties:y=2')).toEqual({
      name: 'a b',
      packageTypes: ['npm', 'maven'],
      version: '2',
      properties: { x: '1', y: '2' },
    });
  });

  it('drops qualifiers whose value is empty or not of its kind', () => {
    expect(parseQuery('pkg: before:yesterday isChecksum:maybe description:')).toEqual({});
  });

  it('cannot reach the prototype through object keys', () => {
    const model = parseQuery('properties:__proto__=polluted');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.hasOwn(model.properties ?? {}, '__proto__')).toBe(true);
  });

  it.each(roundTrips)('reads back what it writes: %s', (_, model) => {
    expect(parseQuery(serializeQuery(model))).toEqual(model);
  });

  it('reads back an archive path in archive search', () => {
    expect(parseQuery(serializeQuery({ archivePath: 'old/stuff' }), { pathKey: 'archivePath' })).toEqual({
      archivePath: 'old/stuff',
    });
  });
});

describe('bounded parsing', () => {
  const timed = (run: () => unknown) => {
    const start = performance.now();
    run();
    return performance.now() - start;
  };

  it.each<[string, string]>([
    ['plain words', 'word '.repeat(2_048)],
    ['one unclosed quote', `description:"${'x '.repeat(5_120)}`],
    ['colons and quotes', ':"\\'.repeat(3_414)],
    ['one huge object', `properties:${'k=v;w,'.repeat(1_707)}`],
    ['repeated arrays', 'pkg:a,b,c,d,e,f,g,h '.repeat(512)],
  ])('reads 10 KB of %s quickly without throwing', (_, text) => {
    expect(text.length).toBeGreaterThanOrEqual(10_240);
    expect(timed(() => parseQuery(text))).toBeLessThan(200);
  });

  it('stops at the token limit and the length limit', () => {
    expect(tokenize('a '.repeat(MAX_QUERY_TOKENS + 50))).toHaveLength(MAX_QUERY_TOKENS);
    const huge = `${'x'.repeat(1_000_000)} pkg:npm`;
    expect(timed(() => expect(parseQuery(huge).packageTypes).toBeUndefined())).toBeLessThan(500);
  });
});

describe('URL search parameters', () => {
  it('writes the model under its query keys plus the type key', () => {
    const params = toSearchParams(
      { name: 'my lib', packageTypes: ['npm', 'maven'], isChecksum: false, properties: { os: ['a', 'b'] }, cve: '' },
      'packages',
    );
    expect([...params]).toEqual([
      ['name', 'my lib'],
      ['pkg', 'npm,maven'],
      ['isChecksum', 'false'],
      ['properties', 'os=a;b'],
      ['type', 'packages'],
    ]);
    expect(params.toString()).toBe('name=my+lib&pkg=npm%2Cmaven&isChecksum=false&properties=os%3Da%3Bb&type=packages');
  });

  it.each(roundTrips)('reads back the parameters it writes: %s', (_, model) => {
    expect(fromSearchParams(new URLSearchParams(toSearchParams(model, 'packages').toString()))).toEqual({
      type: 'packages',
      model,
    });
  });

  it('ignores unknown parameters and values not of their kind', () => {
    expect(
      fromSearchParams(new URLSearchParams('utm=x&before=soon&repo=a&path=p'), { pathKey: 'archivePath' }),
    ).toEqual({
      type: undefined,
      model: { repositories: ['a'], archivePath: 'p' },
    });
  });
});
