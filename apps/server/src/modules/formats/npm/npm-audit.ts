import { DomainError } from '../../../lib/errors.ts';
import type { Actor } from '../../auth/actor.ts';
import type { StoredRepository } from '../../repositories/repositories.repository.ts';
import type { RemoteFetcher } from '../../storage/index.ts';
import { readCapped } from '../read-capped.ts';
import type { NpmStorage } from './npm.service.ts';
import type { NpmReader } from './npm-reader.ts';

/** The audit queries npm sends: `advisories/bulk`, and `audits/quick` that older clients fall back to. */
export const AUDIT_QUERIES = new Set(['advisories/bulk', 'audits/quick']);
/** A whole tree's advisories stay far below this; anything larger is no audit answer. */
const MAX_ADVISORIES_BYTES = 32 * 1024 * 1024;

/** What the upstream answered, passed on as it came. */
export interface AuditAnswer {
  body: Buffer;
  contentType: string;
}

const NO_ADVISORIES: AuditAnswer = { body: Buffer.from('{}'), contentType: 'application/json' };

/**
 * `npm audit` (and pnpm's and yarn's): a remote repository asks its upstream, through the same
 * outbound guard, proxy and credentials its packuments come through; a virtual one asks its first
 * remote member with an upstream that the caller may read; a local repository knows no advisories
 * yet and answers `{}`.
 */
export class NpmAudit {
  readonly #storage: NpmStorage;
  readonly #reader: NpmReader;
  readonly #fetcher: RemoteFetcher;

  constructor(deps: { storage: NpmStorage; reader: NpmReader; fetcher: RemoteFetcher }) {
    this.#storage = deps.storage;
    this.#reader = deps.reader;
    this.#fetcher = deps.fetcher;
  }

  /** `body` is forwarded as npm sent it, gzip included (`headers` carry its encoding). */
  async advisories(
    actor: Actor,
    repoKey: string,
    query: string,
    body: Buffer,
    headers: Record<string, string>,
  ): Promise<AuditAnswer> {
    const upstream = await this.#upstream(actor, repoKey);
    if (!upstream?.config.url) return NO_ADVISORIES;
    const url = `${upstream.config.url.replace(/\/+$/, '')}/-/npm/v1/security/${query}`;
    const answer = await this.#fetcher.fetchUrl(upstream, url, headers, body);
    if (answer.kind === 'missing') return NO_ADVISORIES;
    if (answer.kind !== 'found')
      throw new UpstreamUnavailable(upstream.key, answer.kind === 'failed' ? answer.reason : answer.kind);
    const advisories = await readCapped(answer.body, MAX_ADVISORIES_BYTES);
    if (!advisories) throw new UpstreamUnavailable(upstream.key, 'the answer is too large');
    return { body: advisories, contentType: answer.contentType ?? 'application/json' };
  }

  /** The remote repository that answers for this one, after the caller's read access is checked. */
  async #upstream(actor: Actor, repoKey: string): Promise<StoredRepository | undefined> {
    const repository = await this.#reader.repository(repoKey);
    const sources = await this.#storage.resolve.sources(repository);
    const scope = await this.#storage.access.readScope(actor, sources);
    if (repository.rclass !== 'virtual' && scope.size === 0)
      await this.#storage.access.require(actor, 'READ', repository.key, '');
    return sources.find(
      (source) =>
        source.rclass === 'remote' && scope.has(source.key) && source.config.url && source.config.offline !== true,
    );
  }
}

/** npm reports a failed audit and carries on with its install: a 502 says whose upstream failed. */
class UpstreamUnavailable extends DomainError {
  constructor(repoKey: string, reason: string) {
    super(502, `the upstream of ${repoKey} did not answer the audit: ${reason}`);
  }
}
