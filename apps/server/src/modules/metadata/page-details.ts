import { type RawBuilder, sql } from 'kysely';
import type { Dialect } from '../../db/database.ts';
import type { PackageLabels } from '../packages/package-fields.ts';
import { storedItems } from '../storage/index.ts';

/**
 * What a page of packages shows beyond the packages' own rows (their stored files, tags and
 * licences), read with the page in the same statement: one round trip to the database instead of
 * one per table, each of which waited for the page's ids. Each is a JSON array aggregated over one
 * package (`p.id`), as PostgreSQL's json_agg or SQLite's json_group_array writes it.
 */

/** A stored file of a package's version: version, item id, repository, path, name, downloads. */
export type PageFile = [
  version: string,
  itemId: number,
  repoKey: string,
  path: string,
  name: string,
  downloads: number,
];

/** The files of `p` (every repository: the caller's reach is checked on them in Node, see readsFile). */
export function packageFilesJson(dialect: Dialect): RawBuilder<unknown> {
  return jsonArray(
    dialect,
    sql`json_build_array(v.version, i.id, i.repo_key, i.path, i.name, i.downloads)`,
    sql`json_array(v.version, i.id, i.repo_key, i.path, i.name, i.downloads)`,
    sql`package_versions v join package_files f on f.version_id = v.id join ${storedItems('i')} on i.id = f.item_id where v.package_id = p.id`,
  );
}

/** The package's own tags of `p`: those a reader of its whole repositories sees. */
export function packageTagsJson(dialect: Dialect): RawBuilder<unknown> {
  return jsonArray(dialect, sql`t.tag`, sql`t.tag`, sql`package_tags t where t.package_id = p.id`);
}

/** The package's own licences of `p`, as `[name, source]`. */
export function packageLicensesJson(dialect: Dialect): RawBuilder<unknown> {
  return jsonArray(
    dialect,
    sql`json_build_array(l.name, l.source)`,
    sql`json_array(l.name, l.source)`,
    sql`package_licenses l where l.package_id = p.id`,
  );
}

function jsonArray(
  dialect: Dialect,
  postgresElement: RawBuilder<unknown>,
  sqliteElement: RawBuilder<unknown>,
  from: RawBuilder<unknown>,
): RawBuilder<unknown> {
  return dialect === 'postgres'
    ? sql`(select coalesce(json_agg(${postgresElement}), '[]'::json) from ${from})`
    : sql`(select json_group_array(${sqliteElement}) from ${from})`;
}

/** A JSON column as the driver gives it: parsed by pg, text from SQLite. */
export function fromJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/** The labels read with a page row, each sorted by name as packageLabels sorts them. */
export function pageLabels(tags: unknown, licenses: unknown): PackageLabels {
  return {
    tags: fromJson<string[]>(tags).sort(),
    licenses: fromJson<[string, string][]>(licenses)
      .map(([name, source]) => ({ name, source }))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
  };
}
