import type {
  MetadataConnection,
  MetadataFile,
  MetadataLicense,
  MetadataPackage,
  MetadataPackageFilter,
  MetadataVersion,
  MetadataVersionFilter,
} from '@arca/contract';
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { Dialect } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { Actor } from '../auth/actor.ts';
import { countPackagesHeldIn, packageHeldIn } from '../packages/package-index.ts';
import type { StorageAccess } from '../storage/storage-access.ts';
import { indexPackageType } from './metadata.schema.ts';
import {
  type Cursor,
  type Direction,
  decodeCursor,
  direction,
  encodeCursor,
  hasWildcard,
  likePattern,
  MetadataInputError,
  namePattern,
  type OrderField,
  pageSize,
  present,
  timestamp,
} from './metadata-input.ts';
import { type NameSearch, nameSearch } from './name-search.ts';
import { isSeverityLevel, severityCounts, UNSCANNED } from './severity-counts.ts';
import { compareVersions, isPreRelease } from './version-order.ts';

export interface PageArgs<F> {
  filter?: F | null;
  first?: number | null;
  after?: string | null;
  orderBy?: { field?: OrderField | null; direction?: string | null } | null;
}

/** One page's request as both connections read it: its size, its ordering and where it starts. */
function pageOf<F>(args: PageArgs<F>, kind: Cursor['kind']) {
  const field = args.orderBy?.field ?? 'NAME';
  const dir = direction(args.orderBy?.direction);
  return {
    size: pageSize(args.first),
    field,
    dir,
    after: decodeCursor(args.after, { kind, field, direction: dir }),
  };
}

/** Which repositories a caller reads, by key, with their kind. */
type Readable = Map<string, string>;

const iso = (millis: number | string) => new Date(Number(millis)).toISOString();

/**
 * Packages and versions of the package index as the metadata API shows them: only what has a
 * file in a repository the caller may read, counted and summed over those files alone.
 */
export class MetadataQuery {
  readonly #db: Kysely<Database>;
  readonly #dialect: Dialect;
  readonly #access: StorageAccess;
  readonly #nameSearch: NameSearch;

  constructor(deps: { db: Kysely<Database>; dialect: Dialect; access: StorageAccess }) {
    this.#db = deps.db;
    this.#dialect = deps.dialect;
    this.#access = deps.access;
    this.#nameSearch = nameSearch(deps.dialect);
  }

  async #readable(actor: Actor): Promise<Readable> {
    const repositories = await this.#access.readableRepositories(actor);
    return new Map(
      repositories.filter((repository) => repository.rclass !== 'virtual').map((r) => [r.key, r.rclass as string]),
    );
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
    const { size, field, dir, after } = pageOf(args, 'package');
    const filter = args.filter ?? {};
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
    const repos = present(filter.repos, 'repos');

    const readable = await this.#readable(actor);
    const keys = [...readable.keys()].filter((key) => repos === undefined || repos.includes(key));
    if (keys.length === 0) return emptyConnection();

    let query = this.#db.selectFrom('packages as p').where(packageHeldIn(keys));
    if (onlyId !== undefined) query = query.where('p.id', '=', onlyId);
    else {
      query = query.where(this.#nameSearch(namePattern(name)));
      if (lowercaseName !== undefined) query = query.where(this.#nameSearch(namePattern(lowercaseName)));
    }
    if (description !== undefined) {
      const pattern = likePattern(hasWildcard(description) ? description : `*${description}*`);
      query = query.where(sql<SqlBool>`lower(p.description) like ${pattern} escape '!'`);
    }
    if (scope !== undefined) {
      const prefix = `${scope.startsWith('@') ? scope : `@${scope}`}/`;
      query = query.where(sql<SqlBool>`lower(p.name) like ${`${likePattern(prefix)}%`} escape '!'`);
    }
    if (tags !== undefined) {
      const wanted = tags.map((tag) => tag.toLowerCase());
      query = query.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('package_tags as t')
            .select('t.tag')
            .whereRef('t.package_id', '=', 'p.id')
            .where(sql`lower(t.tag)`, 'in', wanted),
        ),
      );
    }
    if (types.length > 0) query = query.where('p.package_type', 'in', types);
    if (version !== undefined)
      query = query.where(packageHeldIn(keys, sql<SqlBool>`lower(v.version) like ${likePattern(version)} escape '!'`));
    if (checksum !== undefined)
      query = query.where(
        packageHeldIn(
          keys,
          checksum.column === 'sha256'
            ? sql<SqlBool>`i.sha256 = ${checksum.value}`
            : sql<SqlBool>`i.sha256 in (select b.sha256 from blobs b where ${sql.ref(`b.${checksum.column}`)} = ${checksum.value})`,
        ),
      );
    if (before !== undefined) query = query.where('p.created_at', '<', before);
    if (afterDate !== undefined) query = query.where('p.created_at', '>', afterDate);

