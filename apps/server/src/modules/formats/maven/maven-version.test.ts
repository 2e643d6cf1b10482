import { describe, expect, it } from 'vitest';
import { compareMavenVersions } from './maven-version.ts';

describe("Maven's version order", () => {
  it('sorts numbers as numbers and qualifiers below their release', () => {
    const versions = ['1.10', '1.0-SNAPSHOT', '1.2', '1.0', '1.0-rc1', '1.0-alpha-2', '1.0.1', '1.0-sp1', '1.0-beta'];
    expect([...versions].sort(compareMavenVersions)).toEqual([
      '1.0-alpha-2',
      '1.0-beta',
      '1.0-rc1',
      '1.0-SNAPSHOT',
      '1.0',
      '1.0-sp1',
      '1.0.1',
      '1.2',
      '1.10',
    ]);
  });

  it('holds trailing zeros and "final" equal to the release', () => {
    expect(compareMavenVersions('1.0.0', '1')).toBe(0);
    expect(compareMavenVersions('2.0.Final', '2.0')).toBe(0);
  });
});
