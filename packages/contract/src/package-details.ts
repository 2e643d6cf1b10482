import { UI_API } from './prefixes.ts';

/** `GET packageDetailPaths.readme(id)?path={repoKey}/{leadFilePath}` (R28.098). */
export interface VersionReadme {
  /** The version's README as stored, unsanitised: the console sanitises it when it renders. */
  readme: string | null;
}

/** Which manifest field a dependency came from. */
export type DependencyScope = 'dependencies' | 'devDependencies' | 'peerDependencies' | 'optionalDependencies';

/** One dependency of an npm version, from its stored manifest. */
export interface VersionDependency {
  name: string;
  /** The range the manifest asks for, e.g. `^1.2.0`. */
  version: string;
  scope: DependencyScope;
}

/** `GET packageDetailPaths.npmDependencies?repoKey=&path=` (R28.096); path is the tarball's. */
export interface VersionDependencies {
  dependencies: VersionDependency[];
}

/** `GET packageDetailPaths.npmProperties?repoKey=&path=` (R28.099): the file's properties in storage. */
export interface VersionProperties {
  properties: { key: string; values: string[] }[];
}

/** The body of `POST packageDetailPaths.dockerLayers` (R28.100). */
export interface DockerLayersRequest {
  repoKey: string;
  /** The tag's folder, `{image}/{tag}`, or its manifest file below it. */
  path: string;
  view: 'dockerv2';
}

export interface DockerLayer {
  digest: string;
  size: number;
  /** The image history's `created_by` of this layer, when the config records it. */
  command: string | null;
  created: string | null;
}

/** A docker tag's layers, in order, from the package index. */
export interface DockerLayersView {
  image: string;
  tag: string;
  /** The manifest's digest, `sha256:…`. */
  digest: string;
  /** The layers' sizes summed, in bytes. */
  totalSize: number;
  layers: DockerLayer[];
}

/** `GET packageDetailPaths.availablePackages` (R28.091): the package types with packages the caller can see. */
export interface AvailablePackages {
  packageTypes: { packageType: string; packagesCount: number }[];
}

/** `GET packageDetailPaths.repoData` (R28.092): the repositories the caller may read. */
export interface RepoData {
  repositories: { key: string; type: string; packageType: string; projectKey: string }[];
}

/**
 * `GET packageDetailPaths.webServer` (R28.104): reverse-proxy data. Arca has no reverse-proxy
 * configuration: it answers with its own base URL and serves docker at `/v2/{repoKey}/`.
 */
export interface WebServerConfig {
  serverName: string;
  dockerReverseProxyMethod: 'REPOPATHPREFIX';
  reverseProxyRepositories: { repoKey: string; repoType: string }[];
  useHttps: boolean;
  useHttp: boolean;
  httpsPort: number | null;
  httpPort: number | null;
}

/**
 * Paths of the package browser's version details and the search support calls, mapped like the
 * other console calls: the spec's `/ui/…` under the gateway's `${UI_API}/ui/…`; the download, which
 * the spec already writes under the gateway (`/ui/api/v1/download`), as written.
 */
export const packageDetailPaths = {
  /** `?path={repoKey}/{leadFilePath}` */
  readme: (versionId: string | number) =>
    `${UI_API}/ui/v1/native/versions/${encodeURIComponent(String(versionId))}/readme`,
  /** `?repoKey=&path=` of the tarball. */
  npmDependencies: `${UI_API}/ui/v1/native/versions/npm/dependencies`,
  /** `?repoKey=&path=` of the tarball. */
  npmProperties: `${UI_API}/ui/v1/native/versions/npm/props`,
  dockerLayers: `${UI_API}/ui/views/dockerv2`,
  /** `?repoKey=&path=`; a browser download. */
  download: `${UI_API}/download`,
  availablePackages: `${UI_API}/ui/artifactsearch/pkg/availablePackages`,
  repoData: `${UI_API}/ui/repodata`,
  webServer: `${UI_API}/ui/system/configuration/webServer`,
} as const;
