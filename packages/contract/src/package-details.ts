import { type ProjectScopeQuery, projectScopeQuery } from './project-scope.ts';
import { consoleUrl, route } from './routes/route.ts';

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

/** `?repoKey=&path=` of a stored file. */
export interface StoredFileQuery {
  repoKey: string;
  path: string;
}

const fileQuery = {
  type: 'object',
  required: ['repoKey', 'path'],
  properties: {
    repoKey: { type: 'string', minLength: 1, maxLength: 64 },
    path: { type: 'string', minLength: 1, maxLength: 1024 },
  },
} as const;

const text = { type: 'string' } as const;
const integer = { type: 'integer' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const nullableInteger = { type: ['integer', 'null'] } as const;

function objectOf<const Properties extends Record<string, unknown>>(properties: Properties) {
  return { type: 'object', required: Object.keys(properties), properties } as const;
}

const arrayOf = <const Items>(items: Items) => ({ type: 'array', items }) as const;

const tag = 'Package details';

/**
 * The package browser's version details and the search screen's support calls (R28.091–R28.104),
 * each answering what the caller may read.
 */
export const versionDetailRoutes = {
  readme: route<{ query: { path?: string }; reply: VersionReadme }>()({
    method: 'GET',
    path: '/ui/v1/native/versions/:id/readme',
    mount: 'console',
    access: 'anyone',
    tag,
    summary: "A version's README as stored (?path={repoKey}/{leadFilePath} names the file looked at)",
    params: {
      type: 'object',
      required: ['id'],
      properties: { id: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } },
    },
    query: { type: 'object', properties: { path: { type: 'string', maxLength: 1100 } } },
    responses: { 200: objectOf({ readme: nullableText }) },
  }),
  npmDependencies: route<{ query: StoredFileQuery; reply: VersionDependencies }>()({
    method: 'GET',
    path: '/ui/v1/native/versions/npm/dependencies',
    mount: 'console',
    access: 'anyone',
    tag,
    summary: "An npm version's dependencies, from its stored manifest",
    query: fileQuery,
    responses: {
      200: objectOf({ dependencies: arrayOf(objectOf({ name: text, version: text, scope: text })) }),
    },
  }),
  npmProperties: route<{ query: StoredFileQuery; reply: VersionProperties }>()({
    method: 'GET',
    path: '/ui/v1/native/versions/npm/props',
    mount: 'console',
    access: 'anyone',
    tag,
    summary: "A stored file's properties",
    query: fileQuery,
    responses: { 200: objectOf({ properties: arrayOf(objectOf({ key: text, values: arrayOf(text) })) }) },
  }),
  dockerLayers: route<{ body: DockerLayersRequest; reply: DockerLayersView }>()({
    method: 'POST',
    path: '/ui/views/dockerv2',
    mount: 'console',
    access: 'anyone',
    tag,
    summary: "A docker tag's layers, in order",
    body: {
      type: 'object',
      required: ['repoKey', 'path', 'view'],
      properties: { ...fileQuery.properties, view: { type: 'string', enum: ['dockerv2'] } },
    },
    responses: {
      200: objectOf({
        image: text,
        tag: text,
        digest: text,
        totalSize: integer,
        layers: arrayOf(objectOf({ digest: text, size: integer, command: nullableText, created: nullableText })),
      }),
    },
  }),
  availablePackages: route<{ query: ProjectScopeQuery; reply: AvailablePackages }>()({
    method: 'GET',
    path: '/ui/artifactsearch/pkg/availablePackages',
    mount: 'console',
    access: 'anyone',
    tag,
    summary: 'The package types with packages the caller may read, in the selected project',
    query: projectScopeQuery,
    responses: { 200: objectOf({ packageTypes: arrayOf(objectOf({ packageType: text, packagesCount: integer })) }) },
  }),
  repoData: route<{ query: ProjectScopeQuery; reply: RepoData }>()({
    method: 'GET',
    path: '/ui/repodata',
    mount: 'console',
    access: 'anyone',
    tag,
    summary: 'The repositories the caller may read, in the selected project',
    query: projectScopeQuery,
    responses: {
      200: objectOf({
        repositories: arrayOf(objectOf({ key: text, type: text, packageType: text, projectKey: text })),
      }),
    },
  }),
  webServer: route<{ reply: WebServerConfig }>()({
    method: 'GET',
    path: '/ui/system/configuration/webServer',
    mount: 'console',
    access: 'anyone',
    tag,
    summary: "Reverse-proxy data: the server's own address, and docker served at /v2/{repoKey}/",
    responses: {
      200: objectOf({
        serverName: text,
        dockerReverseProxyMethod: text,
        reverseProxyRepositories: arrayOf(objectOf({ repoKey: text, repoType: text })),
        useHttps: { type: 'boolean' },
        useHttp: { type: 'boolean' },
        httpsPort: nullableInteger,
        httpPort: nullableInteger,
      }),
    },
  }),
  download: route<{ query: StoredFileQuery }>()({
    method: 'GET',
    path: '/download',
    mount: 'console',
    access: 'anyone',
    tag,
    summary: 'A file the caller may read, as a browser download, counted',
    query: fileQuery,
    responses: { 200: { media: ['application/octet-stream'], description: 'The file, as an attachment' } },
  }),
} as const;

/**
 * Paths of the package browser's version details and the search support calls, mapped like the
 * other console calls: the spec's `/ui/…` under the gateway's `${UI_API}/ui/…`; the download, which
 * the spec already writes under the gateway (`/ui/api/v1/download`), as written.
 */
export const packageDetailPaths = {
  /** `?path={repoKey}/{leadFilePath}` */
  readme: (versionId: string | number) => consoleUrl(versionDetailRoutes.readme, { id: String(versionId) }),
  /** `?repoKey=&path=` of the tarball. */
  npmDependencies: consoleUrl(versionDetailRoutes.npmDependencies),
  /** `?repoKey=&path=` of the tarball. */
  npmProperties: consoleUrl(versionDetailRoutes.npmProperties),
  dockerLayers: consoleUrl(versionDetailRoutes.dockerLayers),
  /** `?repoKey=&path=`; a browser download. */
  download: consoleUrl(versionDetailRoutes.download),
  availablePackages: consoleUrl(versionDetailRoutes.availablePackages),
  repoData: consoleUrl(versionDetailRoutes.repoData),
  webServer: consoleUrl(versionDetailRoutes.webServer),
} as const;
