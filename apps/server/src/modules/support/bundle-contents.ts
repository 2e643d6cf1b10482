import { createReadStream } from 'node:fs';
import { readdir, stat, statfs } from 'node:fs/promises';
import { arch, cpus, freemem, hostname, platform, release, totalmem, uptime } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import type { WebhookSubscription } from '@arca/contract';
import { type Kysely, sql } from 'kysely';
import type { Config } from '../../config.ts';
import type { Dialect } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { ZipWriter } from '../../lib/zip-writer.ts';
import { OUTBOX_FILE } from '../mail/mailer.ts';
import { redactedLog } from './log-redaction.ts';
import { redact, redactUrlPath } from './redact.ts';

/** What a bundle holds (jfrog-wire-compat §5 parameters), already checked. */
export interface BundleParameters {
  configuration: boolean;
  system: boolean;
  /** Log files last written on or after `from` (epoch ms) and … */
  logs: { include: boolean; from: number; to: number };
  threadDump: { count: number; intervalMillis: number };
}

export interface BundleSources {
  db: Kysely<Database>;
  dialect: Dialect;
  config: Config;
  arcaVersion: string;
  nodes: () => Promise<unknown[]>;
  flushLogs: () => void;
  /** Adds the other Online nodes' logs of the range, each under `nodes/<id>/`. */
  otherNodesLogs: (zip: ZipWriter, range: { from: number; to: number }) => Promise<void>;
}

const DAY_MILLIS = 86_400_000;

/**
 * Writes a bundle's entries into the zip: logs (this node's under `logs/`, the other Online
 * nodes' under `nodes/<id>/logs/`), the configuration with every secret redacted, system
 * information and diagnostic reports ("thread dumps"). This node's log files stream from disk.
 */
export async function writeBundleContents(zip: ZipWriter, parameters: BundleParameters, sources: BundleSources) {
  if (parameters.logs.include) {
    sources.flushLogs();
    await addLogs(zip, sources.config.dataDir, parameters.logs);
    await sources.otherNodesLogs(zip, parameters.logs);
  }
  if (parameters.configuration) {
    await zip.addBuffer('configuration.json', JSON.stringify(redact(await configuration(sources)), null, 2));
  }
  if (parameters.system) await zip.addBuffer('system.json', JSON.stringify(await systemInformation(sources), null, 2));
  const { count, intervalMillis } = parameters.threadDump;
  for (let n = 1; n <= count; n++) {
    if (n > 1) await sleep(intervalMillis);
    await zip.addBuffer(`thread-dumps/report-${n}.json`, JSON.stringify(diagnosticReport(), null, 2));
  }
}

/** A log file of this node a bundle takes. */
export interface LogFile {
  name: string;
  path: string;
  modified: number;
}

const LOG_FILE = /^[\w.-]+\.log(\.\d+)?$/;

/**
 * Live and rotated log files that may hold lines of the range: last written on or after its
 * first day. A file last written before it holds nothing from it. The mail outbox is no log:
 * each of its lines is a message that hands one person a reset or invitation link, so it never
 * goes into a bundle.
 */
export async function logFilesFor(dataDir: string, range: { from: number; to: number }): Promise<LogFile[]> {
  const dir = join(dataDir, 'logs');
  const names = (await readdir(dir).catch(() => [] as string[]))
    .filter((name) => LOG_FILE.test(name) && !name.startsWith(OUTBOX_FILE))
    .sort();
  const files: LogFile[] = [];
  for (const name of names) {
    const path = join(dir, name);
    const { mtimeMs, isFile } = await stat(path).then(
      (s) => ({ mtimeMs: s.mtimeMs, isFile: s.isFile() }),
      () => ({ mtimeMs: 0, isFile: false }),
    );
    if (!isFile || mtimeMs < range.from) continue;
    // A file written after the range still holds its lines when it was not rotated since.
    if (mtimeMs >= range.to + DAY_MILLIS && /\.log\.\d+$/.test(name)) continue;
    files.push({ name, path, modified: Math.floor(mtimeMs) });
  }
  return files;
}

