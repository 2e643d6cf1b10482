import { sql } from 'kysely';
import type { DialectMigration } from '../migrator.ts';

/**
 * Each version keeps the description, tags and licences its own record gave, beside the package's,
 * which follow the newest record of any version. A reader who may read only some of a package's
 * versions is shown the fields of the newest of those, so a version kept from them does not tell
 * its description, keywords or licence.
 *
 * What each version gave was not recorded before: the package's fields go to its newest version
 * (by creation), which most likely gave them; older versions show none until recorded again.
 */
export const packageVersionFields: DialectMigration = () => ({
  async up(db) {
    await db.schema.alterTable('package_versions').addColumn('description', 'text').execute();
    await db.schema
      .createTable('package_version_tags')
      .addColumn('version_id', 'bigint', (c) => c.notNull().references('package_versions.id').onDelete('cascade'))
      .addColumn('tag', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('package_version_tags_pk', ['version_id', 'tag'])
      .execute();
    await db.schema
      .createTable('package_version_licenses')
      .addColumn('version_id', 'bigint', (c) => c.notNull().references('package_versions.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('package_version_licenses_pk', ['version_id', 'name'])
      .execute();

    const newest = sql`(select v.id from package_versions v where v.package_id = p.id
      order by v.created_at desc, v.id desc limit 1)`;
    await sql`update package_versions set description = (
        select p.description from packages p where p.id = package_versions.package_id)
      where id in (select ${newest} from packages p)`.execute(db);
    await sql`insert into package_version_tags (version_id, tag)
      select n.version_id, t.tag from package_tags t
      join (select p.id as package_id, ${newest} as version_id from packages p) n on n.package_id = t.package_id
      where n.version_id is not null`.execute(db);
    await sql`insert into package_version_licenses (version_id, name, source)
      select n.version_id, l.name, l.source from package_licenses l
      join (select p.id as package_id, ${newest} as version_id from packages p) n on n.package_id = l.package_id
      where n.version_id is not null`.execute(db);
  },
});
