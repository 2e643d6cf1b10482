import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { BackupError } from './backup-manifest.ts';
import { createBackup } from './create-backup.ts';
import { RestoreRefused, restoreBackup } from './restore-backup.ts';

const USAGE = 'usage: npm run backup -- <new-backup-dir>   |   npm run restore -- <backup-dir>';

/** Ends the process with one line that says what to do: no stack trace. */
function fail(message: string): never {
  process.stderr.write(`arca: ${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  const [command, path, ...extra] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !path || extra.length > 0) fail(USAGE);
  // The data dir is found as the server finds it; the path given is the caller's, relative to where npm was run.
  const config = loadConfig();
  if (config.blobStore.kind === 's3')
    fail(
      `the blobs are in the bucket ${config.blobStore.bucket}, and npm run ${command} only copies blobs kept in the data dir: back the bucket up with its own versioning or replication.`,
    );
  const dir = resolve(process.env.INIT_CWD ?? process.cwd(), path);
  const log = (line: string) => process.stdout.write(`${line}\n`);
  const target = { dataDir: config.dataDir, databaseUrl: config.databaseUrl };
  if (command === 'backup') {
    const arcaVersion: string = JSON.parse(
      readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
    ).version;
    // Read as the server reads it; whether the key is valid is the server's to say.
    const masterKeyInEnvironment = Boolean(process.env.ARCA_MASTER_KEY?.trim());
    await createBackup({ ...target, targetDir: dir, arcaVersion, masterKeyInEnvironment, log });
  } else {
    await restoreBackup({ ...target, backupDir: dir, log });
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof BackupError || error instanceof RestoreRefused)
    fail(error.message);
  fail(`${process.argv[2] ?? 'backup'} failed: ${error instanceof Error ? error.message : String(error)}`);
});
