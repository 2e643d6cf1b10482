import type { KeyObject } from 'node:crypto';
import { isIP } from 'node:net';
import { hostname } from 'node:os';
import { resolve } from 'node:path';
import {
  CORE_SERVICE,
  type FeatureFlag,
  featureFlags,
  type InstalledService,
  isFeatureFlag,
  isLicenseType,
  type LicenseType,
} from '@arca/contract';
import { parseEd25519PublicKeys } from './lib/ed25519-keys.ts';

export interface Config {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  adminPassword: string | undefined;
  baseUrl: string | undefined;
  smtpUrl: string | undefined;
  /** The licence of an instance without a licence file in force (`ARCA_LICENSE_TYPE`). */
  licenseType: LicenseType;
  /** Whether `ARCA_LICENSE_TYPE` was set: only then does it stand in for an expired file. */
  licenseTypeConfigured: boolean;
  /** Keys that sign licence files (`ARCA_LICENSE_PUBLIC_KEYS`); data/license-keys/*.pem adds more. */
  licensePublicKeys: KeyObject[];
  /** Services installed beside the artifact service (`ARCA_SERVICES`, `name@version,…`). */
  services: InstalledService[];
  webhookAllowPrivateTargets: boolean;
  /**
   * `ARCA_OUTBOUND_ALLOW_PRIVATE_TARGETS=true`: remote repositories, git integrations and the
   * OAuth and Crowd servers may be on loopback, private or link-local addresses.
   */
  outboundAllowPrivateTargets: boolean;
  /** `ARCA_MASTER_KEY` (32 bytes, base64): the master key, instead of data/master.key. */
  masterKey: Buffer | undefined;
  /** Feature flags switched on for this instance (`ARCA_FEATURE_FLAGS`, comma-separated). */
  featureFlags: FeatureFlag[];
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
  /** Where the built console lives; tests point it elsewhere. */
  consoleDir: string;
  /** Where bundled micro-frontends live, each as `<name>/dist/` (`ARCA_MICROFRONTENDS_DIR`). */
  microfrontendsDir: string;
  /** This process's name among the platform's nodes (`ARCA_NODE_ID`, default the host name). */
  nodeId: string;
  /** Where the other nodes reach this one (`ARCA_NODE_URL`); unset, the address it listens on. */
  nodeUrl: string | undefined;
  /** How often the node reports (`ARCA_NODE_HEARTBEAT_MILLIS`); three missed reports turn it Offline. */
  nodeHeartbeatMillis: number;
  /**
   * How long a stopping node winds down before it closes (`ARCA_DRAIN_MS`): health answers 503 and
   * answers close their connections while it still serves. 0, it closes at once.
   */
  drainMillis: number;
  /** `ARCA_SKIP_ONBOARDING=true`: a fresh instance does not send its administrator to quick setup. */
  skipOnboarding: boolean;
  /**
   * `ARCA_TRUSTED_PROXIES`: the reverse proxies (addresses and CIDR ranges) whose X-Forwarded-For
   * names the client. Empty, the header is believed from nobody and the client is the socket's peer.
   */
  trustedProxies: string[];
  /**
   * `ARCA_DOCKER_UNTAGGED_RETENTION_DAYS` (default 14): how long an image manifest no tag points at
   * stays pullable by its digest before the registry's cleanup removes it (ADR 019).
   */
  dockerUntaggedRetentionMs: number;
  /** Where blobs live (`ARCA_BLOB_STORE`): the data dir's `blobs/` folder, or an S3 bucket. */
  blobStore: BlobStoreConfig;
}

/**
 * `ARCA_BLOB_STORE` unset (or `file`): blobs under the data dir. `s3://bucket/prefix`: in an S3
 * bucket (AWS S3, Ceph RGW, MinIO, Garage, R2), reached at `ARCA_S3_ENDPOINT` (unset: AWS) in
 * `ARCA_S3_REGION`, with `ARCA_S3_ACCESS_KEY_ID` and `ARCA_S3_SECRET_ACCESS_KEY` (unset: the AWS
 * SDK's own chain: AWS_* variables, profiles, instance or pod roles), and path-style addresses when
 * `ARCA_S3_FORCE_PATH_STYLE` says so (by default, when an endpoint is given).
 */
export type BlobStoreConfig =
  | { kind: 'file' }
  | {
      kind: 's3';
      bucket: string;
      /** '' or a folder ending in '/'. */
      prefix: string;
      endpoint: string | undefined;
      region: string;
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
    };

