import { describe, expect, it } from 'vitest';
import { legacyHashTarget } from './legacy-hash.ts';

describe('legacy hash addresses', () => {
  it('R3.15 rewrites an old build link with the jenkinsRedirect flag', () => {
    expect(legacyHashTarget('#/builds/nightly/42')).toBe('/builds/nightly/42?jenkinsRedirect=true');
    expect(legacyHashTarget('#/builds/nightly/42?tab=modules')).toBe(
      '/builds/nightly/42?tab=modules&jenkinsRedirect=true',
    );
  });

  it('R3.16 rewrites an old artifact-browse link to /repos', () => {
    expect(legacyHashTarget('#/artifacts/browse/tree/General/libs-release/org/acme')).toBe(
      '/repos/tree/General/libs-release/org/acme',
    );
    expect(legacyHashTarget('#/artifacts/browse')).toBe('/repos');
  });

  it('leaves every other hash alone', () => {
    expect(legacyHashTarget('')).toBeUndefined();
    expect(legacyHashTarget('#section-2')).toBeUndefined();
    expect(legacyHashTarget('#/packages')).toBeUndefined();
  });
});
