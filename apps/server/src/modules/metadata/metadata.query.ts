import {
  type MetadataConnection,
  type MetadataLicense,
  type MetadataPackage,
  type MetadataPackageFilter,
  type MetadataVersion,
  type MetadataVersionFilter,
  PACKAGE_SEARCH_COUNT_CAP,
} from '@arca/contract';
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { Dialect } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { containedPattern, MIN_CONTAINED, matchRank } from '../../lib/text-match.ts';
import type { Actor } from '../auth/actor.ts';
import { packageDescription, packageLabels, packageTagged } from '../packages/package-fields.ts';
import { countPackagesHeldIn, packageReadable } from '../packages/package-index.ts';
import { readsWholly, scopeOver } from '../permissions/authorization.ts';
import {
  type ContentChecksum,
  itemHoldsChecksum,
  type PendingChecksums,
  type StorageAccess,
} from '../storage/index.ts';
import {
  connection,
  emptyConnection,
  iso,
  keyset,
  type PageArgs,
  pageOf,
  type Readable,
  readableBy,
  readsFile,
} from './metadata-connection.ts';
import {
  encodeCursor,
  hasWildcard,
  likePattern,
  MetadataInputError,
  namePattern,
  present,
  timestamp,
} from './metadata-input.ts';
import { type NameSearch, nameSearch } from './name-search.ts';
import { indexPackageType } from './package-type-names.ts';
import {
  fromJson,
  type PageFile,
  packageFilesJson,
  packageLicensesJson,
  packageTagsJson,
  pageLabels,
} from './page-details.ts';
import { severityCounts, UNSCANNED } from './severity-counts.ts';
import { compareVersions, isPreRelease } from './version-order.ts';
import { VersionsQuery } from './versions.query.ts';

/**
 * Packages and versions of the package index as the metadata API shows them: only what has a
 * file in a repository the caller may read, counted and summed over those files alone.
 */
export class MetadataQuery {
  readonly #db: Kysely<Database>;
  readonly #dialect: Dialect;
  readonly #access: StorageAccess;
  readonly #nameSearch: NameSearch;
  readonly #versions: VersionsQuery;
  readonly #checksums: Pick<PendingChecksums, 'fill' | 'completeAll'>;

  constructor(deps: {
    db: Kysely<Database>;
    dialect: Dialect;
    access: StorageAccess;
    checksums: Pick<PendingChecksums, 'fill' | 'completeAll'>;
  }) {
    this.#db = deps.db;
    this.#dialect = deps.dialect;
    this.#access = deps.access;
    this.#checksums = deps.checksums;
    this.#nameSearch = nameSearch(deps.dialect);
    this.#versions = new VersionsQuery(deps);
  }

  versions(actor: Actor, args: PageArgs<MetadataVersionFilter>): Promise<MetadataConnection<MetadataVersion>> {
    return this.#versions.versions(actor, args);
  }