    // With nothing but the caller's repositories to narrow by, one pass over package_repos counts them.
    const unfiltered =
      onlyId === undefined &&
      namePattern(name) === '%' &&
      types.length === 0 &&
      [lowercaseName, description, scope, tags, version, checksum, before, afterDate].every((v) => v === undefined);
    const counted = unfiltered
      ? (await countPackagesHeldIn(this.#dialect, keys).execute(this.#db)).rows[0]
      : await query.select(({ fn }) => fn.countAll<number | string>().as('total')).executeTakeFirst();
    const sortColumn =
      field === 'NAME'
        ? this.#nameOrder('p.name')
        : sql`${sql.ref(field === 'CREATED' ? 'p.created_at' : 'p.modified_at')}`;
    if (after) query = query.where(keyset(sortColumn, sql.ref('p.id'), dir, after));
    const order = dir === 'ASC' ? sql`asc` : sql`desc`;
    const rows = await query
      .select(['p.id', 'p.name', 'p.package_type', 'p.description', 'p.created_at', 'p.modified_at'])
      .orderBy(sql`${sortColumn} ${order}`)
      .orderBy(sql`p.id ${order}`)
      .limit(size + 1)
      .execute();
    const page = rows.slice(0, size);
    const details = await this.#packageDetails(
      page.map((row) => Number(row.id)),
      readable,
    );
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
    return connection(nodes, rows.length > size, Number(counted?.total ?? 0), (node, index) => {
      const row = page[index];
      const value = field === 'NAME' ? node.name : Number(field === 'CREATED' ? row?.created_at : row?.modified_at);
      return encodeCursor({ kind: 'package', field, direction: dir, value, id: Number(node.id) });
    });
  }

