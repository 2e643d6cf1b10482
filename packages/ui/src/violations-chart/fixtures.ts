import type { VersionGraphRow } from './types.ts';

/** Versions of lodash with made-up but plausible violation counts, for the tests. */
export function sampleVersions(count: number): VersionGraphRow[] {
  return Array.from({ length: count }, (_, index) => {
    const version = `4.17.${index + 10}`;
    return {
      version,
      repoKey: 'npm-remote',
      violations: {
        security: { high: (index * 3) % 5, medium: (index * 5) % 7, low: index % 4, unknown: index % 2 },
        license: { high: index % 3 === 0 ? 1 : 0, medium: 0, low: index % 2, unknown: 0 },
      },
      downloads: 1200 + index * 5311,
      status: index === 2 ? 'unscanned' : 'scanned',
      details_url: `/ui/packages/npm/lodash/${version}`,
    };
  });
}
