import fc from 'fast-check';
import { encodeText, type FuzzCase } from './fuzz-request.ts';
import type { CatalogRoute } from './route-catalog.ts';

/**
 * Requests shaped like what the native clients send, for the routes whose body no schema describes
 * (GraphQL, AQL, deploys, npm publish, OCI pushes, twine uploads): close enough to be parsed, with a
 * fuzzed part inside.
 */

const DIGEST = `sha256:${'a'.repeat(64)}`;
const text = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ maxLength: 30, unit: 'grapheme' }),
  fc.constantFrom('', '..', '../x', '\u0000', '\ud800', '%ff', 'fuzz-generic', 'x'.repeat(5000), '*', '$and', '"'),
);
const scalar = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
const any = fc.jsonValue({ maxDepth: 3 });

function nestedQuery(depth: number): string {
  return `{${'a{'.repeat(depth)}b${'}'.repeat(depth)}}`;
}

const GRAPHQL = fc.oneof(
  fc.constantFrom(
    '{ packages(first: 5) { edges { node { name } } } }',
    'query($f: PackageFilter) { packages(filter: $f, first: 3) { totalCount } }',
    '{ versions(first: -1) { edges { node { name } } } }',
    '{ __schema { types { name fields { name } } } }',
    nestedQuery(5_000),
    `{ ${Array.from({ length: 2000 }, (_, i) => `a${i}: __typename`).join(' ')} }`,
    'mutation { x }',
    '{',
    'subscription { a }',
  ),
  text,
);

function graphql(route: CatalogRoute): fc.Arbitrary<Partial<FuzzCase>> {
  const field = route.url.startsWith('/metadata/') ? 'query' : 'graphQL';
  return fc
    .record({ q: GRAPHQL, variables: fc.oneof(any, fc.dictionary(fc.constantFrom('f', 'first'), any)) })
    .map(({ q, variables }) => ({
      payload: JSON.stringify({ [field]: q, variables }),
      headers: { 'content-type': 'application/json' },
    }));
}

const AQL = fc.oneof(
  fc.record({ repo: scalar, name: scalar }).map((criteria) => `items.find(${JSON.stringify(criteria)})`),
  fc.constantFrom(
    'items.find({"repo":"fuzz-generic"}).include("*").sort({"$desc":["name"]}).limit(-1)',
    'items.find({"$or":[{"name":{"$match":"*"}},{"path":{"$nmatch":"**"}}]}).offset(99999999999999999999)',
    `items.find(${'{"$and":['.repeat(2000)}{}${']}'.repeat(2000)})`,
    'builds.find()',
    'items.find({"repo":{"$eq":{"$eq":1}}})',
    'items.find(',
    'items.find({"created":{"$before":"1mo"}}).include("property.*")',
    'items.find({"size":{"$gt":"NaN"}})',
  ),
  text,
);

function deploy(): fc.Arbitrary<Partial<FuzzCase>> {
  return fc
    .record({
      bytes: fc.uint8Array({ maxLength: 64 }),
      sha1: fc.constantFrom('0'.repeat(40), 'zz', ''),
      sha256: fc.constantFrom('a'.repeat(64), 'not-hex', 'A'.repeat(64)),
      deploy: fc.constantFrom('true', 'false', 'yes', ''),
      type: fc.constantFrom('application/octet-stream', 'application/zip', 'text/plain', 'application/json'),
    })
    .map(({ bytes, sha1, sha256, deploy, type }) => ({
      payload: Buffer.from(bytes),
      headers: {
        'content-type': type,
        'x-checksum-sha1': sha1,
        'x-checksum-sha256': sha256,
        'x-checksum-deploy': deploy,
        'x-explode-archive': deploy,
      },
    }));
}

function npmPublish(): fc.Arbitrary<Partial<FuzzCase>> {
  return fc
    .record({
      name: text,
      version: fc.oneof(fc.constantFrom('1.0.0', '0.0.0-x', '999999999999.0.0'), text),
      data: text,
      tag: text,
    })
    .map(({ name, version, data, tag }) => ({
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        _id: name,
        name,
        'dist-tags': { [tag]: version },
        versions: { [version]: { name, version, dist: { tarball: `http://x/${name}.tgz`, shasum: data } } },
        _attachments: { [`${name}-${version}.tgz`]: { content_type: 'application/octet-stream', data, length: 3 } },
      }),
    }));
}

