import { describe, expect, it } from 'vitest';
import { compareVersions, isPreRelease } from './version-order.ts';

describe('version order', () => {
  it('R10.32 orders numeric parts as numbers and a pre-release before its release', () => {
    const sorted = ['1.10.0', '2.0.0', '1.9.0', '2.0.0-rc.1', '2.0.0-alpha', '2.0.0-rc.10', '2.0.0-rc.2', '1.0.0'].sort(
      compareVersions,
    );
    expect(sorted).toEqual([
      '1.0.0',
      '1.9.0',
      '1.10.0',
      '2.0.0-alpha',
      '2.0.0-rc.1',
      '2.0.0-rc.2',
      '2.0.0-rc.10',
      '2.0.0',
    ]);
  });

  it('copes with versions that are not semantic ones', () => {
    expect(['1.0', '1.0.1', '1', 'v1.2', 'latest'].sort(compareVersions)).toEqual([
      '1',
      '1.0',
      '1.0.1',
      'v1.2',
      'latest',
    ]);
    expect(compareVersions('1.0.0+build.2', '1.0.0+build.1')).toBe(0);
  });

  it('tells pre-releases from releases', () => {
    expect(isPreRelease('1.0.0-rc.1')).toBe(true);
    expect(isPreRelease('2.0-SNAPSHOT')).toBe(true);
    expect(isPreRelease('1.0.0')).toBe(false);
    expect(isPreRelease('1.0.0+build-5')).toBe(false);
    expect(isPreRelease('left-pad')).toBe(false);
  });

  it('counts an untagged image manifest, named by its digest, as no release', () => {
    expect(isPreRelease(`sha256:${'ab'.repeat(32)}`)).toBe(true);
    expect(isPreRelease('sha256-tagged')).toBe(false);
  });
});
