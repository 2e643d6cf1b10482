import type { ColumnType, Generated } from 'kysely';

/** Booleans are stored as 0/1 in both dialects so one repository serves both. */
export type Flag = 0 | 1;

export interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string;
  password_hash: string | null;
  admin: Flag;
  disable_ui_access: Flag;
  realm: string;
  created_at: number;
  updated_at: number;
  password_changed_at: number | null;
  /** The TOTP seed, sealed with the master key (lib/encryption.ts). */
  mfa_secret: string | null;
  mfa_last_step: number | null;
  last_login_at: number | null;
  /** Set by an administrator: the next login must change the password. */
  password_expired: Generated<Flag>;
}

export interface SessionsTable {
  /** sha256 of the short-lived access token: tokens themselves are never stored. */
  token_hash: string;
  /** sha256 of the refresh token that renews the access token until expires_at. */
  refresh_hash: string | null;
  access_expires_at: number | null;
  user_id: number;
  remember: Flag;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

/** Failed logins of one account from one client address, and the lock they led to. */
/** A cluster task's last turn: the node that claimed it, and when (modules/jobs/task-turns.ts). */
export interface TaskTurnsTable {
  name: string;
  node_id: string;
  claimed_at: number;
}

/** A docker blob upload in progress (migration 042). */
export interface DockerUploadsTable {
  id: string;
  repository: string;
  image: string;
  size: number;
  /** JSON: the parts in the blob store, in order (UploadPart[] of formats/docker/upload-sessions.ts). */
  parts: string;
  updated_at: number;
}

export interface LoginLocksTable {
  user_id: number;
  /** The client address, an IPv6 client's /64 as one (lib/client-address.ts). */
  address: string;
  /** Failures in a row, within the lock period of each other. */
  failures: number;
  last_failure_at: number;
  locked_until: number | null;
}

/** One failed login of an account, from any address: kept for the lock period (user-lockout.ts). */
export interface LoginFailuresTable {
  user_id: number;
  failed_at: number;
}

/** Where an account's password was last right: the owner's addresses (an IPv6 client's /64 as one). */
export interface LoginSuccessesTable {
  user_id: number;
  address: string;
  succeeded_at: number;
}

/**
 * One event a sliding-window limit counts (migration 043): a failed login or a reset mail, under a
 * key that names the limit and what it counts (lib/sliding-window-limit.ts).
 */
export interface RateEventsTable {
  key: string;
  at: number;
}

/** An account's code attempts since its last right one-time password, and the lock they led to. */
export interface MfaCodeFailuresTable {
  user_id: number;
  attempts: number;
  /** 0 when the account's codes are not locked. */
  locked_until: Generated<number>;
}

export interface PasswordResetKeysTable {
  key_hash: string;
  user_id: number;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface SettingsTable {
  key: string;
  /** JSON. */
  value: string;
  updated_at: number;
}

export interface MfaChallengesTable {
  token_hash: string;
  user_id: number;
  remember: Flag;
  /** During enrolment: the sealed seed being set up. */
  pending_secret: string | null;
  attempts: Generated<number>;
  expires_at: number;
}

export interface AccessTokensTable {
  token_id: string;
  token_hash: string;
  user_id: number;
  scope: string;
  description: string | null;
  created_at: number;
  expires_at: number | null;
  revoked_at: number | null;
  /** sha256 of the refresh token of a refreshable token. */
  refresh_hash: string | null;
  /** When the first token of this token's refresh chain was issued. */
  chain_started_at: number;
  /** 1 when the token policy ends the chain (a non-administrator started it). */
  chain_capped: Flag;
}

export interface CliLoginRequestsTable {
  session_hash: string;
  created_at: number;
  expires_at: number;
  sealed_token: string | null;
  delivered_at: number | null;
}

export interface InvitationsTable {
  /** sha256 of the token in the invitation link: the token itself is never stored. */
  token_hash: string;
  user_id: number;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface AdoptionMetricsTable {
  feature_name: string;
  action: string;
  type: string;
  count: number;
  updated_at: number;
}

export interface OauthStatesTable {
  /** sha256 of the state sent to the provider: the state itself is never stored. */
  state_hash: string;
  provider: string;
  redirect_to: string;
  /** The PKCE code verifier, sealed with the master key. */
  sealed_verifier: string;
  created_at: number;
  expires_at: number;
}

export interface GroupsTable {
  id: Generated<number>;
  name: string;
  description: string;
  auto_join: Flag;
  admin_privileges: Flag;
  realm: string;
  created_at: number;
  updated_at: number;
}

export interface GroupMembersTable {
  group_id: number;
  user_id: number;
}

export interface ProjectsTable {
  project_key: string;
  display_name: string;
  description: string;
  manage_members: Flag;
  manage_resources: Flag;
  index_resources: Flag;
  storage_quota_bytes: number;
  created_at: number;
  updated_at: number;
}

export interface PermissionsTable {
  id: Generated<number>;
  name: string;
  /** The Access v2 `resources` object as JSON. */
  resources: string;
  created_at: number;
  updated_at: number;
}

export interface ProjectMembersTable {
  project_key: string;
  /** 'user' or 'group'. */
  kind: string;
  /** The user's or group's id, so a deleted member leaves with its account. */
  member_id: number;
  /** JSON list of role names. */
  roles: string;
}

/** A global environment has the project key ''. */
export interface EnvironmentsTable {
  name: string;
  project_key: string;
  created_at: number;
}

export interface ProjectRolesTable {
  project_key: string;
  name: string;
  description: string;
  /** JSON list of environment names. */
  environments: string;
  /** JSON list of project role actions. */
  actions: string;
}

export interface RepositoriesTable {
  repo_key: string;
  key_lower: string;
  rclass: string;
  package_type: string;
  /** '' outside every project. */
  project_key: string;
  /** The config JSON, a remote's password sealed. */
  config: string;
  created_at: number;
  updated_at: number;
}

export interface BuildsTable {
  /** `artifactory-build-info`, or `{project}-build-info`. */
  build_repo: string;
  name: string;
  number: string;
  /** As the client sent it, e.g. 2026-11-23T10:00:00.000+0000. */
  started: string;
  started_at: number;
  /** The build-info JSON. */
  info: string;
  published_by: string;
  published_at: number;
}

export interface BlobsTable {
  sha256: string;
  /** '' (PENDING) while a registry push's content waits for them to be computed (ADR 034). */
  sha1: string;
  md5: string;
  size: number;
  created_at: number;
}

/** A blob's digest in another algorithm than sha256 (migration 039), e.g. sha512. */
export interface BlobDigestsTable {
  algorithm: string;
  /** Hex, without the algorithm. */
  digest: string;
  sha256: string;
}

/** A file or folder in a repository; see migration 017 for how paths are kept. */
export interface ItemsTable {
  id: Generated<number>;
  repo_key: string;
  /** The parent folder, '.' at the repository root. */
  path: string;
  name: string;
  type: 'file' | 'folder';
  /** Segments in path/name: 1 at the root. */
  depth: number;
  /** Files only. */
  sha256: string | null;
  size: ColumnType<number, number | undefined, number>;
  mime_type: string | null;
  created_at: number;
  created_by: string;
  modified_at: number;
  modified_by: string;
  updated_at: number;
  downloads: ColumnType<number, number | undefined, number>;
  last_downloaded_at: number | null;
  last_downloaded_by: string | null;
  /** Where a remote repository fetched the file from. */
  remote_url: string | null;
}

export interface ItemPropertiesTable {
  item_id: number;
  key: string;
  value: string;
}

/** A package of the index (migration 018): one per package type and name as the format compares names. */
export interface PackagesTable {
  id: Generated<number>;
  package_type: string;
  name: string;
  name_key: string;
  description: string | null;
  created_at: number;
  modified_at: number;
}

export interface PackageTagsTable {
  package_id: number;
  tag: string;
}

export interface PackageLicensesTable {
  package_id: number;
  name: string;
  source: string;
}

export interface PackageVersionsTable {
  id: Generated<number>;
  package_id: number;
  version: string;
  readme: string | null;
  /** The description this version's record gave (migration 035). */
  description: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: number;
  modified_at: number;
}

/** A tag a version's record gave (migration 035); the package's own are in package_tags. */
export interface PackageVersionTagsTable {
  version_id: number;
  tag: string;
}

/** A licence a version's record gave (migration 035); the package's own are in package_licenses. */
export interface PackageVersionLicensesTable {
  version_id: number;
  name: string;
  source: string;
}

/** A stored file that makes up a version, in the repository that holds it. */
export interface PackageFilesTable {
  version_id: number;
  item_id: number;
  /** 1 for the version's lead file. */
  lead: ColumnType<number, number | undefined, number>;
  /** The format's metadata of this file in its repository, as JSON. */
  metadata: string | null;
}

export interface PackageLayersTable {
  version_id: number;
  position: number;
  digest: string;
  size: number;
  command: string | null;
  created: string | null;
}

/** An npm dist-tag of a package in one repository (migration 019). */
export interface NpmDistTagsTable {
  repo_key: string;
  package_name: string;
  tag: string;
  version: string;
}

/** That a blob's archive entries were read, and what came of it (migration 022). */
export interface ArchiveContentsTable {
  sha256: string;
  /** 'indexed', 'truncated' (stopped at the entry cap), 'too-large' or 'unreadable'. */
  outcome: string;
  entry_count: number;
  indexed_at: number;
}

/** One file inside a stored archive; `entry_name` is its last segment, lower-cased. */
export interface ArchiveEntriesTable {
  sha256: string;
  entry_path: string;
  entry_name: string;
}

export type JobStatus = 'pending' | 'running' | 'done' | 'failed';

export interface JobsTable {
  id: Generated<number>;
  kind: string;
  /** JSON. */
  payload: string;
  status: JobStatus;
  attempts: Generated<number>;
  run_at: number;
  locked_until: number | null;
  locked_by: string | null;
  last_error: string | null;
  created_at: number;
  finished_at: number | null;
}

/** A webhook subscription (migration 024): the wire JSON in `config`, its secrets sealed. */
export interface WebhookSubscriptionsTable {
  subscription_key: string;
  key_lower: string;
  domain: string;
  enabled: Flag;
  /** '' outside every project. */
  project_key: string;
  config: string;
  created_at: number;
  updated_at: number;
}

export type WebhookDeliveryOutcome = 'delivered' | 'retrying' | 'failed';

/** One attempt to deliver a webhook event (migration 025). */
export interface WebhookDeliveriesTable {
  id: Generated<number>;
  subscription_key: string;
  job_id: number;
  domain: string;
  event_type: string;
  attempt: number;
  outcome: WebhookDeliveryOutcome;
  status_code: number | null;
  duration_ms: number;
  error: string | null;
  delivered_at: number;
}

/** An outbound proxy (migration 026); the password sealed by the master key. */
export interface ProxiesTable {
  proxy_key: string;
  key_lower: string;
  host: string;
  port: number;
  username: string | null;
  password: string | null;
  nt_host: string | null;
  nt_domain: string | null;
  /** A JSON list of host names. */
  redirected_to_hosts: string;
  platform_default: Flag;
  created_at: number;
  updated_at: number;
}

/** A server process of the platform (migration 027), kept fresh by its heartbeat. */
export interface NodesTable {
  node_id: string;
  service_id: string;
  address: string;
  version: string;
  /** A JSON list of service names. */
  micro_services: string;
  started_at: number;
  last_heartbeat: number;
  /** Set when the node shut down cleanly; cleared when it starts again. */
  stopped_at: number | null;
  /** The node's own heartbeat period (migration 044): it is Offline after missing three. */
  heartbeat_ms: number;
  /** A hash of the settings every node must share (migration 044); null until the node wrote one. */
  settings_fingerprint: string | null;
}

/** A support bundle (migration 027): its zip is data/support/<bundle_id>.zip on node_id. */
export interface SupportBundlesTable {
  bundle_id: string;
  name: string;
  description: string;
  status: 'in progress' | 'success' | 'failure';
  node_id: string;
  size: number | null;
  error: string | null;
  created_at: number;
}

/** A git integration (migration 028); the token sealed by the master key. */
export interface GitIntegrationsTable {
  integration_key: string;
  vendor: string;
  name: string;
  name_lower: string;
  url: string;
  user_name: string | null;
  token: string;
  integration_type: number;
  /** A JSON list of product names. */
  products: string;
  created_at: number;
  updated_at: number;
}

/** A micro-frontend's registry entry (migration 029). */
export interface MicrofrontendsTable {
  name: string;
  version: string;
  url: string;
  /** A JSON list of routes ({ path, title?, admin? }). */
  routes: string;
  /** Registered from a build the server ships (ARCA_MICROFRONTENDS_DIR). */
  bundled: Flag;
  /** An administrator removed this bundled entry; it stays out of the registry. */
  removed: Flag;
  /** Where the entry stands in the registry; the lowest renders a route two entries claim (R27.20). */
  request_order: Generated<number>;
  updated_at: number;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  login_locks: LoginLocksTable;
  task_turns: TaskTurnsTable;
  docker_uploads: DockerUploadsTable;
  login_failures: LoginFailuresTable;
  login_successes: LoginSuccessesTable;
  rate_events: RateEventsTable;
  password_reset_keys: PasswordResetKeysTable;
  settings: SettingsTable;
  mfa_challenges: MfaChallengesTable;
  mfa_code_failures: MfaCodeFailuresTable;
  access_tokens: AccessTokensTable;
  cli_login_requests: CliLoginRequestsTable;
  invitations: InvitationsTable;
  adoption_metrics: AdoptionMetricsTable;
  oauth_states: OauthStatesTable;
  groups: GroupsTable;
  group_members: GroupMembersTable;
  projects: ProjectsTable;
  permissions: PermissionsTable;
  project_members: ProjectMembersTable;
  environments: EnvironmentsTable;
  project_roles: ProjectRolesTable;
  repositories: RepositoriesTable;
  builds: BuildsTable;
  blobs: BlobsTable;
  blob_digests: BlobDigestsTable;
  items: ItemsTable;
  item_properties: ItemPropertiesTable;
  packages: PackagesTable;
  package_tags: PackageTagsTable;
  package_licenses: PackageLicensesTable;
  package_versions: PackageVersionsTable;
  package_version_tags: PackageVersionTagsTable;
  package_version_licenses: PackageVersionLicensesTable;
  package_files: PackageFilesTable;
  package_layers: PackageLayersTable;
  npm_dist_tags: NpmDistTagsTable;
  archive_contents: ArchiveContentsTable;
  archive_entries: ArchiveEntriesTable;
  jobs: JobsTable;
  webhook_subscriptions: WebhookSubscriptionsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  proxies: ProxiesTable;
  nodes: NodesTable;
  support_bundles: SupportBundlesTable;
  git_integrations: GitIntegrationsTable;
  microfrontends: MicrofrontendsTable;
}
