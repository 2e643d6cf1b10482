import type { Kysely } from 'kysely';
import { type Migration, Migrator } from 'kysely/migration';
import type { Dialect } from './database.ts';
import { usersAndSessions } from './migrations/001-users-and-sessions.ts';
import { passwordFlows } from './migrations/002-password-flows.ts';
import { mfa } from './migrations/003-mfa.ts';
import { tokensAndCliLogin } from './migrations/004-tokens-and-cli-login.ts';
import { invitations } from './migrations/005-invitations.ts';
import { adoptionMetrics } from './migrations/006-adoption-metrics.ts';
import { oauthStates } from './migrations/007-oauth-states.ts';
import { groups } from './migrations/008-groups.ts';
import { projects } from './migrations/009-projects.ts';
import { permissions } from './migrations/010-permissions.ts';
import { refreshableTokens } from './migrations/011-refreshable-tokens.ts';
import { projectMembers } from './migrations/012-project-members.ts';
import { userActivity } from './migrations/013-user-activity.ts';
import { projectRolesAndEnvironments } from './migrations/014-project-roles-and-environments.ts';
import { repositories } from './migrations/015-repositories.ts';
import { builds } from './migrations/016-builds.ts';
import { artifacts } from './migrations/017-artifacts.ts';
import { packages } from './migrations/018-packages.ts';
import { npmDistTags } from './migrations/019-npm-dist-tags.ts';
import { packageSearch } from './migrations/020-package-search.ts';
import { packageSearchSpeed } from './migrations/021-package-search-speed.ts';
import { archiveEntries } from './migrations/022-archive-entries.ts';
import { jobs } from './migrations/023-jobs.ts';
import { webhookSubscriptions } from './migrations/024-webhook-subscriptions.ts';
import { webhookDeliveries } from './migrations/025-webhook-deliveries.ts';
import { proxies } from './migrations/026-proxies.ts';
import { nodesAndSupportBundles } from './migrations/027-nodes-and-support-bundles.ts';
import { integrations } from './migrations/028-integrations.ts';
import { microfrontends } from './migrations/029-microfrontends.ts';
import { itemNameSearch } from './migrations/030-item-name-search.ts';
import { loginLocks } from './migrations/031-login-locks.ts';
import { mfaCodeFailures } from './migrations/032-mfa-code-failures.ts';
import { refreshChains } from './migrations/033-refresh-chains.ts';
import { accountLoginFailures } from './migrations/034-account-login-failures.ts';
import { packageVersionFields } from './migrations/035-package-version-fields.ts';
import { itemNameTrigrams } from './migrations/036-item-name-trigrams.ts';
import { microfrontendRequestOrder } from './migrations/037-microfrontend-request-order.ts';
import { dockerDigestFolders } from './migrations/038-docker-digest-folders.ts';
import { blobDigests } from './migrations/039-blob-digests.ts';
import { packagesReadSerially } from './migrations/040-packages-read-serially.ts';
import { taskTurns } from './migrations/041-task-turns.ts';
import { dockerUploads } from './migrations/042-docker-uploads.ts';
import { rateEvents } from './migrations/043-rate-events.ts';
import { nodeHeartbeatPeriodAndSettings } from './migrations/044-node-heartbeat-period-and-settings.ts';
import { itemDates } from './migrations/045-item-dates.ts';
import { buildArtifactSearch } from './migrations/047-build-artifact-search.ts';
import type { Database } from './schema.ts';

/** Numbered, forward-only migrations. A migration may branch on the dialect where SQL differs. */
export type DialectMigration = (dialect: Dialect) => Migration;

const migrations: Record<string, DialectMigration> = {
  '001-users-and-sessions': usersAndSessions,
  '002-password-flows': passwordFlows,
  '003-mfa': mfa,
  '004-tokens-and-cli-login': tokensAndCliLogin,
  '005-invitations': invitations,
  '006-adoption-metrics': adoptionMetrics,
  '007-oauth-states': oauthStates,
  '008-groups': groups,
  '009-projects': projects,
  '010-permissions': permissions,
  '011-refreshable-tokens': refreshableTokens,
  '012-project-members': projectMembers,
  '013-user-activity': userActivity,
  '014-project-roles-and-environments': projectRolesAndEnvironments,
  '015-repositories': repositories,
  '016-builds': builds,
  '017-artifacts': artifacts,
  '018-packages': packages,
  '019-npm-dist-tags': npmDistTags,
  '020-package-search': packageSearch,
  '021-package-search-speed': packageSearchSpeed,
  '022-archive-entries': archiveEntries,
  '023-jobs': jobs,
  '024-webhook-subscriptions': webhookSubscriptions,
  '025-webhook-deliveries': webhookDeliveries,
  '026-proxies': proxies,
  '027-nodes-and-support-bundles': nodesAndSupportBundles,
  '028-integrations': integrations,
  '029-microfrontends': microfrontends,
  '030-item-name-search': itemNameSearch,
  '031-login-locks': loginLocks,
  '032-mfa-code-failures': mfaCodeFailures,
  '033-refresh-chains': refreshChains,
  '034-account-login-failures': accountLoginFailures,
  '035-package-version-fields': packageVersionFields,
  '036-item-name-trigrams': itemNameTrigrams,
  '037-microfrontend-request-order': microfrontendRequestOrder,
  '038-docker-digest-folders': dockerDigestFolders,
  '039-blob-digests': blobDigests,
  '040-packages-read-serially': packagesReadSerially,
  '041-task-turns': taskTurns,
  '042-docker-uploads': dockerUploads,
  '043-rate-events': rateEvents,
  '044-node-heartbeat-period-and-settings': nodeHeartbeatPeriodAndSettings,
  '045-item-dates': itemDates,
  '047-build-artifact-search': buildArtifactSearch,
};

/** The newest migration: the schema version this server brings a database to. */
export const LATEST_MIGRATION = Object.keys(migrations).at(-1) as string;

/**
 * `schema`: where the migration bookkeeping lives when the connection uses its own search_path
 * (tests give each file a schema); Kysely's table lookup would otherwise see another schema's.
 */
export async function migrateToLatest(db: Kysely<Database>, dialect: Dialect, schema?: string): Promise<string[]> {
  const migrator = new Migrator({
    db,
    ...(schema ? { migrationTableSchema: schema } : {}),
    provider: {
      getMigrations: async () =>
        Object.fromEntries(Object.entries(migrations).map(([name, make]) => [name, make(dialect)])),
    },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