  async #packageDetails(ids: readonly number[], readable: Readable) {
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
    if (ids.length === 0) return details;
    // Narrowed to readable repositories here, not in SQL: given that condition, SQLite (without
    // statistics) walks a repository's whole items index instead of these packages' versions.
    const held = await this.#db
      .selectFrom('package_versions as v')
      .innerJoin('package_files as f', 'f.version_id', 'v.id')
      .innerJoin('items as i', 'i.id', 'f.item_id')
      .select(['v.package_id', 'v.version', 'i.id as item_id', 'i.repo_key', 'i.downloads'])
      .where('v.package_id', 'in', ids)
      .execute();
    const files = held.filter((file) => readable.has(file.repo_key));
    const tags = await this.#db.selectFrom('package_tags').selectAll().where('package_id', 'in', ids).execute();
    const licenses = await this.#licenses(ids);
    for (const id of ids) {
      const own = files.filter((file) => Number(file.package_id) === id);
      const versions = [...new Set(own.map((file) => file.version))].sort(compareVersions);
      const releases = versions.filter((version) => !isPreRelease(version));
      const items = new Map(own.map((file) => [Number(file.item_id), Number(file.downloads)]));
      const repoKeys = [...new Set(own.map((file) => file.repo_key))].sort();
      details.set(id, {
        versions: versions.length,
        latest: (releases.length > 0 ? releases : versions).at(-1) ?? null,
        downloads: [...items.values()].reduce((sum, count) => sum + count, 0),
        tags: tags
          .filter((tag) => Number(tag.package_id) === id)
          .map((tag) => tag.tag)
          .sort(),
        licenses: licenses.get(id) ?? [],
        repos: repoKeys.map((key) => ({ name: key, type: readable.get(key) ?? 'local' })),
      });
    }
    return details;
  }

  async #licenses(packageIds: readonly number[]): Promise<Map<number, MetadataLicense[]>> {
    const rows =
      packageIds.length === 0
        ? []
        : await this.#db
            .selectFrom('package_licenses')
            .selectAll()
            .where('package_id', 'in', packageIds)
            .orderBy('name')
            .execute();
    const byPackage = new Map<number, MetadataLicense[]>();
    for (const row of rows) {
      const id = Number(row.package_id);
      byPackage.set(id, [...(byPackage.get(id) ?? []), { name: row.name, source: row.source }]);
    }
    return byPackage;
  }

  async versions(actor: Actor, args: PageArgs<MetadataVersionFilter>): Promise<MetadataConnection<MetadataVersion>> {
    const { size, field, dir, after } = pageOf(args, 'version');
    const filter = args.filter ?? {};
    const packageId = present(filter.packageId, 'packageId');
    const name = present(filter.name, 'name');
    const tags = present(filter.tags, 'tags');
    const repos = present(filter.repos, 'repos');
    const licenses = present(filter.licenses, 'licenses');
    const severities = present(filter.severities, 'severities');
    const packageType = present(filter.packageType, 'packageType');
    const cve = present(filter.cve, 'cve');
    for (const severity of severities ?? [])
      if (!isSeverityLevel(severity.level.toLowerCase()))
        throw new MetadataInputError(
          `Unknown severity "${severity.level}": use critical, high, medium, low, info, unknown or skipped`,
        );
    if (packageId !== undefined && !/^\d{1,15}$/.test(packageId)) return emptyConnection();

    const readable = await this.#readable(actor);
    const keys = [...readable.keys()].filter((key) => repos === undefined || repos.includes(key));
    if (keys.length === 0) return emptyConnection();
    // Nothing is scanned, so every count is zero: only a minimum of zero can be met, and no
    // version is known to be affected by a CVE.
    if (severities?.every((severity) => (severity.countMin ?? 1) > 0) || cve !== undefined) return emptyConnection();

    let query = this.#db
      .selectFrom('package_versions as v')
      .innerJoin('packages as p', 'p.id', 'v.package_id')
      .select(['v.id', 'v.version', 'v.created_at', 'v.modified_at', 'p.id as package_id', 'p.name', 'p.package_type'])
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('package_files as f')
            .innerJoin('items as i', 'i.id', 'f.item_id')
            .select('f.item_id')
            .whereRef('f.version_id', '=', 'v.id')
            .where('i.repo_key', 'in', keys),
        ),
      )
      .where(sql<SqlBool>`lower(v.version) like ${namePattern(name)} escape '!'`);
    if (packageId !== undefined) query = query.where('v.package_id', '=', Number(packageId));
    if (packageType !== undefined) query = query.where('p.package_type', '=', indexPackageType(packageType));
    if (tags !== undefined) {
      const wanted = tags.map((tag) => tag.toLowerCase());
      query = query.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('package_tags as t')
            .select('t.tag')
            .whereRef('t.package_id', '=', 'p.id')
            .where(sql`lower(t.tag)`, 'in', wanted),
        ),
      );
    }
    if (licenses !== undefined) {
      const wanted = licenses.map((license) => license.toLowerCase());
      query = query.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('package_licenses as l')
            .select('l.name')
            .whereRef('l.package_id', '=', 'p.id')
            .where(sql`lower(l.name)`, 'in', wanted),
        ),
      );
    }
    let rows = (await query.execute()).map((row) => ({
      id: Number(row.id),
      version: row.version,
      created: Number(row.created_at),
      modified: Number(row.modified_at),
      packageId: Number(row.package_id),
      packageName: row.name,
      packageType: row.package_type,
    }));
    if (filter.ignorePreRelease) rows = rows.filter((row) => !isPreRelease(row.version));

    type Row = (typeof rows)[number];
    const sortValue = (row: Row) => (field === 'NAME' ? row.version : field === 'CREATED' ? row.created : row.modified);
    const compare = (a: { value: string | number; id: number }, b: { value: string | number; id: number }) => {
      const byValue =
        typeof a.value === 'string' && typeof b.value === 'string'
          ? compareVersions(a.value, b.value)
          : Number(a.value) - Number(b.value);
      const ordered = byValue !== 0 ? byValue : a.id - b.id;
      return dir === 'ASC' ? ordered : -ordered;
    };
    rows.sort((a, b) => compare({ value: sortValue(a), id: a.id }, { value: sortValue(b), id: b.id }));
    const start = after ? rows.findIndex((row) => compare({ value: sortValue(row), id: row.id }, after) > 0) : 0;
    const rest = start < 0 ? [] : rows.slice(start);
    const page = rest.slice(0, size);
    const nodes = await this.#versionNodes(page, readable, keys, filter.includeFiles === true);
    return connection(nodes, rest.length > size, rows.length, (_node, index) => {
      const row = page[index] as Row;
      return encodeCursor({ kind: 'version', field, direction: dir, value: sortValue(row), id: row.id });
    });
  }

  async #versionNodes(
    page: readonly {
      id: number;
      version: string;
      created: number;
      modified: number;
      packageId: number;
      packageName: string;
      packageType: string;
    }[],
    readable: Readable,
    keys: readonly string[],
    includeFiles: boolean,
  ): Promise<MetadataVersion[]> {
    if (page.length === 0) return [];
    const files = await this.#db
      .selectFrom('package_files as f')
      .innerJoin('items as i', 'i.id', 'f.item_id')
      .leftJoin('blobs as b', 'b.sha256', 'i.sha256')
      .select([
        'f.version_id',
        'f.lead',
        'i.id as item_id',
        'i.repo_key',
        'i.path',
        'i.name',
        'i.size',
        'i.sha256',
        'i.mime_type',
        'i.downloads',
        'b.sha1',
        'b.md5',
      ])
      .where(
        'f.version_id',
        'in',
        page.map((row) => row.id),
      )
      .where('i.repo_key', 'in', keys)
      .orderBy('i.repo_key')
      .orderBy('i.id')
      .execute();
    const licenses = await this.#licenses([...new Set(page.map((row) => row.packageId))]);
    return page.map((row): MetadataVersion => {
      const own = files.filter((file) => Number(file.version_id) === row.id);
      const repoKeys = [...new Set(own.map((file) => file.repo_key))];
      const leadOf = (key: string) => own.find((file) => file.repo_key === key && Number(file.lead) === 1) ?? undefined;
      // One copy per content: the same version kept in two repositories weighs what one copy does.
      const distinct = new Map(own.map((file) => [`${file.name}\u0000${file.sha256 ?? file.item_id}`, file]));
      const lead = own.find((file) => Number(file.lead) === 1);
      const manifest = own.find((file) => file.name === 'manifest.json');
      const digestFile = lead ?? manifest;
      const packageLicenses = licenses.get(row.packageId) ?? [];
      return {
        id: String(row.id),
        name: row.version,
        created: iso(row.created),
        modified: iso(row.modified),
        package: { id: String(row.packageId), name: row.packageName, packageType: row.packageType },
        repos: repoKeys.map((key) => {
          const leadFile = leadOf(key);
          return {
            name: key,
            type: readable.get(key) ?? 'local',
            leadFilePath: leadFile
              ? leadFile.path === '.'
                ? leadFile.name
                : `${leadFile.path}/${leadFile.name}`
              : null,
          };
        }),
        licenses: packageLicenses.length > 0 ? packageLicenses : null,
        size: [...distinct.values()].reduce((sum, file) => sum + Number(file.size), 0),
        stats: { downloadCount: own.reduce((sum, file) => sum + Number(file.downloads), 0) },
        vulnerabilities: severityCounts(UNSCANNED),
        files: includeFiles
          ? [...distinct.values()].map(
              (file): MetadataFile => ({
                name: file.name,
                lead: Number(file.lead) === 1,
                size: Number(file.size),
                md5: file.md5 ?? null,
                sha1: file.sha1 ?? null,
                sha256: file.sha256,
                mimeType: file.mime_type,
              }),
            )
          : null,
        digest: digestFile?.sha256 ? `sha256:${digestFile.sha256}` : null,
      };
    });
  }
}

