import { type ExpressionBuilder, type Kysely, type RawBuilder, sql } from 'kysely';
import type { Dialect } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { type ReadScope, readsWholly } from '../permissions/authorization.ts';
import { readableItem, storedItems } from '../storage/index.ts';

/*
 * A package's description, tags and licences as one reader sees them. The package's own follow the
 * newest record of any version (PackageIndex.record); readers of whole repositories see those, on
 * today's queries. A reader who may read only some versions sees what the newest of those gave,
 * so a version kept from them does not tell its description, keywords or licence, nor is it found
 * by them.
 */

/**
 * The newest version of `packages as p` (by creation) with a file the scope lets read. A reader
 * of only part of a package sees its description, tags and licences as that version gave them:
 * the package's own follow the newest record, which may be of a version kept from them.
 */
function newestReadableVersion(scope: ReadScope, dialect: Dialect): RawBuilder<number | null> {
  return sql<number | null>`(select nv.id from package_versions nv where nv.package_id = p.id and exists (
      select 1 from package_files nf inner join ${storedItems('ni')} on ni.id = nf.item_id
      where nf.version_id = nv.id and ${readableItem(scope, dialect, 'ni')})
    order by nv.created_at desc, nv.id desc limit 1)`;
}

/**
 * The description of `packages as p` as the scope's reader sees it: the package's own for readers
 * of whole repositories, else that of the newest version they may read.
 */
export function packageDescription(scope: ReadScope, dialect: Dialect): RawBuilder<string | null> {
  if (readsWholly(scope)) return sql<string | null>`p.description`;
  return sql<
    string | null
  >`(select dv.description from package_versions dv where dv.id = ${newestReadableVersion(scope, dialect)})`;
}

/** A condition on `packages as p`: it carries one of these tags, in any letter case, as the scope's reader sees it. */
export function packageTagged(tags: readonly string[], scope: ReadScope, dialect: Dialect) {
  const wanted = tags.map((tag) => tag.toLowerCase());
  return ({ exists, selectFrom }: ExpressionBuilder<Database & { p: Database['packages'] }, 'p'>) =>
    readsWholly(scope)
      ? exists(
          selectFrom('package_tags as t')
            .select('t.tag')
            .whereRef('t.package_id', '=', 'p.id')
            .where(sql`lower(t.tag)`, 'in', wanted),
        )
      : exists(
          selectFrom('package_version_tags as t')
            .select('t.tag')
            .where('t.version_id', '=', newestReadableVersion(scope, dialect))
            .where(sql`lower(t.tag)`, 'in', wanted),
        );
}

/** A condition on `packages as p`: it declares one of these licences, in any letter case, as the scope's reader sees it. */
export function packageLicensed(licenses: readonly string[], scope: ReadScope, dialect: Dialect) {
  const wanted = licenses.map((license) => license.toLowerCase());
  return ({ exists, selectFrom }: ExpressionBuilder<Database & { p: Database['packages'] }, 'p'>) =>
    readsWholly(scope)
      ? exists(
          selectFrom('package_licenses as l')
            .select('l.name')
            .whereRef('l.package_id', '=', 'p.id')
            .where(sql`lower(l.name)`, 'in', wanted),
        )
      : exists(
          selectFrom('package_version_licenses as l')
            .select('l.name')
            .where('l.version_id', '=', newestReadableVersion(scope, dialect))
            .where(sql`lower(l.name)`, 'in', wanted),
        );
}

export interface PackageLabels {
  tags: string[];
  licenses: { name: string; source: string }[];
}

/** The tags and licences of these packages as the scope's reader sees them, by package id, each sorted by name. */
export async function packageLabels(
  db: Kysely<Database>,
  dialect: Dialect,
  scope: ReadScope,
  packageIds: readonly number[],
): Promise<Map<number, PackageLabels>> {
  const labels = new Map<number, PackageLabels>(packageIds.map((id) => [id, { tags: [], licenses: [] }]));
  if (packageIds.length === 0) return labels;
  const add = (packageId: number | undefined, row: { tag: string } | { name: string; source: string }) => {
    const label = packageId === undefined ? undefined : labels.get(packageId);
    if (!label) return;
    if ('tag' in row) label.tags.push(row.tag);
    else label.licenses.push({ name: row.name, source: row.source });
  };
  if (readsWholly(scope)) {
    const tags = await db.selectFrom('package_tags').selectAll().where('package_id', 'in', packageIds).execute();
    const licenses = await db
      .selectFrom('package_licenses')
      .selectAll()
      .where('package_id', 'in', packageIds)
      .execute();
    for (const row of tags) add(Number(row.package_id), row);
    for (const row of licenses) add(Number(row.package_id), row);
  } else {
    const newest = await db
      .selectFrom('packages as p')
      .select(['p.id', newestReadableVersion(scope, dialect).as('version_id')])
      .where('p.id', 'in', packageIds)
      .execute();
    const packageOf = new Map(
      newest.filter((row) => row.version_id !== null).map((row) => [Number(row.version_id), Number(row.id)]),
    );
    const versionIds = [...packageOf.keys()];
    if (versionIds.length > 0) {
      const tags = await db
        .selectFrom('package_version_tags')
        .selectAll()
        .where('version_id', 'in', versionIds)
        .execute();
      const licenses = await db
        .selectFrom('package_version_licenses')
        .selectAll()
        .where('version_id', 'in', versionIds)
        .execute();
      for (const row of tags) add(packageOf.get(Number(row.version_id)), row);
      for (const row of licenses) add(packageOf.get(Number(row.version_id)), row);
    }
  }
  for (const label of labels.values()) {
    label.tags.sort();
    label.licenses.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  }
  return labels;
}
