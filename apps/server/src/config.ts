import { resolve } from 'node:path';
import { type FeatureFlag, featureFlags, isFeatureFlag, isLicenseType, type LicenseType } from '@arca/contract';

export interface Config {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  adminPassword: string | undefined;
  baseUrl: string | undefined;
  smtpUrl: string | undefined;
  licenseType: LicenseType;
  webhookAllowPrivateTargets: boolean;
  /** Feature flags switched on for this instance (`ARCA_FEATURE_FLAGS`, comma-separated). */
  featureFlags: FeatureFlag[];
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
  /** Where the built console lives; tests point it elsewhere. */
  consoleDir: string;
}

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

function readBoolean(env: Env, name: string): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return false;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  throw new ConfigError(`${name}='${raw}' is not a boolean: set it to true or false.`);
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
    webhookAllowPrivateTargets: readBoolean(env, 'ARCA_WEBHOOK_ALLOW_PRIVATE_TARGETS'),
    featureFlags: readFeatureFlags(env),
    logLevel,
    consoleDir: resolve(import.meta.dirname, '../../console/dist'),
  };
}
