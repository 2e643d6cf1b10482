import fc from 'fast-check';

/** Path values no well-behaved client sends: traversal, encoded traversal, NUL, bad escapes, very long. */
export const PATH_TRICKS = [
  '..',
  '../../../../etc/passwd',
  '%2e%2e',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%2f..%2f',
  '%252e%252e%252f',
  '.',
  '%00',
  'a%00b',
  '%ff',
  '%c3%28',
  '%ed%a0%80',
  '%',
  '%zz',
  '%2f',
  '\\..\\..\\windows',
  ';x=1',
  '%20',
  '~',
  '🦊',
  'ü雪',
  '\u202e\u200b',
  'x'.repeat(10_000),
];

/** Segments the native protocols and the seeded files use, so wildcard paths reach their handlers. */
export const PATH_WORDS = [
  'dir',
  'file.txt',
  'dir/file.txt',
  '-',
  'simple',
  'packages',
  'manifests',
  'blobs',
  'uploads',
  'tags',
  'list',
  'latest',
  `sha256:${'0'.repeat(64)}`,
  'left-pad',
  '@scope/name',
  'left-pad/-/left-pad-1.0.0.tgz',
  'org/example/lib/1.0/lib-1.0.jar',
  'maven-metadata.xml',
  '.npm',
  'dist-tags',
];

/** Paths that exist in the seeded instance or that its protocols serve, as a whole wildcard… */
export const WHOLE_PATHS = [
  'fuzz-generic/dir/file.txt',
  'fuzz-generic/dir/',
  'fuzz-npm/left-pad',
  'fuzz-npm/@scope/name',
  'fuzz-npm/-/package/left-pad/dist-tags',
  'fuzz-npm/-/v1/search',
  'fuzz-pypi/simple/',
  'fuzz-pypi/simple/left-pad/',
  'fuzz-pypi/packages/x/y.whl',
  'fuzz-docker/app/tags/list',
  'fuzz-docker/app/manifests/latest',
  '_catalog',
];
/** …and after a `:repo` parameter. */
export const INNER_PATHS = ['dir/file.txt', 'dir', 'dir/', 'file.txt', 'org/example/lib/1.0/lib-1.0.jar'];

export const QUERY_TRICKS = [
  '%ff',
  '%',
  '%00',
  'x'.repeat(100_000),
  '🦊',
  '-1',
  '1e309',
  'NaN',
  '[]',
  '{}',
  'null',
  'true',
];

/** Strings that trip code which assumes well-formed text: lone surrogates, NUL, controls, long runs. */
export const UNICODE_TRICKS = [
  '\ud800',
  'a\udfffb',
  '\u0000',
  '\u202e',
  '\ufeff',
  '\r\n',
  '🦊'.repeat(50),
  'Σ'.repeat(3000),
];

export const CONTENT_TYPES = [
  'text/plain',
  'application/json; charset=utf-16',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  'application/json;;;=',
  'application/vnd.oci.image.manifest.v1+json',
  '',
  'a'.repeat(5000),
];

/** Headers that try to inject, to confuse parsers of credentials, ranges and conditions, or the host. */
export const HEADER_TRICKS: Record<string, string>[] = [
  { 'x-forwarded-for': 'a\r\nset-cookie: injected=1' },
  { referer: 'http://x/\r\nlocation: http://evil' },
  { 'user-agent': 'ua\nx-injected: 1' },
  { host: 'evil.example\r\nx: y' },
  { host: '[::1' },
  { host: 'ü.example:99999' },
  { authorization: 'Basic !!!not-base64' },
  { authorization: `Basic ${Buffer.from('admin').toString('base64')}` },
  { authorization: `Basic ${Buffer.from('\u00ff\ud800:pw').toString('base64')}` },
  { authorization: `Bearer ${'x'.repeat(10_000)}` },
  { authorization: 'Bearer ' },
  { authorization: 'Negotiate abc' },
  { 'x-jfrog-art-api': '\u00ff'.repeat(64) },
  { cookie: 'arca_access=%ff; arca_refresh=garbage' },
  { cookie: `a=${'b'.repeat(8000)}` },
  { range: 'bytes=999999-1' },
  { range: 'bytes=-' },
  { range: 'bytes=0-0,1-1,2-2,-5' },
  { 'if-none-match': '"\u00ff"' },
  { 'if-modified-since': 'yesterday' },
  { accept: 'application/vnd.oci.image.index.v1+json, */*;q=abc' },
  { 'x-checksum-sha256': 'zz' },
  { 'x-checksum-deploy': 'true', 'x-checksum-sha1': '0'.repeat(40) },
  { 'x-requested-with': 'XMLHttpRequest\r\n' },
  { 'sec-fetch-site': 'cross-site' },
  { 'content-length': '-1' },
  { 'content-encoding': 'gzip' },
  { 'content-encoding': 'br, deflate, x-unknown' },
  { 'transfer-encoding': 'chunked' },
  { expect: '100-continue' },
  { 'if-none-match': '*', 'if-match': 'W/"x"' },
  { 'accept-encoding': 'br;q=2, gzip;q=-1, *;q=0' },
  { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'javascript' },
  { origin: 'null' },
];

function nested(depth: number, open: string, close: string): string {
  return `${open.repeat(depth)}1${close.repeat(depth)}`;
}

export const BODY_TRICKS: fc.Arbitrary<{ kind: string; payload: string | Buffer; type?: string }> = fc.oneof(
  fc.constantFrom('42', '"text"', '[]', 'null', 'true', '[{}]', '-0', '1e400').map((payload) => ({
    kind: 'body-wrong-type',
    payload,
  })),
  fc.constantFrom(nested(10_000, '[', ']'), nested(10_000, '{"a":', '}')).map((payload) => ({
    kind: 'body-deep-json',
    payload,
  })),
  fc.constantFrom('not json', '{', '', '{"a":1}garbage', '\u0000', "{'a':1}").map((payload) => ({
    kind: 'body-not-json',
    payload,
  })),
  fc.constant({ kind: 'body-huge', payload: JSON.stringify({ value: 'a'.repeat(1024 * 1024) }) }),
  fc.constant({
    kind: 'body-prototype',
    payload: '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}',
  }),
);

export function invalidUtf8(property: string): Buffer {
  return Buffer.concat([
    Buffer.from(`{"${property}":"`),
    Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80]),
    Buffer.from('"}'),
  ]);
}
