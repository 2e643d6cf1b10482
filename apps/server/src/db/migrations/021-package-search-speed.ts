import { type Kysely, sql } from 'kysely';
import type { DialectMigration } from '../migrator.ts';

/**
 * Which repositories hold files of each package, kept by triggers, so a package list narrows by
 * the caller's repositories with one index probe per package (or one scan of this small table)
 * instead of walking versions → files → items: at 100 000 packages and a million versions that
 * walk cost over half a second per list (bench/package-search.mjs).
 *
 * `files` counts the package's files in that repository; the row goes when it reaches zero. A file
 * link's removal is counted while its version and item still exist: deleting an item or a version
 * first removes its links itself, ahead of the foreign-key cascade, whose rows would otherwise be
 * gone by then. An item that changes repository (a repository renamed) moves its count along.
 *
 * Also an index on `lower(name)`, so a name filter with a literal prefix (what the console sends as
 * the user types) reads one index range instead of a trigram or table scan; and on PostgreSQL one
 * on names in code point order, the order the list is sorted in.
 */
export const packageSearchSpeed: DialectMigration = (dialect) => ({
  async up(db) {
    await db.schema
      .createTable('package_repos')
      .addColumn('package_id', 'bigint', (c) => c.notNull().references('packages.id').onDelete('cascade'))
      .addColumn('repo_key', 'text', (c) => c.notNull())
      .addColumn('files', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('package_repos_pk', ['package_id', 'repo_key'])
      .execute();
    await db.schema.createIndex('package_repos_repo').on('package_repos').columns(['repo_key', 'package_id']).execute();
    await sql`insert into package_repos (package_id, repo_key, files)
      select v.package_id, i.repo_key, count(*) from package_versions v
      join package_files f on f.version_id = v.id join items i on i.id = f.item_id
      group by v.package_id, i.repo_key`.execute(db);
    await sql`create index packages_name_lower on packages (lower(name)${sql.raw(dialect === 'postgres' ? ' collate "C"' : '')})`.execute(
      db,
    );
    if (dialect === 'sqlite') await sqliteTriggers(db);
    else {
      // The list orders names by code point (collate "C"); the index of migration 018 follows the
      // database's collation, so PostgreSQL sorted every match to find a first page.
      await sql`create index packages_name_c on packages (name collate "C", id)`.execute(db);
      // A page's versions are a few index probes; skewed version counts make the planner guess
      // thousands of rows and start parallel workers, which took 10 ms of the 14 a page cost.
      await sql`alter table package_versions set (parallel_workers = 0)`.execute(db);
      await postgresTriggers(db);
    }
  },
});

async function sqliteTriggers(db: Kysely<unknown>) {
  await sql`create trigger package_repos_file_added after insert on package_files begin
    insert into package_repos (package_id, repo_key, files)
      select v.package_id, i.repo_key, 1 from package_versions v, items i
      where v.id = new.version_id and i.id = new.item_id
      on conflict (package_id, repo_key) do update set files = files + 1;
  end`.execute(db);
  await sql`create trigger package_repos_file_removed after delete on package_files begin
    update package_repos set files = files - 1
      where package_id = (select package_id from package_versions where id = old.version_id)
        and repo_key = (select repo_key from items where id = old.item_id);
    delete from package_repos
      where package_id = (select package_id from package_versions where id = old.version_id)
        and repo_key = (select repo_key from items where id = old.item_id) and files <= 0;
  end`.execute(db);
  await sql`create trigger package_repos_item_removed before delete on items begin
    delete from package_files where item_id = old.id;
  end`.execute(db);
  await sql`create trigger package_repos_version_removed before delete on package_versions begin
    delete from package_files where version_id = old.id;
  end`.execute(db);
  await sql`create trigger package_repos_item_moved after update of repo_key on items
    when old.repo_key is not new.repo_key begin
    insert into package_repos (package_id, repo_key, files)
      select v.package_id, new.repo_key, count(*) from package_files f join package_versions v on v.id = f.version_id
      where f.item_id = new.id group by v.package_id
      on conflict (package_id, repo_key) do update set files = files + excluded.files;
    update package_repos set files = files - (
        select count(*) from package_files f join package_versions v on v.id = f.version_id
        where f.item_id = new.id and v.package_id = package_repos.package_id)
      where repo_key = old.repo_key
        and package_id in (select v.package_id from package_files f join package_versions v on v.id = f.version_id where f.item_id = new.id);
    delete from package_repos where repo_key = old.repo_key and files <= 0;
  end`.execute(db);
}

async function postgresTriggers(db: Kysely<unknown>) {
  await sql`create function package_repos_file_added() returns trigger language plpgsql as $$
    begin
      insert into package_repos (package_id, repo_key, files)
        select v.package_id, i.repo_key, 1 from package_versions v, items i
        where v.id = new.version_id and i.id = new.item_id
        on conflict (package_id, repo_key) do update set files = package_repos.files + 1;
      return null;
    end $$`.execute(db);
  await sql`create trigger package_repos_file_added after insert on package_files
    for each row execute function package_repos_file_added()`.execute(db);

  await sql`create function package_repos_file_removed() returns trigger language plpgsql as $$
    declare
      owner bigint := (select package_id from package_versions where id = old.version_id);
      repo text := (select repo_key from items where id = old.item_id);
    begin
      update package_repos set files = files - 1 where package_id = owner and repo_key = repo;
      delete from package_repos where package_id = owner and repo_key = repo and files <= 0;
      return null;
    end $$`.execute(db);
  await sql`create trigger package_repos_file_removed after delete on package_files
    for each row execute function package_repos_file_removed()`.execute(db);

  // An AFTER trigger on package_files would run once the cascade had deleted the item or version.
  await sql`create function package_repos_item_removed() returns trigger language plpgsql as $$
    begin
      delete from package_files where item_id = old.id;
      return old;
    end $$`.execute(db);
  await sql`create trigger package_repos_item_removed before delete on items
    for each row execute function package_repos_item_removed()`.execute(db);
  await sql`create function package_repos_version_removed() returns trigger language plpgsql as $$
    begin
      delete from package_files where version_id = old.id;
      return old;
    end $$`.execute(db);
  await sql`create trigger package_repos_version_removed before delete on package_versions
    for each row execute function package_repos_version_removed()`.execute(db);

  await sql`create function package_repos_item_moved() returns trigger language plpgsql as $$
    begin
      insert into package_repos (package_id, repo_key, files)
        select v.package_id, new.repo_key, count(*) from package_files f join package_versions v on v.id = f.version_id
        where f.item_id = new.id group by v.package_id
        on conflict (package_id, repo_key) do update set files = package_repos.files + excluded.files;
      update package_repos r set files = r.files - moved.files
        from (select v.package_id, count(*) as files from package_files f join package_versions v on v.id = f.version_id
              where f.item_id = new.id group by v.package_id) moved
        where r.package_id = moved.package_id and r.repo_key = old.repo_key;
      delete from package_repos where repo_key = old.repo_key and files <= 0;
      return null;
    end $$`.execute(db);
  await sql`create trigger package_repos_item_moved after update of repo_key on items
    for each row when (old.repo_key is distinct from new.repo_key) execute function package_repos_item_moved()`.execute(
    db,
  );
}
