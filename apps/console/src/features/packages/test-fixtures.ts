import type { MetadataPackage, MetadataVersion } from '@arca/contract';

/** Packages and versions as the metadata calls answer them, for the package browser's tests. */
export function aPackage(id: string, overrides: Partial<MetadataPackage> = {}): MetadataPackage {
  return {
    id,
    name: `pkg-${id}`,
    created: '2026-11-01T10:00:00.000Z',
    modified: '2026-11-20T10:00:00.000Z',
    description: `The package ${id}`,
    latestVersion: '1.0.0',
    packageType: 'npm',
    versionsCount: 1,
    stats: { downloads: 3, followers: 0 },
    tags: [],
    licenses: null,
    vulnerabilities: {},
    repos: [{ name: 'npm-local', type: 'local' }],
    ...overrides,
  };
}

export function aVersion(id: string, name: string, overrides: Partial<MetadataVersion> = {}): MetadataVersion {
  return {
    id,
    name,
    created: '2026-11-01T10:00:00.000Z',
    modified: '2026-11-20T10:00:00.000Z',
    package: { id: '1', name: 'left-pad', packageType: 'npm' },
    repos: [{ name: 'npm-local', type: 'local', leadFilePath: `left-pad/-/left-pad-${name}.tgz` }],
    licenses: null,
    size: 2048,
    stats: { downloadCount: 5 },
    vulnerabilities: {},
    files: null,
    digest: null,
    ...overrides,
  };
}

export function connection<T>(nodes: T[], endCursor: string | null = null) {
  return {
    edges: nodes.map((node, index) => ({ node, cursor: `c${index}` })),
    pageInfo: { hasNextPage: endCursor !== null, endCursor },
    totalCount: nodes.length,
  };
}
