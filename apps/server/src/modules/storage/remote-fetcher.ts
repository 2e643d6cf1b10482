import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
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

/**
 * The body as it arrives, failed once the upstream keeps silent for `ms` while it is being read —
 * as a socket timeout would — so a transfer that stalls ends instead of holding the request
 * forever. A body that keeps flowing is never cut, nor one whose reader is slow.
 */
class SilenceLimit extends Transform {
  readonly #ms: number;
  #timer: NodeJS.Timeout | undefined;
  /** The upstream has sent all: what remains is the reader's pace. */
  #complete = false;

  constructor(ms: number) {
    super();
    this.#ms = ms;
    this.#arm();
  }

  #arm(): void {
    clearTimeout(this.#timer);
    if (this.#complete) return;
    this.#timer = setTimeout(() => this.destroy(new Error(`the upstream sent nothing for ${this.#ms} ms`)), this.#ms);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null, data?: Buffer) => void) {
    done(null, chunk);
    // Waiting for the upstream again, or for the reader (then _read arms the clock once it wants more).
    if (this.readableLength < this.readableHighWaterMark) this.#arm();
    else clearTimeout(this.#timer);
  }

  override _read(size: number): void {
    this.#arm();
    super._read(size);
  }

  override _flush(done: () => void): void {
    this.#complete = true;
    clearTimeout(this.#timer);
    done();
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void): void {
    clearTimeout(this.#timer);
    done(error);
  }
}

export function failWhenSilent(body: Readable, ms: number): Readable {
  const watched = new SilenceLimit(ms);
  // Whichever side ends or fails first ends the other: the upstream's connection is closed.
  pipeline(body, watched).catch(() => undefined);
  return watched;
}

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
  readonly #outbound: OutboundRoutes | undefined;

  /** `outbound`: upstreams are reached through the repository's `proxy`, or the platform default. */
  constructor(box: SecretBox, guard: OutboundGuard, outbound?: OutboundRoutes) {
    this.#box = box;
    this.#guard = guard;
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

  /**
   * A GET of any address of the repository's upstream (a registry's own URL scheme), with its
   * credentials; a POST when it carries a `payload` (a registry's query, such as npm's audit).
   */
  async fetchUrl(
    repository: StoredRepository,
    url: string,
    extraHeaders: Record<string, string> = {},
    payload?: Buffer,
  ): Promise<UpstreamAnswer> {
    const { username, password } = repository.config;
    const headers: Record<string, string> = { 'user-agent': 'Arca', ...extraHeaders };
    const authorization = upstreamAuthorization(this.#box, username, password);
    const credentials: Record<string, string> = authorization ? { authorization } : {};
    const timeout = Number(repository.config.socketTimeoutMillis) || DEFAULT_TIMEOUT_MS;
    // The timeout bounds the wait for an answer and every silence of the transfer, not its length.
    const waiting = new AbortController();
    const timer = setTimeout(() => waiting.abort(new Error(`no answer within ${timeout} ms`)), timeout);
    try {
      const route = await this.#outbound?.route(repository.config.proxy);
      const response = await fetchThrough(route, url, {
        headers,
        credentials,
        signal: waiting.signal,
        guard: this.#guard,
        ...(payload === undefined ? {} : { body: payload }),
      });
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
      const body = failWhenSilent(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), timeout);
      return { kind: 'found', body, url, contentType: response.headers.get('content-type') ?? undefined };
    } catch (error) {
      clearTimeout(timer);
      // The request reports a bare "operation was aborted"; the reason says why.
      const cause = waiting.signal.aborted ? waiting.signal.reason : error;
      return { kind: 'failed', reason: cause instanceof Error ? cause.message : String(cause) };
    }
  }
}