/** A checksum filter's column, told by the digest's length; anything else is no checksum. */
function checksumFilter(text: string | undefined): { column: 'sha256' | 'sha1' | 'md5'; value: string } | undefined {
  if (text === undefined) return undefined;
  const value = text.trim().toLowerCase();
  const column = !/^[0-9a-f]+$/.test(value)
    ? undefined
    : ({ 64: 'sha256', 40: 'sha1', 32: 'md5' } as const)[value.length as 64 | 40 | 32];
  if (!column) throw new MetadataInputError(`The checksum filter "${text}" is not a sha256, sha1 or md5 digest`);
  return { column, value };
}

function keyset(
  sortColumn: Expression<unknown>,
  idColumn: Expression<unknown>,
  dir: Direction,
  after: Cursor,
): Expression<SqlBool> {
  const beyond = dir === 'ASC' ? sql`>` : sql`<`;
  return sql<SqlBool>`(${sortColumn} ${beyond} ${after.value} or (${sortColumn} = ${after.value} and ${idColumn} ${beyond} ${after.id}))`;
}

function emptyConnection<T>(): MetadataConnection<T> {
  return { edges: [], pageInfo: { hasNextPage: false, endCursor: null }, totalCount: 0 };
}

function connection<T>(
  nodes: readonly T[],
  hasNextPage: boolean,
  totalCount: number,
  cursorOf: (node: T, index: number) => string,
): MetadataConnection<T> {
  const edges = nodes.map((node, index) => ({ node, cursor: cursorOf(node, index) }));
  return { edges, pageInfo: { hasNextPage, endCursor: edges.at(-1)?.cursor ?? null }, totalCount };
}