/** A configuration problem: one line that names the setting and the fix. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;

function isLogLevel(value: string): value is Config['logLevel'] {
  return (LOG_LEVELS as readonly string[]).includes(value);
}

function readPort(env: Env): number {
  const raw = env.ARCA_PORT ?? '8082';
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 0 || port > 65535) {
    throw new ConfigError(`ARCA_PORT='${raw}' is not a port number: set it to an integer between 1 and 65535.`);
  }
  return port;
}

function readHeartbeat(env: Env): number {
  const raw = env.ARCA_NODE_HEARTBEAT_MILLIS ?? '5000';
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < 100 || value > 60_000) {
    throw new ConfigError(
      `ARCA_NODE_HEARTBEAT_MILLIS='${raw}' is not a heartbeat period: set it to milliseconds between 100 and 60000.`,
    );
  }
  return value;
}

function readDrain(env: Env): number {
  const raw = env.ARCA_DRAIN_MS ?? '0';
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value > 300_000) {
    throw new ConfigError(
      `ARCA_DRAIN_MS='${raw}' is not a drain period: set it to milliseconds between 0 and 300000 (at least the load balancer's health-check interval times its fall count).`,
    );
  }
  return value;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function readUntaggedRetention(env: Env): number {
  const raw = env.ARCA_DOCKER_UNTAGGED_RETENTION_DAYS ?? '14';
  const days = Number(raw);
  if (!/^\d+$/.test(raw) || days > 3650) {
    throw new ConfigError(
      `ARCA_DOCKER_UNTAGGED_RETENTION_DAYS='${raw}' is not a retention: set it to whole days between 0 and 3650.`,
    );
  }
  return days * DAY_MS;
}

const NODE_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,62}$/;

function readNodeId(env: Env): string {
  const raw = env.ARCA_NODE_ID || hostname();
  if (!NODE_ID.test(raw)) {
    throw new ConfigError(
      `ARCA_NODE_ID='${raw}' is not a node id: use up to 63 letters, digits, '.', '_' or '-', starting with a letter or digit.`,
    );
  }
  return raw;
}

function readBoolean(env: Env, name: string): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return false;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  throw new ConfigError(`${name}='${raw}' is not a boolean: set it to true or false.`);
}

/** The value is never repeated in the message: it is the key to every sealed secret. */
function readMasterKey(env: Env): Buffer | undefined {
  const raw = env.ARCA_MASTER_KEY?.trim();
  if (!raw) return undefined;
  const key = Buffer.from(raw, 'base64');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(raw) || key.length !== 32) {
    throw new ConfigError(
      'ARCA_MASTER_KEY is not a master key: set it to 32 random bytes in base64 (openssl rand -base64 32), or unset it to use data/master.key.',
    );
  }
  return key;
}

function readUrl(env: Env, name: string, protocols: string[], example: string): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a valid URL: set it like ${example}.`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(
      `${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}: set it like ${example}.`,
    );
  }
  return raw;
}

function readFeatureFlags(env: Env): FeatureFlag[] {
  const names = (env.ARCA_FEATURE_FLAGS ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  const unknown = names.find((name) => !isFeatureFlag(name));
  if (unknown !== undefined) {
    throw new ConfigError(
      `ARCA_FEATURE_FLAGS names '${unknown}', which is not a feature flag: use a comma-separated list of ${featureFlags.join(', ')}.`,
    );
  }
  return [...new Set(names.filter(isFeatureFlag))];
}

function readLicensePublicKeys(env: Env): KeyObject[] {
  try {
    return parseEd25519PublicKeys(env.ARCA_LICENSE_PUBLIC_KEYS ?? '');
  } catch (error) {
    throw new ConfigError(
      `ARCA_LICENSE_PUBLIC_KEYS: ${error instanceof Error ? error.message : String(error)}: give Ed25519 public keys as PEM or base64 SPKI, comma- or newline-separated.`,
    );
  }
}

const SERVICE = /^([a-z][a-z0-9_-]*)@(\d+\.\d+\.\d+)$/;

function readServices(env: Env): InstalledService[] {
  const entries = (env.ARCA_SERVICES ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const services = new Map<string, InstalledService>();
  for (const entry of entries) {
    const match = SERVICE.exec(entry);
    if (!match?.[1] || !match[2] || match[1] === CORE_SERVICE) {
      throw new ConfigError(
        `ARCA_SERVICES names '${entry}', which is not a companion service: use a comma-separated list like xray@3.80.0,distribution@2.20.0.`,
      );
    }
    services.set(match[1], { name: match[1], version: match[2] });
  }
  return [...services.values()];
}

const TRUSTED_PROXIES_EXAMPLE = 'like 10.0.0.5,10.1.0.0/16,fd00::/8';

/** An IPv4 or IPv6 address, alone or with a prefix length that fits it (10.1.0.0/16, fd00::/8). */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^(0|[1-9]\d{0,2})$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

function readTrustedProxies(env: Env): string[] {
  const entries = (env.ARCA_TRUSTED_PROXIES ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of entries) {
    if (!isAddressOrRange(entry)) {
      throw new ConfigError(
        `ARCA_TRUSTED_PROXIES names '${entry}', which is not an IP address or CIDR range: use a comma-separated list of the reverse proxies' addresses, ${TRUSTED_PROXIES_EXAMPLE}.`,
      );
    }
    if (entry.endsWith('/0')) {
      throw new ConfigError(
        `ARCA_TRUSTED_PROXIES names '${entry}', which is every address: any client could then name the address it is counted at; list only the reverse proxies' addresses, ${TRUSTED_PROXIES_EXAMPLE}.`,
      );
    }
  }
  return entries;
}