function ociPush(): fc.Arbitrary<Partial<FuzzCase>> {
  const manifest = fc.record({
    schemaVersion: fc.oneof(fc.constant(2), scalar),
    mediaType: fc.constantFrom(
      'application/vnd.oci.image.manifest.v1+json',
      'application/vnd.oci.image.index.v1+json',
      'x',
    ),
    config: fc.oneof(fc.record({ mediaType: text, digest: fc.oneof(fc.constant(DIGEST), text), size: scalar }), any),
    layers: fc.oneof(
      fc.array(fc.record({ mediaType: text, digest: fc.oneof(fc.constant(DIGEST), text), size: scalar })),
      any,
    ),
    manifests: fc.oneof(fc.array(fc.record({ digest: text, size: scalar, platform: any })), any),
  });
  return fc
    .record({
      body: fc.oneof(
        manifest.map((m) => JSON.stringify(m)),
        fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.from(b)),
      ),
      type: fc.constantFrom(
        'application/vnd.oci.image.manifest.v1+json',
        'application/vnd.docker.distribution.manifest.v2+json',
        'application/octet-stream',
      ),
      range: fc.constantFrom('0-0', '5-2', 'bytes=0-9', '-1', ''),
    })
    .map(({ body, type, range }) => ({ payload: body, headers: { 'content-type': type, 'content-range': range } }));
}

function twineUpload(): fc.Arbitrary<Partial<FuzzCase>> {
  return fc
    .record({
      name: text,
      version: text,
      action: fc.constantFrom('file_upload', 'remove_pkg', ''),
      boundary: fc.constantFrom('b0undary', '', '"q"'),
    })
    .map(({ name, version, action, boundary }) => {
      const part = (key: string, value: string, file?: string) =>
        `--b0undary\r\nContent-Disposition: form-data; name="${key}"${file ? `; filename="${file}"` : ''}\r\n\r\n${value}\r\n`;
      const body = `${part(':action', action)}${part('name', name)}${part('version', version)}${part('content', 'PK\u0003\u0004', `${name}-${version}.whl`)}--b0undary--\r\n`;
      return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
    });
}

function tokenForm(): fc.Arbitrary<Partial<FuzzCase>> {
  const value = fc.oneof(
    text,
    fc.constantFrom(
      'admin',
      'fuzz-user',
      '-1',
      '0',
      '1e400',
      'refresh_token',
      'applied-permissions/admin',
      'applied-permissions/groups:*',
    ),
  );
  const key = fc.constantFrom(
    'username',
    'scope',
    'expires_in',
    'grant_type',
    'refresh_token',
    'refreshable',
    'description',
    '__proto__',
  );
  return fc.array(fc.tuple(key, value), { maxLength: 6 }).map((pairs) => ({
    payload: pairs.map(([k, v]) => `${encodeText(k)}=${encodeText(v)}`).join('&'),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  }));
}

function upload(types: readonly string[]): fc.Arbitrary<Partial<FuzzCase>> {
  const bytes = fc.oneof(
    fc.uint8Array({ maxLength: 256 }).map((b) => Buffer.from(b)),
    fc.constantFrom(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>'),
      Buffer.from('\x89PNG\r\n\x1a\n'),
      Buffer.from('-----BEGIN LICENSE-----\n%ff\n-----END LICENSE-----'),
      Buffer.alloc(0),
    ),
  );
  return fc
    .record({ payload: bytes, type: fc.constantFrom(...types) })
    .map(({ payload, type }) => ({ payload, headers: { 'content-type': type } }));
}

