import { describe, expect, it } from 'vitest';
import { compactFilters, nameFilter, packageFilters, sortDirection, versionFilters } from './search-filters.ts';

describe('name filters', () => {
  it.each<[string, string]>([
    ['lodash', 'lodash*'],
    [' lodash ', 'lodash*'],
    ['lo*', 'lo*'],
    ['lo*dash', 'lo*dash*'],
    ['lo?', 'lo?*'],
  ])('R10.34 %j gets a trailing * when it has none: %j', (name, expected) => {
    expect(nameFilter(name)).toBe(expected);
  });

  it.each([[''], ['   '], [null], [undefined]])('R10.35 an empty name %j searches for *', (name) => {
    expect(nameFilter(name)).toBe('*');
    expect(packageFilters({ name })).toEqual({ name: '*' });
  });
});

describe('filters', () => {
  it('R10.36 drops null, undefined and empty values', () => {
    expect(compactFilters({ a: null, b: undefined, c: '', d: '  ', e: [], f: 'x', g: 0, h: false, i: ['y'] })).toEqual({
      f: 'x',
      g: 0,
      h: false,
      i: ['y'],
    });
    expect(packageFilters({ name: 'lo', packageType: '', repositories: [], description: null })).toEqual({
      name: 'lo*',
    });
  });

  it('R10.37 adds a name wildcard to version filters by default', () => {
    expect(versionFilters({ name: '1.2' }).name).toBe('1.2*');
    expect(versionFilters({}).name).toBe('*');
    expect(versionFilters({ name: '1.2', nameWildcard: false }).name).toBe('1.2');
    expect(versionFilters({ nameWildcard: false })).not.toHaveProperty('name');
  });

  it('R10.38 includes pre-releases in version filters by default', () => {
    expect(versionFilters({ name: '1' }).includePreRelease).toBe(true);
    expect(versionFilters({ includePreRelease: false }).includePreRelease).toBe(false);
  });

  it('R10.36 drops empty values from version filters too', () => {
    expect(versionFilters({ name: '1', repo: '', packageId: 'npm://lodash', tag: null })).toEqual({
      name: '1*',
      packageId: 'npm://lodash',
      includePreRelease: true,
    });
  });
});

describe('sort direction', () => {
  it.each<[string | null | undefined, 'ASC' | 'DESC']>([
    ['asc', 'ASC'],
    ['ascend', 'ASC'],
    ['ASC', 'ASC'],
    ['desc', 'DESC'],
    ['descend', 'DESC'],
    ['DESC', 'DESC'],
    [' Descend ', 'DESC'],
    [undefined, 'ASC'],
    [null, 'ASC'],
    ['', 'ASC'],
    ['sideways', 'ASC'],
    ['toString', 'ASC'],
  ])('R10.33 %j sorts %s', (value, expected) => {
    expect(sortDirection(value)).toBe(expected);
  });
});
