import type { Selectable } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectMigration } from '../migrator.ts';
import type { ItemsTable } from '../schema.ts';

// The registry's layout as this migration found it, written out so later changes to it do not change what it did.
const REGISTRY_TYPES = ['docker', 'oci', 'helmoci'];
const MANIFEST_FILES = ['manifest.json', 'list.manifest.json'];
const UPLOADS = '_uploads';
const DIGEST_FOLDER = /^sha(?:256|512)__[0-9a-f]+$/;
const PUSHED_TAGS_PROPERTY = 'docker.manifest.pushedTags';

type ItemRow = Selectable<ItemsTable>;
type MigrationDb = Parameters<Migration['up']>[0];

/**
 * Manifests addressed by content (ADR 019): every manifest stored in a tag's folder gets the
 * folder of its digest, `{image}/sha256__<hex>/`, holding a copy of the manifest and of the blobs
 * beside it (items pointing at the same stored content, so no bytes are copied). A re-push of the
 * tag then leaves the old manifest pullable by digest. The copy remembers the tags it was found
 * under, whose paths keep deciding who may read it. A digest folder that exists already (the
 * manifest was pushed by digest) stays as it is.
 */
export const dockerDigestFolders: DialectMigration = () => ({
  async up(db) {
    const manifests = (await db
      .selectFrom('items as i')
      .innerJoin('repositories as r', 'r.repo_key', 'i.repo_key')
      .selectAll('i')
      .where('r.package_type', 'in', REGISTRY_TYPES)
      .where('i.type', '=', 'file')
      .where('i.name', 'in', MANIFEST_FILES)
      .where('i.sha256', 'is not', null)
      .orderBy('i.id')
      .execute()) as ItemRow[];
    const homes = new Map<string, { manifest: ItemRow; image: string; tags: string[] }>();
    for (const manifest of manifests) {
      const slash = manifest.path.lastIndexOf('/');
      const tag = manifest.path.slice(slash + 1);
      if (slash < 1 || tag === UPLOADS || DIGEST_FOLDER.test(tag)) continue;
      const image = manifest.path.slice(0, slash);
      const key = `${manifest.repo_key}\0${image}\0${manifest.sha256}`;
      const home = homes.get(key) ?? { manifest, image, tags: [] };
      home.tags.push(tag);
      homes.set(key, home);
    }
    for (const { manifest, image, tags } of homes.values()) await giveDigestFolder(db, manifest, image, tags.sort());
  },
});

async function giveDigestFolder(db: MigrationDb, manifest: ItemRow, image: string, tags: string[]) {
  const name = `sha256__${manifest.sha256}`;
  const folder = `${image}/${name}`;
  const { repo_key: repoKey } = manifest;
  const existing = await db
    .selectFrom('items')
    .select('id')
    .where('repo_key', '=', repoKey)
    .where('path', '=', image)
    .where('name', '=', name)
    .executeTakeFirst();
  if (existing) return;
  const copy = (row: ItemRow, path: string, rowName: string) => ({
    repo_key: repoKey,
    path,
    name: rowName,
    type: row.type,
    depth: row.type === 'folder' ? manifest.depth - 1 : manifest.depth,
    sha256: row.sha256,
    size: row.size,
    mime_type: row.mime_type,
    created_at: row.created_at,
    created_by: row.created_by,
    modified_at: row.modified_at,
    modified_by: row.modified_by,
    updated_at: row.updated_at,
    downloads: 0,
    last_downloaded_at: null,
    last_downloaded_by: null,
    remote_url: row.remote_url,
  });
  await db
    .insertInto('items')
    .values({ ...copy(manifest, image, name), type: 'folder', sha256: null, size: 0, mime_type: null })
    .execute();
  const beside = (await db
    .selectFrom('items')
    .selectAll()
    .where('repo_key', '=', repoKey)
    .where('path', '=', manifest.path)
    .where('type', '=', 'file')
    .execute()) as ItemRow[];
  for (const blob of beside)
    if (DIGEST_FOLDER.test(blob.name))
      await db
        .insertInto('items')
        .values(copy(blob, folder, blob.name))
        .execute();
  const inserted = await db
    .insertInto('items')
    .values(copy(manifest, folder, manifest.name))
    .returning('id')
    .executeTakeFirstOrThrow();
  const properties = (await db
    .selectFrom('item_properties')
    .select(['key', 'value'])
    .where('item_id', '=', manifest.id)
    .where('key', 'not in', ['docker.manifest', PUSHED_TAGS_PROPERTY])
    .execute()) as { key: string; value: string }[];
  const rows = [
    ...properties,
    { key: 'docker.manifest', value: `sha256:${manifest.sha256}` },
    ...tags.map((tag) => ({ key: PUSHED_TAGS_PROPERTY, value: tag })),
  ];
  await db
    .insertInto('item_properties')
    .values(rows.map((row) => ({ item_id: inserted.id, ...row })))
    .execute();
}