/** OCI paths that reach the registry's handlers: manifests, blobs, uploads, tags. */
const OCI_PATHS = fc
  .tuple(
    fc.constantFrom('fuzz-docker/app', 'fuzz-docker/a/b', 'fuzz-generic/x', 'FUZZ/up'),
    fc.constantFrom(
      `manifests/latest`,
      `manifests/${DIGEST}`,
      'manifests/sha256:zz',
      'blobs/uploads/',
      `blobs/uploads/?digest=${DIGEST}`,
      `blobs/uploads/?mount=${DIGEST}&from=fuzz-docker/other`,
      'blobs/uploads/00000000-0000-0000-0000-000000000000',
      `blobs/uploads/00000000-0000-0000-0000-000000000000?digest=${DIGEST}`,
      `blobs/${DIGEST}`,
      'tags/list?n=-1&last=%ff',
      'referrers/sha256:1',
    ),
  )
  .map(([name, rest]) => `/v2/${name}/${rest}`);

/** Protocol-shaped requests for a route, or undefined when the route has a schema of its own. */
export function protocolCases(route: CatalogRoute): fc.Arbitrary<FuzzCase> | undefined {
  const { method, url } = route;
  const as = (kind: string, path: fc.Arbitrary<string>, body: fc.Arbitrary<Partial<FuzzCase>>) =>
    fc.tuple(path, body).map(([p, b]): FuzzCase => {
      const withBody = b.payload !== undefined && method !== 'GET' && method !== 'HEAD';
      return {
        kind,
        method,
        url: p,
        headers: withBody ? (b.headers ?? {}) : {},
        ...(withBody ? { payload: b.payload } : {}),
      };
    });
  const repoPath = fc
    .tuple(
      fc.constantFrom('fuzz-generic', 'fuzz-maven', 'fuzz-npm', 'nope'),
      fc.constantFrom('dir/file.txt', 'a/b;prop=1;x=%ff/c.jar', 'org/x/1.0/x-1.0.pom', 'x.zip', '.'),
    )
    .map(([r, p]) => `${r}/${p}`);
  if (method === 'POST' && (url.endsWith('/metadata/api/v1/query') || url.includes('/mds/')))
    return as('graphql', fc.constant(url), graphql(route));
  if (method === 'POST' && url.endsWith('/api/search/aql')) {
    return as(
      'aql',
      fc.constant(url),
      fc
        .tuple(AQL, fc.constantFrom('text/plain', 'application/json', 'x/y'))
        .map(([q, type]) => ({ payload: q, headers: { 'content-type': type } })),
    );
  }
  if (method === 'PUT' && url.endsWith('/:repo/*'))
    return as(
      'deploy',
      repoPath.map((p) => url.replace(':repo/*', p)),
      deploy(),
    );
  if (method === 'PUT' && url.endsWith('/api/npm/*')) {
    return as(
      'npm-publish',
      fc
        .constantFrom(
          'fuzz-npm/left-pad',
          'fuzz-npm/@scope%2fpkg',
          'fuzz-npm/-/package/x/dist-tags/latest',
          'fuzz-generic/x',
        )
        .map((p) => url.replace('*', p)),
      npmPublish(),
    );
  }
  if (url === '/v2/*' || url === '/ui/api/v1/v2/*') return as('oci', OCI_PATHS, ociPush());
  if (method === 'POST' && url.endsWith('/api/v1/tokens')) return as('token-form', fc.constant(url), tokenForm());
  if (method === 'POST' && url.endsWith('/generalConfig/logo')) {
    return as(
      'logo',
      fc.constant(url),
      upload(['image/png', 'image/svg+xml', 'text/html', 'application/octet-stream', '']),
    );
  }
  if (method === 'POST' && url.endsWith('/ui/licenses'))
    return as('licence', fc.constant(url), upload(['text/plain', 'application/octet-stream']));
  if (method === 'PUT' && url.endsWith('/api/build')) {
    return as(
      'build-info',
      fc.constant(url),
      fc.record({ name: text, number: text, started: text, modules: any }).map((info) => ({
        payload: JSON.stringify(info),
        headers: { 'content-type': 'application/vnd.org.jfrog.artifactory+json' },
      })),
    );
  }
  if (method === 'POST' && url.endsWith('/api/pypi/*'))
    return as(
      'twine',
      fc.constantFrom('fuzz-pypi', 'fuzz-pypi/', 'fuzz-generic', 'nope').map((p) => url.replace('*', p)),
      twineUpload(),
    );
  return undefined;
}
