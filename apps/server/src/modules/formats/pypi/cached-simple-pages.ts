import type { Actor } from '../../auth/actor.ts';
import type { StoredRepository } from '../../repositories/repositories.repository.ts';
import type { Item } from '../../storage/index.ts';
import type { ProjectSources, PypiService } from './pypi.service.ts';
import { distributionOf, normalizeName } from './pypi-names.ts';
import type { RenderedPages } from './rendered-pages.ts';
import type { SimplePageStamps } from './simple-page-stamps.ts';
import { type PageFormat, projectPage } from './simple-pages.ts';

/** What of a repository decides which files its pages may list: its include and exclude patterns. */
const patternsOf = (repository: StoredRepository) => [
  repository.config.includesPattern ?? null,
  repository.config.excludesPattern ?? null,
];

/**
 * Project pages (`…/simple/{project}/`) as bytes, rendered once per change of what they show. The
 * caller is authorised on every request as before; the page is the same for every caller with the
 * same reach, the files they may read in the sources they may read, so the sources, the caller's
 * reach in each (the whole repository, or its path rules) and the patterns that filter the files
 * are part of the key: whole-repository readers share one page. A remote repository's page follows
 * its upstream, which no stamp in the database can tell, so a page with a remote source is rendered
 * per request.
 */
export class CachedSimplePages {
  readonly #pypi: PypiService;
  readonly #stamps: SimplePageStamps;
  readonly #pages: RenderedPages;

  constructor(deps: { pypi: PypiService; stamps: SimplePageStamps; pages: RenderedPages }) {
    this.#pypi = deps.pypi;
    this.#stamps = deps.stamps;
    this.#pages = deps.pages;
  }

  /** The page of `project` (normalised) in `format`, for this caller; refuses as the service does. */
  async get(actor: Actor, repoKey: string, project: string, format: PageFormat): Promise<Buffer> {
    const located = await this.#pypi.projectSources(actor, repoKey, project);
    const build = async () =>
      Buffer.from(projectPage(format, project, await this.#pypi.files(actor, located, project)));
    if (located.sources.some(({ source }) => source.rclass === 'remote')) return build();
    const key = JSON.stringify([
      located.repository.key,
      patternsOf(located.repository),
      project,
      format.type,
      located.sources.map(({ source, reach }) => [source.key, reach, patternsOf(source)]),
    ]);
    const stamp = await this.#stamp(located, project);
    return this.#pages.get(key, stamp, async () => {
      const body = await build();
      // A change while the files were read may have left the page between two states: only a page
      // read between equal stamps is kept.
      return { body, keep: (await this.#stamp(located, project)) === stamp };
    });
  }

  /**
   * After any deploy to a PyPI repository: a distribution's file replaced in place keeps its index
   * rows, so its package is touched, and the pages listing it are rendered again with its new hash.
   */
  async deployed(item: Item): Promise<void> {
    const distribution = distributionOf(item.name);
    if (distribution) await this.#stamps.touch(normalizeName(distribution.name));
  }

  async #stamp({ sources }: ProjectSources, project: string): Promise<string> {
    const stamps: string[] = [];
    for (const { source } of sources) stamps.push(await this.#stamps.of(source.key, project));
    return stamps.join('\n');
  }
}