/** A log file's lines as a bundle holds them: redacted. */
export function redactedLogFile(file: LogFile): Readable {
  return redactedLog(createReadStream(file.path));
}

async function addLogs(zip: ZipWriter, dataDir: string, range: BundleParameters['logs']) {
  for (const file of await logFilesFor(dataDir, range)) {
    await zip.addStream(`logs/${file.name}`, redactedLogFile(file), { modified: new Date(file.modified) });
  }
}

async function configuration(sources: BundleSources) {
  const { db, config } = sources;
  const [settings, repositories, proxies, webhooks] = await Promise.all([
    db.selectFrom('settings').select(['key', 'value']).execute(),
    db.selectFrom('repositories').select(['repo_key', 'rclass', 'package_type', 'project_key', 'config']).execute(),
    db.selectFrom('proxies').selectAll().execute(),
    db.selectFrom('webhook_subscriptions').select(['subscription_key', 'domain', 'enabled', 'config']).execute(),
  ]);
  const { licensePublicKeys, ...environment } = config;
  return {
    environment: { ...environment, licensePublicKeys: licensePublicKeys.length },
    settings: Object.fromEntries(settings.map((row) => [row.key, JSON.parse(row.value)])),
    repositories: repositories.map(({ config: json, ...row }) => ({ ...row, config: JSON.parse(json) })),
    proxies: proxies.map(({ redirected_to_hosts, ...row }) => ({
      ...row,
      redirected_to_hosts: JSON.parse(redirected_to_hosts),
    })),
    webhooks: webhooks.map(({ config: json, ...row }) => ({ ...row, config: withReceiversHidden(JSON.parse(json)) })),
  };
}

/**
 * A subscription with its receivers' addresses cut to scheme and host: an incoming hook of a chat
 * service is authorised by its path alone. Remote repository URLs stay whole (but for what
 * redact() takes out of every text): their path rarely holds a secret and tells which registry
 * answers, and their credentials have fields of their own.
 */
function withReceiversHidden(subscription: WebhookSubscription): WebhookSubscription {
  return {
    ...subscription,
    handlers: subscription.handlers.map((handler) => ({ ...handler, url: redactUrlPath(handler.url) })),
  };
}

async function systemInformation(sources: BundleSources) {
  const { config } = sources;
  const disk = await statfs(config.dataDir).catch(() => undefined);
  return {
    arca: { version: sources.arcaVersion, node: config.nodeId, node_js: process.version },
    os: { platform: platform(), release: release(), arch: arch(), hostname: hostname(), uptime_seconds: uptime() },
    cpus: cpus().length,
    memory: { total: totalmem(), free: freemem(), process: process.memoryUsage() },
    disk: disk
      ? { path: config.dataDir, total: disk.blocks * disk.bsize, free: disk.bavail * disk.bsize }
      : { path: config.dataDir },
    database: { kind: sources.dialect, size_bytes: await databaseSize(sources) },
    nodes: await sources.nodes(),
  };
}

async function databaseSize({ db, dialect, config }: BundleSources): Promise<number | null> {
  if (dialect === 'postgres') {
    const { rows } = await sql<{ size: number }>`SELECT pg_database_size(current_database()) AS size`.execute(db);
    return Number(rows[0]?.size ?? 0);
  }
  const base = join(config.dataDir, 'db', 'arca.db');
  let total = 0;
  for (const file of [base, `${base}-wal`])
    total += await stat(file).then(
      (s) => s.size,
      () => 0,
    );
  return total;
}

/**
 * Node's diagnostic report: every thread's JavaScript and native stack, heap and handles. The
 * environment variables are left out, as they carry the passwords the server was started with.
 */
function diagnosticReport(): unknown {
  const report = process.report.getReport() as Record<string, unknown>;
  const { environmentVariables: _, ...rest } = report;
  return redact(rest);
}
