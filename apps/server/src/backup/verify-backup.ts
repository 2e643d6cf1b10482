import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { MASTER_KEY_FILE } from '../lib/encryption.ts';
import {
  BackupError,
  type BackupManifest,
  BLOBS_DIR,
  blobPath,
  MANIFEST_FILE,
  readManifest,
} from './backup-manifest.ts';
import { sha256OfFile } from './blob-copy.ts';
import { readTableFile } from './table-file.ts';

/** Each blob the backup's `blobs` table names: where its file is and its digest. */
export interface BackupBlob {
  sha256: string;
  file: string;
}

/**
 * Reads the manifest and checks every file of the backup against it — table files, master key and
 * each blob's content against its sha256 — before a restore writes anything. A changed or missing
 * file ends the restore here.
 */
export async function verifyBackup(backupDir: string): Promise<BackupManifest> {
  const manifest = await readManifest(backupDir);
  const changed = (file: string, why: string) =>
    new BackupError(`${join(backupDir, file)} ${why}: the backup is damaged; nothing was restored.`);
  for (const table of manifest.tables) {
    const path = join(backupDir, table.file);
    if (!existsSync(path)) throw changed(table.file, 'is missing');
    if ((await sha256OfFile(path)) !== table.sha256)
      throw changed(table.file, `does not match its sha256 in ${MANIFEST_FILE}`);
  }
  for (const { file, sha256 } of manifest.files) {
    const path = join(backupDir, file);
    if (!existsSync(path)) throw changed(file, 'is missing');
    if ((await sha256OfFile(path)) !== sha256) throw changed(file, `does not match its sha256 in ${MANIFEST_FILE}`);
  }
  if (manifest.masterKey === 'included' && !manifest.files.some((entry) => entry.file === MASTER_KEY_FILE))
    throw changed(MASTER_KEY_FILE, 'is missing');
  let count = 0;
  for await (const blob of backupBlobs(backupDir, manifest)) {
    if (!existsSync(blob.file)) throw changed(blob.file.slice(backupDir.length + 1), 'is missing');
    if ((await sha256OfFile(blob.file)) !== blob.sha256)
      throw changed(blob.file.slice(backupDir.length + 1), 'does not match the sha256 it is stored under');
    count++;
  }
  if (count !== manifest.blobs.count)
    throw new BackupError(
      `${backupDir} names ${count} blobs where its manifest counts ${manifest.blobs.count}: the backup is damaged.`,
    );
  return manifest;
}

export async function* backupBlobs(backupDir: string, manifest: BackupManifest): AsyncGenerator<BackupBlob> {
  const blobs = manifest.tables.find((table) => table.name === 'blobs');
  if (!blobs) return;
  const column = blobs.columns.indexOf('sha256');
  for await (const row of readTableFile(join(backupDir, blobs.file))) {
    const sha256 = String(row[column]);
    if (!/^[0-9a-f]{64}$/.test(sha256))
      throw new BackupError(`${blobs.file} names a blob '${sha256}' that is not a sha256.`);
    yield { sha256, file: blobPath(join(backupDir, BLOBS_DIR), sha256) };
  }
}
