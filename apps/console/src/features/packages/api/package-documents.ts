/**
 * The GraphQL documents the package browser sends to the metadata calls (packages-and-search.md §7).
 * Each asks only for what its screen shows.
 */

const PACKAGE_FIELDS = `id name created modified description latestVersion packageType versionsCount
  stats { downloads followers } tags licenses { name source } vulnerabilities repos { name type }`;

const VERSION_FIELDS = `id name created modified package { id name packageType }
  repos { name type leadFilePath } licenses { name source } size stats { downloadCount } vulnerabilities digest`;

export const PACKAGES_QUERY = `query ($filter: PackageFilter, $first: Int, $after: String, $orderBy: PackageOrder) {
  packages(filter: $filter, first: $first, after: $after, orderBy: $orderBy) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { cursor node { ${PACKAGE_FIELDS} } }
  }
}`;

export const PACKAGE_QUERY = `query ($id: ID!) { package(id: $id) { ${PACKAGE_FIELDS} } }`;

export const VERSIONS_QUERY = `query ($filter: VersionFilter, $first: Int, $after: String, $orderBy: VersionOrder) {
  versions(filter: $filter, first: $first, after: $after, orderBy: $orderBy) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { cursor node { ${VERSION_FIELDS} files { name lead size md5 sha1 sha256 mimeType } } }
  }
}`;

/** R10.26: the count alone, for users who are invited to search rather than shown every package. */
export const PACKAGES_COUNT_QUERY = `query ($filter: PackageFilter, $first: Int) {
  packages(filter: $filter, first: $first) { totalCount }
}`;
