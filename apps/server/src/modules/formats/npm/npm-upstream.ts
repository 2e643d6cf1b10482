import type { StoredRepository } from '../../repositories/repositories.repository.ts';
import type { RemoteFetcher } from '../../storage/index.ts';
import { readCapped } from '../read-capped.ts';
import type { Manifest, PackumentVersion } from './packument.ts';

/** Large packages' packuments run to tens of megabytes; anything past this is not a packument. */
const MAX_PACKUMENT_BYTES = 128 * 1024 * 1024;

/** What a packument says of its versions and tags, with tarball paths below the upstream's URL. */
export interface UpstreamDocument {
  versions: PackumentVersion[];
  tags: Record<string, string>;
  readme: string | null;
}

type Json = Record<string, unknown>;

function asObject(value: unknown): Json | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined;
}

/**
 * Where a version's tarball lives below the upstream's URL. Tarball URLs of other registries
 * point anywhere (another host, a CDN); then the conventional `name/-/file` path is asked of the
 * upstream, which is where registries serve them.
 */
function relativeTarball(upstreamUrl: string, name: string, tarball: unknown): string | undefined {
  if (typeof tarball !== 'string') return undefined;
  const base = `${upstreamUrl.replace(/\/+$/, '')}/`;
  if (tarball.startsWith(base)) return decodeURIComponent(tarball.slice(base.length));
  try {
    const file = new URL(tarball).pathname.split('/').at(-1);
    return file ? `${name}/-/${decodeURIComponent(file)}` : undefined;
  } catch {
    return undefined;
  }
}

/** The versions and tags of a packument a remote repository's upstream answered with. */
export function upstreamDocument(upstreamUrl: string, name: string, text: string): UpstreamDocument {
  const document = asObject(JSON.parse(text)) ?? {};
  const time = asObject(document.time) ?? {};
  const versions: PackumentVersion[] = [];
  for (const [version, given] of Object.entries(asObject(document.versions) ?? {})) {
    const manifest = asObject(given) as Manifest | undefined;
    const tarball = relativeTarball(upstreamUrl, name, manifest?.dist?.tarball);
    if (!manifest || !tarball) continue;
    const created = Date.parse(String(time[version] ?? '')) || 0;
    versions.push({ version, created, modified: created, tarball, manifest });
  }
  const tags = Object.fromEntries(
    Object.entries(asObject(document['dist-tags']) ?? {}).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
  return { versions, tags, readme: typeof document.readme === 'string' ? document.readme : null };
}

/** Reads packuments from remote npm repositories' upstreams, with the repositories' credentials. */
export class NpmUpstream {
  readonly #fetcher: RemoteFetcher;

  constructor(fetcher: RemoteFetcher) {
    this.#fetcher = fetcher;
  }

  /** The upstream's packument; undefined when it has no such package or cannot be reached. */
  async packument(repository: StoredRepository, name: string): Promise<UpstreamDocument | undefined> {
    if (repository.config.offline === true || !repository.config.url) return undefined;
    const answer = await this.#fetcher.fetch(repository, name);
    if (answer.kind !== 'found') return undefined;
    const text = await readCapped(answer.body, MAX_PACKUMENT_BYTES);
    if (!text) throw new Error(`the upstream packument of ${name} is larger than ${MAX_PACKUMENT_BYTES} bytes`);
    return upstreamDocument(repository.config.url, name, text.toString('utf8'));
  }
}
