import { describe, expect, it } from 'vitest';
import { propertyParameter } from './api/property-mutations.ts';
import { parsePropertyValues, propertyKeyProblem } from './property-input.ts';

describe('property input', () => {
  it('splits values on commas, trimmed and without repeats', () => {
    expect(parsePropertyValues(' 1.0, stable,,stable ')).toEqual(['1.0', 'stable']);
    expect(parsePropertyValues('')).toEqual(['']);
  });

  it('refuses keys that would break the properties parameter', () => {
    expect(propertyKeyProblem('build.name')).toBeUndefined();
    expect(propertyKeyProblem(' ')).toBe('Enter a key');
    for (const key of ['a=b', 'a,b', 'a;b', 'a b', 'a|b']) expect(propertyKeyProblem(key)).toBeDefined();
  });

  it('writes a property as key=v1,v2', () => {
    expect(propertyParameter({ key: 'release', values: ['1.0', 'stable'] })).toBe('release=1.0,stable');
  });
});
