import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { SecretBox } from '../../lib/encryption.ts';
import type { OutboundGuard } from '../../lib/outbound-guard.ts';
import { fetchThrough } from '../proxies/fetch-through.ts';
import type { OutboundRoutes } from '../proxies/outbound-proxies.ts';
import type { StoredRepository } from '../repositories/repositories.repository.ts';

/** What an upstream answered for one path. */
export type UpstreamAnswer =
  | { kind: 'found'; body: Readable; url: string; contentType: string | undefined }
  | { kind: 'unchanged' }
  | { kind: 'missing' }
  | { kind: 'failed'; reason: string };

/** Artifactory's default socket timeout for remote repositories. */
const DEFAULT_TIMEOUT_MS = 15_000;

function upstreamUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.split('/').map(encodeURIComponent).join('/')}`;
}

/** The Basic credentials of a remote repository's upstream, its password unsealed; none without a user name. */
function upstreamAuthorization(box: SecretBox, username?: string, password?: string): string | undefined {
  if (!username) return undefined;
  const secret = password ? box.open(password) : '';
  return `Basic ${Buffer.from(`${username}:${secret}`).toString('base64')}`;
}

/**
 * Fetches from a remote repository's upstream, with its credentials, through its proxy. The guard
 * refuses upstreams, and redirects, on loopback, private and link-local networks unless the
 * operator allows them.
 */
export class RemoteFetcher {
  readonly #box: SecretBox;
  readonly #guard: OutboundGuard;
  #outbound: OutboundRoutes | undefined;

  constructor(box: SecretBox, guard: OutboundGuard) {
    this.#box = box;
    this.#guard = guard;
  }

  /** From then on, upstreams are reached through the repository's `proxy`, or the platform default. */
  routeThrough(outbound: OutboundRoutes): void {
    this.#outbound = outbound;
  }

  /** `cached`: the copy held, so an upstream that knows its ETag (the sha1, as Artifactory's) can answer 304. */
  async fetch(repository: StoredRepository, path: string, cached?: { sha1: string | null }): Promise<UpstreamAnswer> {
    const base = repository.config.url;
    if (!base) return { kind: 'failed', reason: 'no upstream URL' };
    return this.fetchUrl(
      repository,
      upstreamUrl(base, path),
      cached?.sha1 ? { 'if-none-match': `"${cached.sha1}"` } : {},
    );
  }

  /** A GET of any address of the repository's upstream (a registry's own URL scheme), with its credentials. */
  async fetchUrl(
    repository: StoredRepository,
    url: string,
    extraHeaders: Record<string, string> = {},
  ): Promise<UpstreamAnswer> {
    const { username, password } = repository.config;
    const headers: Record<string, string> = { 'user-agent': 'Arca', ...extraHeaders };
    const authorization = upstreamAuthorization(this.#box, username, password);
    if (authorization) headers.authorization = authorization;
    const timeout = Number(repository.config.socketTimeoutMillis) || DEFAULT_TIMEOUT_MS;
    // The timeout bounds the wait for an answer, not the transfer of a large body.
    const waiting = new AbortController();
    const timer = setTimeout(() => waiting.abort(new Error(`no answer within ${timeout} ms`)), timeout);
    try {
      const route = await this.#outbound?.route(repository.config.proxy);
      const response = await fetchThrough(route, url, { headers, signal: waiting.signal, guard: this.#guard });
      clearTimeout(timer);
      if (response.status === 304) return { kind: 'unchanged' };
      if (response.status === 404 || response.status === 410) {
        await response.body?.cancel();
        return { kind: 'missing' };
      }
      if (!response.ok || !response.body) {
        await response.body?.cancel();
        return { kind: 'failed', reason: `upstream answered ${response.status}` };
      }
      const body = Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
      return { kind: 'found', body, url, contentType: response.headers.get('content-type') ?? undefined };
    } catch (error) {
      clearTimeout(timer);
      return { kind: 'failed', reason: error instanceof Error ? error.message : String(error) };
    }
  }
}
