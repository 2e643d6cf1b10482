import { buildSchema, type DocumentNode, Kind, type SelectionSetNode } from 'graphql';

const PACKAGE_TYPES = [
  'ALPINE',
  'BOWER',
  'CARGO',
  'CHEF',
  'COCOAPODS',
  'COMPOSER',
  'CONAN',
  'CONDA',
  'CRAN',
  'DEBIAN',
  'DOCKER',
  'GEMS',
  'GENERIC',
  'GITLFS',
  'GO',
  'GRADLE',
  'HELM',
  'HUGGINGFACEML',
  'IVY',
  'MAVEN',
  'NPM',
  'NUGET',
  'OCI',
  'OPKG',
  'P2',
  'PUB',
  'PUPPET',
  'PYPI',
  'RPM',
  'SBT',
  'SWIFT',
  'TERRAFORM',
  'VAGRANT',
  'YUM',
];

/**
 * The metadata schema: Relay connections of packages and versions over the package index.
 * Directions are enum values in every spelling the console sends (asc, DESC, ascend…);
 * vulnerabilities are a map so that zero counts can be left out, as the console expects.
 */
export const metadataSchema = buildSchema(`
  "Severity counts by level; a level with no findings is left out."
  scalar SeverityCounts

  enum SortDirection { ASC DESC asc desc ASCEND DESCEND ascend descend }
  enum OrderField { NAME CREATED MODIFIED }
  enum PackageType { ${PACKAGE_TYPES.join(' ')} }

  input PackageOrder { field: OrderField = NAME, direction: SortDirection = ASC }
  input VersionOrder { field: OrderField = NAME, direction: SortDirection = ASC }

  input PackageFilter {
    name: String
    "Plain text found within names (an npm scope, a Maven group or artifact id are parts of one); better matches first."
    search: String
    lowercase_name: String
    tags: [String]
    description: String
    scope: String
    packageType: String
    packageTypeIn: [PackageType]
    before: String
    after: String
    version: String
    checksum: String
    repos: [String]
  }

  "The package filter of the flat query style, in its snake-case spelling."
  input PackageQuery {
    name: String
    lowercase_name: String
    description: String
    tags: [String]
    version: String
    checksum: String
    scope: String
    repos: [String]
    package_type: String
  }

  input SeverityFilter { level: String!, countMin: Int = 1 }

  input VersionFilter {
    packageId: ID
    name: String
    tags: [String]
    repos: [String]
    packageType: String
    cve: String
    licenses: [String]
    severities: [SeverityFilter]
    ignorePreRelease: Boolean = false
    includeFiles: Boolean = false
  }

  type PageInfo { hasNextPage: Boolean!, endCursor: String }
  type License { name: String!, source: String! }
  type PackageStats { downloads: Float!, followers: Int! }
  type VersionStats { downloadCount: Float! }
  type PackageRepo { name: String!, type: String! }
  type VersionRepo { name: String!, type: String!, leadFilePath: String }
  type VersionPackage { id: ID!, name: String!, packageType: String! }

  type Package {
    id: ID!
    name: String!
    created: String!
    modified: String!
    description: String
    latestVersion: String
    packageType: String!
    versionsCount: Int!
    stats: PackageStats!
    tags: [String!]!
    licenses: [License!]
    vulnerabilities: SeverityCounts!
    repos: [PackageRepo!]!
  }

  type VersionFile {
    name: String!
    lead: Boolean!
    size: Float!
    md5: String
    sha1: String
    sha256: String
    mimeType: String
  }

  type Version {
    id: ID!
    name: String!
    created: String!
    modified: String!
    package: VersionPackage!
    repos: [VersionRepo!]!
    licenses: [License!]
    size: Float!
    stats: VersionStats!
    vulnerabilities: SeverityCounts!
    files: [VersionFile!]
    digest: String
  }

  type PackageEdge { node: Package!, cursor: String! }
  type PackageConnection { edges: [PackageEdge!]!, pageInfo: PageInfo!, totalCount: Int! }
  type VersionEdge { node: Version!, cursor: String! }
  type VersionConnection { edges: [VersionEdge!]!, pageInfo: PageInfo!, totalCount: Int! }

  # Each list takes its arguments in one of two styles: filter, first, after and orderBy, or the
  # flat style (limit, sort_by, sort_type, query…) older clients send. first's default is applied
  # in code, so that a flat-style call is not taken for a mixed one.
  type Query {
    packages(
      filter: PackageFilter
      first: Int
      after: String
      orderBy: PackageOrder
      limit: Int
      sort_by: String
      sort_type: String
      query: PackageQuery
    ): PackageConnection!
    package(id: ID!): Package
    versions(
      filter: VersionFilter
      first: Int
      after: String
      orderBy: VersionOrder
      packageId: ID
      name: String
      repos: [String]
      package_type: String
      cve: String
      severities: [String]
      licenses: [String]
      includeFiles: Boolean
      ignorePreRelease: Boolean
      limit: Int
      sort: String
      endCursor: String
    ): VersionConnection!
  }
`);

/** How deeply the operations of a document nest their selections, fragments followed. */
export function queryDepth(document: DocumentNode): number {
  const fragments = new Map<string, SelectionSetNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition.selectionSet);

  function depth(set: SelectionSetNode, seen: ReadonlySet<string>): number {
    let deepest = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        deepest = Math.max(deepest, 1 + (selection.selectionSet ? depth(selection.selectionSet, seen) : 0));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        deepest = Math.max(deepest, depth(selection.selectionSet, seen));
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        // A fragment spread inside itself is refused by validation; counting stops here.
        if (fragment && !seen.has(name)) deepest = Math.max(deepest, depth(fragment, new Set([...seen, name])));
      }
    }
    return deepest;
  }

  let deepest = 0;
  for (const definition of document.definitions)
    if (definition.kind === Kind.OPERATION_DEFINITION)
      deepest = Math.max(deepest, depth(definition.selectionSet, new Set()));
  return deepest;
}
