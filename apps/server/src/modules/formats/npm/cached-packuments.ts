import type { Actor } from '../../auth/actor.ts';
import type { NpmReader, PackageSource } from './npm-reader.ts';
import { abbreviatedPackument, fullPackument } from './packument.ts';
import { PackumentBytes, type PackumentCache } from './packument-cache.ts';
import type { PackumentStamps } from './packument-stamp.ts';

/**
 * Packuments as bytes, built once per change of what they show. The document is the same for
 * every caller with the same reach: it holds the versions whose tarball they may read, from the
 * members of a virtual repository they may read, so the members and the caller's reach in each
 * (the whole repository, or its path rules) are part of the key; whole-repository readers share
 * one entry. Tarball URLs follow the registry URL, which is part of the key too. A remote
 * repository's document follows its upstream, which no stamp in the database can tell, so it is
 * built per request, as is a virtual one's with a remote member.
 */
export class CachedPackuments {
  readonly #reader: NpmReader;
  readonly #stamps: PackumentStamps;
  readonly #cache: PackumentCache;

  constructor(deps: { reader: NpmReader; stamps: PackumentStamps; cache: PackumentCache }) {
    this.#reader = deps.reader;
    this.#stamps = deps.stamps;
    this.#cache = deps.cache;
  }

  /** `registryUrl`: the registry's URL as the client uses it, `…/api/npm/{repo}`. */
  async get(
    actor: Actor,
    repoKey: string,
    name: string,
    registryUrl: string,
    abbreviated: boolean,
  ): Promise<PackumentBytes> {
    const { repository, sources } = await this.#reader.readablePackage(actor, repoKey, name);
    const build = async () => {
      const { versions, tags } = await this.#reader.document(actor, repository, sources, name);
      const document = abbreviated
        ? abbreviatedPackument(name, versions, tags, registryUrl)
        : fullPackument(name, versions, tags, registryUrl);
      return Buffer.from(JSON.stringify(document));
    };
    if (sources.some((source) => source.repository.rclass === 'remote'))
      return new PackumentBytes(await build(), { lasting: false });
    const reaches = sources.map((source) => [source.repository.key, source.reach]);
    const key = JSON.stringify([repository.key, name, abbreviated, registryUrl, reaches]);
    const stamp = await this.#stamp(sources, name);
    return this.#cache.get(key, stamp, async () => {
      const body = await build();
      // A change while the document was read may have left it between two states; a tag set and
      // set back would then bring its stamp back, so only a document read between equal stamps is kept.
      return { body, keep: (await this.#stamp(sources, name)) === stamp };
    });
  }

  async #stamp(sources: readonly PackageSource[], name: string): Promise<string> {
    const stamps: string[] = [];
    for (const source of sources) stamps.push(await this.#stamps.of(source.repository.key, name));
    return stamps.join('\n');
  }
}
