import type { LightMyRequestResponse } from 'fastify';

/**
 * Which error body a path's protocol answers with. Arca's API answers the error envelope; native
 * protocols answer what their clients read (ADR 011): OCI/Docker `{errors:[{code,message}]}`
 * (distribution spec), npm `{error}` (the npm registry), PyPI plain text (the simple API), and the
 * metadata GraphQL `{errors:[{message}]}` (GraphQL over HTTP).
 */
export type ErrorFormat = 'envelope' | 'oci' | 'npm' | 'pypi' | 'graphql';

const GRAPHQL_PATHS = new Set([
  '/metadata/api/v1/query',
  '/ui/api/v1/mds/packages',
  '/ui/api/v1/mds/package',
  '/ui/api/v1/mds/versions',
]);

/** The format of the path a request reached (after the URL is resolved, as the server sees it). */
export function errorFormatOf(url: string): ErrorFormat {
  const path = new URL(url, 'http://fuzz.invalid').pathname;
  // The registry answers at /v2/ and at each repository's own path, `/artifactory/api/docker/{repo}/v2/`.
  if (path === '/v2' || path.startsWith('/v2/') || path.startsWith('/artifactory/api/docker/')) return 'oci';
  if (path.startsWith('/artifactory/api/npm/')) return 'npm';
  if (path.startsWith('/artifactory/api/pypi/')) return 'pypi';
  if (GRAPHQL_PATHS.has(path)) return 'graphql';
  return 'envelope';
}

function parse(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

function isEnvelope(value: unknown, status: number): boolean {
  const first = firstError(value);
  return first?.status === status && typeof first.message === 'string' && first.message !== '';
}

function firstError(value: unknown): { status?: unknown; code?: unknown; message?: unknown } | undefined {
  const errors = (value as { errors?: unknown } | undefined)?.errors;
  return Array.isArray(errors) && errors.length > 0 ? errors[0] : undefined;
}

function isOciError(value: unknown): boolean {
  const first = firstError(value);
  return typeof first?.code === 'string' && typeof first.message === 'string';
}

function isNativeError(format: ErrorFormat, value: unknown, body: string, type: string, status: number): boolean {
  if (format === 'pypi') return type.startsWith('text/') && body.startsWith(String(status));
  if (format === 'oci') return isOciError(value);
  if (format === 'npm') return typeof (value as { error?: unknown } | undefined)?.error === 'string';
  return typeof firstError(value)?.message === 'string';
}

/**
 * What is wrong with an answer, or undefined when nothing is: a 5xx, or a 4xx whose body is neither
 * the error envelope nor, on a native protocol's path, that protocol's error body (a request the
 * server refuses before it reaches the protocol's handlers — authentication, an undecodable path —
 * gets the envelope there too). HEAD answers have no body; 1xx–3xx are not judged.
 */
export function violationOf(method: string, url: string, res: LightMyRequestResponse): string | undefined {
  const status = res.statusCode;
  if (status >= 500) return `status ${status}`;
  if (status < 400 || method === 'HEAD') return undefined;
  const value = parse(res.body);
  if (isEnvelope(value, status)) return undefined;
  const format = errorFormatOf(url);
  if (
    format !== 'envelope' &&
    isNativeError(format, value, res.body, String(res.headers['content-type'] ?? ''), status)
  ) {
    return undefined;
  }
  return format === 'envelope' ? `${status} without the error envelope` : `${status} without the ${format} error body`;
}
