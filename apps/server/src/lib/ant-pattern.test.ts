import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchesPattern, patternToRegExp } from './ant-pattern.ts';

const pieces = ['a', 'b', '.', '/', '*', '?', '**', '**/', '/**', '-'];
const pattern = fc.array(fc.constantFrom(...pieces), { maxLength: 8 }).map((parts) => parts.join(''));
const path = fc
  .array(fc.constantFrom('a', 'b', '.', '/', '-', '\n', 'ab/'), { maxLength: 12 })
  .map((parts) => parts.join(''));

describe('Ant-style path patterns', () => {
  it('match exactly what their regular expression matches, however many wildcards they hold', () => {
    fc.assert(
      fc.property(pattern, path, (p, candidate) => {
        const expected = patternToRegExp(p).test(candidate.replace(/^\/+/, ''));
        expect(matchesPattern(p, candidate)).toBe(expected);
      }),
      { numRuns: 3000, seed: 11 },
    );
  });

  it('keep their meaning: ** crosses folders, * and ? stay within a name', () => {
    expect(matchesPattern('org/**/*.jar', 'org/a/b/c.jar')).toBe(true);
    expect(matchesPattern('org/**/*.jar', 'org/c.jar')).toBe(true);
    expect(matchesPattern('org/*.jar', 'org/a/c.jar')).toBe(false);
    expect(matchesPattern('libs/**', 'libs')).toBe(true);
    expect(matchesPattern('libs/**', 'libs/x/y')).toBe(true);
    expect(matchesPattern('release-?/**', 'release-1/app.zip')).toBe(true);
    expect(matchesPattern('release-?/**', 'release-10/app.zip')).toBe(false);
  });

  it('answer at once for patterns that made the regular expressions backtrack for minutes', () => {
    // With the regular expressions, the first of these took about 25 s at 60 characters.
    expect(matchesPattern('*a*a*a*a*a*a*a*b', 'a'.repeat(5_000))).toBe(false);
    expect(matchesPattern('**/**/**/**/**/**/**/**/x', 'a/'.repeat(2_000))).toBe(false);
    expect(matchesPattern('**a**a**a**a**a**a**b', 'a'.repeat(5_000))).toBe(false);
    expect(matchesPattern('*a*a*a*a*a*a*a*b', `${'a'.repeat(5_000)}b`)).toBe(true);
  });
});
