import { describe, expect, it } from 'vitest';
import { buildRepoOf } from './builds.ts';

describe('build-info repositories', () => {
  it("R27.47 names a build-info repository by its owner followed by the suffix '-build-info'", () => {
    expect(buildRepoOf('acme')).toBe('acme-build-info');
    expect(buildRepoOf()).toBe('artifactory-build-info');
  });
});
