import type { MetadataConnection, MetadataFile, MetadataVersion, MetadataVersionFilter } from '@arca/contract';
import { type Kysely, type SqlBool, sql } from 'kysely';
import type { Dialect } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { Actor } from '../auth/actor.ts';
import { packageLabels, packageLicensed, packageTagged } from '../packages/package-fields.ts';
import { type ReadScope, scopeOver } from '../permissions/authorization.ts';
import { type PendingChecksums, readableItem, type StorageAccess, storedBlobs, storedItems } from '../storage/index.ts';
import {
  connection,
  emptyConnection,
  iso,
  type PageArgs,
  pageOf,
  type Readable,
  readableBy,
} from './metadata-connection.ts';
import { encodeCursor, MetadataInputError, namePattern, present } from './metadata-input.ts';
import { indexPackageType } from './package-type-names.ts';
import { isSeverityLevel, severityCounts, UNSCANNED } from './severity-counts.ts';
import { compareVersions, isPreRelease } from './version-order.ts';

/**
 * Versions of the package index as the metadata API shows them: only those with a file in a
 * repository the caller may read, ordered semantically by name (which SQL cannot), so a page is
 * cut from the package's versions in memory.
 */
export class VersionsQuery {
  readonly #db: Kysely<Database>;
  readonly #dialect: Dialect;
  readonly #access: StorageAccess;
  readonly #checksums: Pick<PendingChecksums, 'fill'>;

  constructor(deps: {
    db: Kysely<Database>;
    dialect: Dialect;
    access: StorageAccess;
    checksums: Pick<PendingChecksums, 'fill'>;
  }) {
    this.#db = deps.db;
    this.#dialect = deps.dialect;
    this.#access = deps.access;
    this.#checksums = deps.checksums;
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

    const readable = await readableBy(this.#access, actor);
    const keys = [...readable.kinds.keys()].filter((key) => repos === undefined || repos.includes(key));
    if (keys.length === 0) return emptyConnection();
    const scope = scopeOver(readable.scope, keys);
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
            .innerJoin(storedItems('i'), 'i.id', 'f.item_id')
            .select('f.item_id')
            .whereRef('f.version_id', '=', 'v.id')
            .where(readableItem(scope, this.#dialect, 'i')),
        ),
      )
      .where(sql<SqlBool>`lower(v.version) like ${namePattern(name)} escape '!'`);
    if (packageId !== undefined) query = query.where('v.package_id', '=', Number(packageId));
    if (packageType !== undefined) query = query.where('p.package_type', '=', indexPackageType(packageType));
    // Tags and licences as the caller sees them: of the newest version they may read, when that is not every version.
    if (tags !== undefined) query = query.where(packageTagged(tags, readable.scope, this.#dialect));
    if (licenses !== undefined) query = query.where(packageLicensed(licenses, readable.scope, this.#dialect));
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
    const nodes = await this.#versionNodes(page, readable, scope, filter.includeFiles === true);
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
    scope: ReadScope,
    includeFiles: boolean,
  ): Promise<MetadataVersion[]> {
    if (page.length === 0) return [];
    const files = await this.#db
      .selectFrom('package_files as f')
      .innerJoin(storedItems('i'), 'i.id', 'f.item_id')
      .leftJoin(storedBlobs('b'), 'b.sha256', 'i.sha256')
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
      .where(readableItem(scope, this.#dialect, 'i'))
      .orderBy('i.repo_key')
      .orderBy('i.id')
      .execute();
    // An image's layers, pushed just now, may not have their sha1 and md5 yet (ADR 034).
    await this.#checksums.fill(files);
    const labels = await packageLabels(this.#db, this.#dialect, readable.scope, [
      ...new Set(page.map((row) => row.packageId)),
    ]);
    return page.map((row): MetadataVersion => {
      const own = files.filter((file) => Number(file.version_id) === row.id);
      const repoKeys = [...new Set(own.map((file) => file.repo_key))];
      const leadOf = (key: string) => own.find((file) => file.repo_key === key && Number(file.lead) === 1) ?? undefined;
      // One copy per content: the same version kept in two repositories weighs what one copy does.
      const distinct = new Map(own.map((file) => [`${file.name}\u0000${file.sha256 ?? file.item_id}`, file]));
      const lead = own.find((file) => Number(file.lead) === 1);
      const manifest = own.find((file) => file.name === 'manifest.json');
      const digestFile = lead ?? manifest;
      const packageLicenses = labels.get(row.packageId)?.licenses ?? [];
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
            type: readable.kinds.get(key) ?? 'local',
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