  /** A name order both databases agree on: code points, not the server's locale. */
  #nameOrder(column: string) {
    return this.#dialect === 'postgres' ? sql`${sql.ref(column)} collate "C"` : sql`${sql.ref(column)}`;
  }

  async packages(actor: Actor, args: PageArgs<MetadataPackageFilter>): Promise<MetadataConnection<MetadataPackage>> {
    return this.#packages(actor, args);
  }

  async package(actor: Actor, id: string): Promise<MetadataPackage | null> {
    const numeric = Number(id);
    if (!/^\d{1,15}$/.test(id) || numeric < 1) return null;
    const found = await this.#packages(actor, { first: 1 }, numeric);
    return found.edges[0]?.node ?? null;
  }

  async #packages(
    actor: Actor,
    args: PageArgs<MetadataPackageFilter>,
    onlyId?: number,
  ): Promise<MetadataConnection<MetadataPackage>> {
    const filter = args.filter ?? {};
    const search = present(filter.search, 'search')?.trim();
    // A text found within names is ranked. A shorter one matches only the start of names, which the
    // list's own order keeps together (an exact name first, ascending), so that the page stops early.
    const ranked = search !== undefined && [...search].length >= MIN_CONTAINED;
    const { size, field, dir, after } = pageOf(args, 'package', ranked);
    const name = present(filter.name, 'name');
    const lowercaseName = present(filter.lowercase_name, 'lowercase_name');
    const description = present(filter.description, 'description');
    const scope = present(filter.scope, 'scope');
    const tags = present(filter.tags, 'tags');
    const types = [
      present(filter.packageType, 'packageType'),
      ...(present(filter.packageTypeIn, 'packageTypeIn') ?? []),
    ]
      .filter((type): type is string => type !== undefined)
      .map(indexPackageType);
    const before = timestamp(present(filter.before, 'before'), 'before');
    const afterDate = timestamp(present(filter.after, 'after'), 'after');
    const version = present(filter.version, 'version');
    const checksum = checksumFilter(present(filter.checksum, 'checksum'));
    // Content is searched by sha1 or md5 once none is left pending (ADR 034).
    if (checksum && checksum.algorithm !== 'sha256') await this.#checksums.completeAll();
    const repos = present(filter.repos, 'repos');

    const readable = await readableBy(this.#access, actor);
    const keys = [...readable.kinds.keys()].filter((key) => repos === undefined || repos.includes(key));
    if (keys.length === 0) return emptyConnection();
    const readScope = scopeOver(readable.scope, keys);
    const heldIn = (fileMatching?: Expression<SqlBool>) => packageReadable(readScope, this.#dialect, fileMatching);
    // Description and tags as the caller sees them: of the newest version they may read, when that is not every version.
    const describedAs = packageDescription(readable.scope, this.#dialect);

    let query = this.#db.selectFrom('packages as p');
    if (onlyId !== undefined) query = query.where('p.id', '=', onlyId);
    else {
      query = query.where(this.#nameSearch(namePattern(name)));
      if (lowercaseName !== undefined) query = query.where(this.#nameSearch(namePattern(lowercaseName)));
      if (search !== undefined) query = query.where(this.#nameSearch(containedPattern(search)));
    }
    if (description !== undefined) {
      const pattern = likePattern(hasWildcard(description) ? description : `*${description}*`);
      query = query.where(sql<SqlBool>`lower(${describedAs}) like ${pattern} escape '!'`);
    }
    if (scope !== undefined) {
      const prefix = `${scope.startsWith('@') ? scope : `@${scope}`}/`;
      query = query.where(sql<SqlBool>`lower(p.name) like ${`${likePattern(prefix)}%`} escape '!'`);
    }
    if (tags !== undefined) query = query.where(packageTagged(tags, readable.scope, this.#dialect));
    if (types.length > 0) query = query.where('p.package_type', 'in', types);
    if (version !== undefined)
      query = query.where(heldIn(sql<SqlBool>`lower(v.version) like ${likePattern(version)} escape '!'`));
    if (checksum !== undefined) query = query.where(heldIn(itemHoldsChecksum('i', checksum)));
    if (before !== undefined) query = query.where('p.created_at', '<', before);
    if (afterDate !== undefined) query = query.where('p.created_at', '>', afterDate);
    const matching = query;
    query = query.where(heldIn());

    // With nothing but the caller's whole repositories to narrow by, one pass over package_repos counts them.
    const unfiltered =
      readsWholly(readScope) &&
      onlyId === undefined &&
      namePattern(name) === '%' &&
      types.length === 0 &&
      [search, lowercaseName, description, scope, tags, version, checksum, before, afterDate].every(
        (v) => v === undefined,
      );
    // A search counts its matches only up to the cap (one more says "more than that"): a broad text
    // matches thousands of packages, and counting them all cost more than finding the page.
    const countCap = search !== undefined && onlyId === undefined ? PACKAGE_SEARCH_COUNT_CAP + 1 : undefined;
    // A search's first page sorts every match by rank anyway, so SQLite counts them in that same pass
    // (a window over all matches, taken before the limit) rather than in a query of its own. On
    // PostgreSQL the window saved nothing measurable, and in one of two measurements cost more than
    // the page and a count apart (math at 100 000 packages: 24 ms against 4 + 2 ms), so it counts apart,
    // on a connection of its own while the page is read.
    const countedInPage = ranked && !after && this.#dialect === 'sqlite';
    const counting: Promise<{ total: number | string } | undefined> = countedInPage
      ? Promise.resolve(undefined)
      : unfiltered
        ? countPackagesHeldIn(this.#dialect, keys)
            .execute(this.#db)
            .then((result) => result.rows[0])
        : countCap !== undefined
          ? this.#db
              .selectFrom(query.select(sql`1`.as('one')).limit(countCap).as('matches'))
              .select(({ fn }) => fn.countAll<number | string>().as('total'))
              .executeTakeFirst()
          : query.select(({ fn }) => fn.countAll<number | string>().as('total')).executeTakeFirst();
    const sortColumn =
      field === 'NAME'
        ? this.#nameOrder('p.name')
        : sql`${sql.ref(field === 'CREATED' ? 'p.created_at' : 'p.modified_at')}`;
    const columns = [
      'p.id',
      'p.name',
      'p.package_type',
      describedAs.as('description'),
      'p.created_at',
      'p.modified_at',
    ] as const;
    // A search lists its best matches first (exact, prefix, word, substring), each rank in the order
    // asked. The rank reads each match's name lowered once, in a derived table: lowered again in each
    // of its dozen LIKEs, it cost PostgreSQL as much as finding the matches (acme, 2,930 matches:
    // 8.6 against 4.6 ms run alone). OFFSET 0 keeps PostgreSQL from folding the table back in.
    // PostgreSQL checks that the caller may read a ranked match after the sort, and stops once the
    // page is full: probing package_repos for every match cost a broad search more than its rank and
    // sort (util, 2,086 matches: 4.3 ms against 1.1 ms). A subquery with an ORDER BY keeps its order
    // (PostgreSQL does not fold it into the query above). SQLite counts the page's matches in the page's
    // own pass (countedInPage), so it checks them all first.
    const readLate = ranked && this.#dialect === 'postgres';
    let ordered = ranked
      ? this.#db
          .selectFrom(
            (readLate ? matching : query)
              .select([...columns, sql<string>`lower(p.name)`.as('lowered')])
              .$if(this.#dialect === 'postgres', (matches) => matches.offset(0))
              .as('p'),
          )
          .select(['p.id', 'p.name', 'p.package_type', 'p.description', 'p.created_at', 'p.modified_at'])
      : query.select(columns);
    const rank = ranked ? matchRank(sql`p.lowered`, search) : sql<number>`0`;
    if (after) {
      const beyond = keyset(sortColumn, sql.ref('p.id'), dir, after);
      ordered = ordered.where(
        after.rank === undefined
          ? beyond
          : sql<SqlBool>`(${rank} > ${after.rank} or (${rank} = ${after.rank} and ${beyond}))`,
      );
    }
    const order = dir === 'ASC' ? sql`asc` : sql`desc`;
    const inOrder = <Q extends { orderBy: (expression: Expression<unknown>) => Q }>(
      rows: Q,
      rankColumn: Expression<unknown>,
    ) => (ranked ? rows.orderBy(rankColumn) : rows).orderBy(sql`${sortColumn} ${order}`).orderBy(sql`p.id ${order}`);
    const sorted = inOrder(
      ordered
        .select(rank.as('rank'))
        .$if(countedInPage, (all) => all.select(sql<number | string>`count(*) over ()`.as('total'))),
      rank,
    );
    const pageOnly = readLate
      ? this.#db
          .selectFrom(sorted.as('p'))
          .selectAll('p')
          // The sorted matches keep the package's id as p.id, all the check reads of `packages as p`.
          .where((outer) => heldIn()(outer as never))
          .limit(size + 1)
      : sorted.limit(size + 1);
    // The page's files and labels come with it (page-details.ts), computed for its rows alone.
    const wholly = readsWholly(readable.scope);
    const paging = inOrder(
      this.#db
        .selectFrom(pageOnly.as('p'))
        .selectAll('p')
        .select(packageFilesJson(this.#dialect).as('files'))
        .select((wholly ? packageTagsJson(this.#dialect) : sql`null`).as('tags'))
        .select((wholly ? packageLicensesJson(this.#dialect) : sql`null`).as('licenses')),
      sql.ref('p.rank'),
    ).execute();
    const [counted, rows] = await Promise.all([counting, paging]);
    const page = rows.slice(0, size);
    const details = await this.#packageDetails(page, readable);
    const nodes = page.map((row): MetadataPackage => {
      const id = Number(row.id);
      const detail = details.get(id);
      return {
        id: String(id),
        name: row.name,
        created: iso(row.created_at),
        modified: iso(row.modified_at),
        description: row.description,
        latestVersion: detail?.latest ?? null,
        packageType: row.package_type,
        versionsCount: detail?.versions ?? 0,
        stats: { downloads: detail?.downloads ?? 0, followers: 0 },
        tags: detail?.tags ?? [],
        licenses: detail?.licenses.length ? detail.licenses : null,
        vulnerabilities: severityCounts(UNSCANNED),
        repos: detail?.repos ?? [],
      };
    });
    const counts = Number((countedInPage ? rows[0]?.total : counted?.total) ?? 0);
    const total = countCap === undefined ? counts : Math.min(counts, countCap);
    return connection(nodes, rows.length > size, total, (node, index) => {
      const row = page[index];
      const value = field === 'NAME' ? node.name : Number(field === 'CREATED' ? row?.created_at : row?.modified_at);
      const rankOf = ranked ? { rank: Number(row?.rank) } : {};
      return encodeCursor({ kind: 'package', field, direction: dir, value, id: Number(node.id), ...rankOf });
    });
  }

  /** What each package of a page shows from the files the caller may read and its labels. */
  async #packageDetails(
    page: readonly { id: number | string; files: unknown; tags: unknown; licenses: unknown }[],
    readable: Readable,
  ) {
    const details = new Map<
      number,
      {
        versions: number;
        latest: string | null;
        downloads: number;
        tags: string[];
        licenses: MetadataLicense[];
        repos: { name: string; type: string }[];
      }
    >();
    if (page.length === 0) return details;
    // Readers of part of a repository see the labels of the newest version they may read, a query of its own.
    const ids = page.map((row) => Number(row.id));
    const partLabels = readsWholly(readable.scope)
      ? undefined
      : await packageLabels(this.#db, this.#dialect, readable.scope, ids);
    for (const row of page) {
      const id = Number(row.id);
      // Narrowed to readable repositories here, not in SQL: given that condition, SQLite (without
      // statistics) walks a repository's whole items index instead of these packages' versions.
      const own = fromJson<PageFile[]>(row.files)
        .map(([version, itemId, repoKey, path, name, downloads]) => ({
          version,
          item_id: itemId,
          repo_key: repoKey,
          path,
          name,
          downloads,
        }))
        .filter((file) => readsFile(readable, file));
      const labels = partLabels ? partLabels.get(id) : pageLabels(row.tags, row.licenses);
      const versions = [...new Set(own.map((file) => file.version))].sort(compareVersions);
      const releases = versions.filter((version) => !isPreRelease(version));
      const items = new Map(own.map((file) => [Number(file.item_id), Number(file.downloads)]));
      const repoKeys = [...new Set(own.map((file) => file.repo_key))].sort();
      details.set(id, {
        versions: versions.length,
        latest: (releases.length > 0 ? releases : versions).at(-1) ?? null,
        downloads: [...items.values()].reduce((sum, count) => sum + count, 0),
        tags: labels?.tags ?? [],
        licenses: labels?.licenses ?? [],
        repos: repoKeys.map((key) => ({ name: key, type: readable.kinds.get(key) ?? 'local' })),
      });
    }
    return details;
  }
}

/** A checksum filter's algorithm, told by the digest's length; anything else is no checksum. */
function checksumFilter(text: string | undefined): ContentChecksum | undefined {
  if (text === undefined) return undefined;
  const value = text.trim().toLowerCase();
  const algorithm = !/^[0-9a-f]+$/.test(value)
    ? undefined
    : ({ 64: 'sha256', 40: 'sha1', 32: 'md5' } as const)[value.length as 64 | 40 | 32];
  if (!algorithm) throw new MetadataInputError(`The checksum filter "${text}" is not a sha256, sha1 or md5 digest`);
  return { algorithm, value };
}
