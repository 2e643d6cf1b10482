import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INCLUDE_PATTERN,
  DEFAULT_PATTERNS,
  joinPatterns,
  noCommaInPattern,
  patternsForSave,
  patternsValueForSave,
  splitPatterns,
} from './utils.ts';

describe('include/exclude pattern utils', () => {
  it('R25.092 includes **/* and excludes nothing by default', () => {
    expect(DEFAULT_INCLUDE_PATTERN).toBe('**/*');
    expect(DEFAULT_PATTERNS).toEqual({ includesPattern: '**/*', excludesPattern: '' });
    expect(splitPatterns(DEFAULT_PATTERNS.excludesPattern)).toEqual([]);
  });

  it('R25.095 reads and writes patterns as comma-joined strings', () => {
    expect(splitPatterns('org/acme/**,**/*.jar')).toEqual(['org/acme/**', '**/*.jar']);
    expect(splitPatterns(' a/** , ,b/*.pom,')).toEqual(['a/**', 'b/*.pom']);
    expect(splitPatterns('')).toEqual([]);
    expect(splitPatterns(undefined)).toEqual([]);
    expect(splitPatterns(null)).toEqual([]);
    expect(joinPatterns(['org/acme/**', '**/*.jar'])).toBe('org/acme/**,**/*.jar');
    expect(joinPatterns([])).toBe('');
    const patterns = ['x/y/**/z/*', '**/*-sources.jar'];
    expect(splitPatterns(joinPatterns(patterns))).toEqual(patterns);
  });

  it('R25.093 drops the match-all entry from a set of exactly two before saving', () => {
    expect(patternsForSave(['org/acme/**', '**/*'])).toEqual(['org/acme/**']);
    expect(patternsForSave(['**/*', 'org/acme/**'])).toEqual(['org/acme/**']);
    // Any other size, or two without the default, is kept as it is.
    expect(patternsForSave(['**/*'])).toEqual(['**/*']);
    expect(patternsForSave(['a/**', '**/*', 'b/**'])).toEqual(['a/**', '**/*', 'b/**']);
    expect(patternsForSave(['a/**', 'b/**'])).toEqual(['a/**', 'b/**']);
    expect(patternsForSave([])).toEqual([]);
  });

  it('R25.093 R25.095 prepares the stored form for saving, dropping the default from the include list only', () => {
    expect(patternsValueForSave({ includesPattern: 'org/acme/**,**/*', excludesPattern: '**/*,tmp/**' })).toEqual({
      includesPattern: 'org/acme/**',
      excludesPattern: '**/*,tmp/**',
    });
    expect(patternsValueForSave(DEFAULT_PATTERNS)).toEqual(DEFAULT_PATTERNS);
  });

  it('rejects a comma inside one pattern, since the stored form is comma-joined', () => {
    expect(noCommaInPattern('a/**,b/**')).toBe('A pattern cannot contain a comma');
    expect(noCommaInPattern('a/**')).toBeUndefined();
  });
});