/** S3's rule for bucket names: 3 to 63 lower-case letters, digits, dots and hyphens, a letter or digit at each end. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

function readBlobStore(env: Env): BlobStoreConfig {
  const raw = env.ARCA_BLOB_STORE?.trim() || 'file';
  if (raw === 'file') return { kind: 'file' };
  const match = /^s3:\/\/([^/]+)(?:\/(.*))?$/.exec(raw);
  const bucket = match?.[1] ?? '';
  if (!BUCKET_NAME.test(bucket)) {
    throw new ConfigError(
      `ARCA_BLOB_STORE='${raw}' is neither 'file' nor an S3 bucket: set it like s3://arca-blobs or s3://arca-blobs/production.`,
    );
  }
  const folder = (match?.[2] ?? '').replace(/^\/+|\/+$/g, '');
  const accessKeyId = env.ARCA_S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.ARCA_S3_SECRET_ACCESS_KEY || undefined;
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    throw new ConfigError(
      'ARCA_S3_ACCESS_KEY_ID and ARCA_S3_SECRET_ACCESS_KEY go together: set both, or neither to use the AWS SDK’s own credentials (AWS_* variables, profiles, roles).',
    );
  }
  const endpoint = readUrl(env, 'ARCA_S3_ENDPOINT', ['http:', 'https:'], 'http://ceph-rgw.example.com:7480');
  return {
    kind: 's3',
    bucket,
    prefix: folder ? `${folder}/` : '',
    endpoint,
    region: env.ARCA_S3_REGION || 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: env.ARCA_S3_FORCE_PATH_STYLE
      ? readBoolean(env, 'ARCA_S3_FORCE_PATH_STYLE')
      : endpoint !== undefined,
  };
}

export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const licenseType = env.ARCA_LICENSE_TYPE || 'ENTERPRISE_PLUS';
  if (!isLicenseType(licenseType)) {
    throw new ConfigError(
      `ARCA_LICENSE_TYPE='${licenseType}' is not a licence type: use one of OSS, JCR, COMMERCIAL, TRIAL, EDGE, ENTERPRISE, ENTERPRISE_PLUS (and the others in the README).`,
    );
  }
  const logLevel = env.ARCA_LOG_LEVEL || 'info';
  if (!isLogLevel(logLevel)) {
    throw new ConfigError(`ARCA_LOG_LEVEL='${logLevel}' is not a log level: use one of ${LOG_LEVELS.join(', ')}.`);
  }
  const host = env.ARCA_HOST || '127.0.0.1';
  return {
    host,
    port: readPort(env),
    dataDir: resolve(cwd, env.ARCA_DATA_DIR || './data'),
    databaseUrl: readUrl(
      env,
      'ARCA_DATABASE_URL',
      ['postgres:', 'postgresql:'],
      'postgres://user:password@host:5432/arca',
    ),
    adminPassword: env.ARCA_ADMIN_PASSWORD || undefined,
    baseUrl: readUrl(env, 'ARCA_BASE_URL', ['http:', 'https:'], 'https://arca.example.com'),
    smtpUrl: readUrl(env, 'ARCA_SMTP_URL', ['smtp:', 'smtps:'], 'smtp://user:password@mail.example.com:587'),
    licenseType,
    licenseTypeConfigured: Boolean(env.ARCA_LICENSE_TYPE),
    licensePublicKeys: readLicensePublicKeys(env),
    services: readServices(env),
    webhookAllowPrivateTargets: readBoolean(env, 'ARCA_WEBHOOK_ALLOW_PRIVATE_TARGETS'),
    outboundAllowPrivateTargets: readBoolean(env, 'ARCA_OUTBOUND_ALLOW_PRIVATE_TARGETS'),
    masterKey: readMasterKey(env),
    featureFlags: readFeatureFlags(env),
    logLevel,
    consoleDir: resolve(import.meta.dirname, '../../console/dist'),
    microfrontendsDir: env.ARCA_MICROFRONTENDS_DIR
      ? resolve(cwd, env.ARCA_MICROFRONTENDS_DIR)
      : resolve(import.meta.dirname, '../../../mfe'),
    nodeId: readNodeId(env),
    nodeUrl: readUrl(env, 'ARCA_NODE_URL', ['http:', 'https:'], 'http://10.0.0.5:8082'),
    nodeHeartbeatMillis: readHeartbeat(env),
    drainMillis: readDrain(env),
    skipOnboarding: readBoolean(env, 'ARCA_SKIP_ONBOARDING'),
    trustedProxies: readTrustedProxies(env),
    dockerUntaggedRetentionMs: readUntaggedRetention(env),
    blobStore: readBlobStore(env),
  };
}
