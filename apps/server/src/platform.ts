import { serverMessages } from '@arca/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { DatabaseHandle, Dialect } from './db/database.ts';
import type { Database } from './db/schema.ts';
import { SecretBox } from './lib/encryption.ts';
import { OutboundGuard } from './lib/outbound-guard.ts';
import { GroupsRepository } from './modules/groups/groups.repository.ts';
import { loadLicenseKeys } from './modules/licenses/license-keys.ts';
import { LicenseService } from './modules/licenses/licenses.service.ts';
import { createMailer, type Mailer } from './modules/mail/mailer.ts';
import { PermissionsRepository } from './modules/permissions/permissions.repository.ts';
import { ProjectsRepository } from './modules/projects/projects.repository.ts';
import { RepositoriesRepository } from './modules/repositories/repositories.repository.ts';
import { SecurityConfigService } from './modules/settings/security-config.service.ts';
import { SettingsRepository } from './modules/settings/settings.repository.ts';
import { GeneralConfigService } from './modules/system/general-config.service.ts';
import { UsersRepository } from './modules/users/users.repository.ts';

/**
 * What every module may use: the instance's configuration and database, its logs, its public
 * address, the key that seals secrets, the instance-wide settings (security, licence, general
 * configuration), the guard on outbound addresses, mail, and the records of who and what exists
 * (users, groups, permissions, repositories, projects) that most rules are about.
 */
export interface Platform {
  config: Config;
  database: DatabaseHandle;
  db: Kysely<Database>;
  dialect: Dialect;
  log: FastifyBaseLogger;
  audit: Logger;
  /** Writes out log lines still gathered in memory: whatever reads the log files calls it first. */
  flushLogs: () => void;
  version: string;
  /** The public URL without a trailing slash: `ARCA_BASE_URL`, or where this server listens. */
  publicUrl: string;
  box: SecretBox;
  settings: SettingsRepository;
  security: SecurityConfigService;
  licenses: LicenseService;
  generalConfig: GeneralConfigService;
  /** One guard for what the server may be pointed at (remote repositories, webhooks, integrations, OAuth, Crowd). */
  outboundGuard: OutboundGuard;
  mailer: Mailer;
  directory: {
    users: UsersRepository;
    groups: GroupsRepository;
    permissions: PermissionsRepository;
    repositories: RepositoriesRepository;
    projects: ProjectsRepository;
  };
}

export function createPlatform(deps: {
  config: Config;
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  auditLog: Logger;
  flushLogs: () => void;
  arcaVersion: string;
}): Platform {
  const { config, database } = deps;
  const db = database.db;
  const publicUrl = (config.baseUrl ?? `http://${config.host}:${config.port}`).replace(/\/$/, '');
  const settings = new SettingsRepository(db, database.changes);
  const security = new SecurityConfigService(settings);
  return {
    config,
    database,
    db,
    dialect: database.dialect,
    log: deps.log,
    audit: deps.auditLog,
    flushLogs: deps.flushLogs,
    version: deps.arcaVersion,
    publicUrl,
    box: SecretBox.forInstance(config.dataDir, config.masterKey),
    settings,
    security,
    licenses: new LicenseService({
      settings,
      keys: loadLicenseKeys(config.dataDir, config.licensePublicKeys),
      fallback: { type: config.licenseType, configured: config.licenseTypeConfigured },
      audit: deps.auditLog,
    }),
    // One source for `GET /ui/generalConfig` and the footer's server name, logo and customUrlBase.
    generalConfig: new GeneralConfigService({
      settings,
      security,
      defaultUrlBase: config.baseUrl ? publicUrl : null,
      audit: deps.auditLog,
    }),
    outboundGuard: new OutboundGuard(
      () => config.outboundAllowPrivateTargets,
      (host) => serverMessages.privateOutboundTarget(host),
    ),
    mailer: createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, baseUrl: config.baseUrl }),
    directory: {
      users: new UsersRepository(db),
      groups: new GroupsRepository(db),
      permissions: new PermissionsRepository(db, database.changes),
      repositories: new RepositoriesRepository(db, database.changes),
      projects: new ProjectsRepository(db),
    },
  };
}
