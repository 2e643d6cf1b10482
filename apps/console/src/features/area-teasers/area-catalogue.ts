import type { TeaserData } from '../../shared/teasers/index.ts';

type Illustration = TeaserData['illustration'];

/**
 * The administration areas of admin-and-widgets.md §2 that Arca does not have yet. Each has a
 * page of its own that says so the way a missing service's teaser does (header, what it would
 * do, a picture and a Read More link), so a menu entry never leads nowhere (docs/decisions.md,
 * "Areas Arca does not have yet").
 */
export interface AreaTeaser {
  key: string;
  title: string;
  path: string;
  /** What the area is for, one sentence. */
  summary: string;
  /** What it would hold, one short line each. */
  points: readonly string[];
  illustration: Illustration;
  /** The documentation page the Read More link opens. */
  docsTopic: string;
}

function area(
  key: string,
  title: string,
  path: string,
  summary: string,
  points: readonly string[],
  illustration: Illustration = 'chart',
): AreaTeaser {
  return { key, title, path, summary, points, illustration, docsTopic: `administration/${key}` };
}

export const areaTeasers = {
  globalRoles: area(
    'globalRoles',
    'Global Roles',
    '/admin/management/global_roles',
    'Roles that bundle permissions on environments and apply across projects.',
    ['Define a role once, use it in every project', 'Grant actions per environment'],
    'shield',
  ),
  accessFederation: area(
    'accessFederation',
    'Access Federation',
    '/admin/management/access_federation',
    'Keep users, groups, permissions and tokens in step across several platforms.',
    ['One identity across sites', 'Circles of trust between platforms'],
    'network',
  ),
  ldap: area(
    'ldap',
    'LDAP',
    '/admin/authentication_providers/ldap',
    'Sign in with directory accounts and import their groups from LDAP or Active Directory.',
    ['Several LDAP settings, tried in order', 'Groups imported with their members'],
    'shield',
  ),
  saml: area(
    'saml',
    'SAML SSO',
    '/admin/authentication_providers/saml',
    'Single sign-on through a SAML 2.0 identity provider.',
    ['Sign in through your identity provider', 'Users and groups created from the assertion'],
    'shield',
  ),
  httpSso: area(
    'httpSso',
    'HTTP SSO',
    '/admin/authentication_providers/http_sso',
    'Trust the user name a reverse proxy in front of the server has already authenticated.',
    ['Reuse the sign-in of your web gateway'],
    'shield',
  ),
  scim: area(
    'scim',
    'SCIM',
    '/admin/authentication_providers/scim',
    'Let your identity provider create, change and remove users and groups through SCIM 2.0.',
    ['Users provisioned before their first sign-in', 'Removed people lose access at once'],
    'shield',
  ),
  vault: area(
    'vault',
    'Vault',
    '/admin/authentication_providers/vault',
    'Keep signing keys and secrets in HashiCorp Vault rather than in the platform.',
    ['Keys never stored on the platform'],
    'shield',
  ),
  propertySets: area(
    'propertySets',
    'Property Sets',
    '/admin/artifactory/property_sets',
    'Named sets of properties with predefined values that repositories offer when tagging artifacts.',
    ['Predefined values for common properties', 'Attached to the repositories that use them'],
  ),
  httpSettings: area(
    'httpSettings',
    'HTTP Settings',
    '/admin/artifactory/http_settings',
    'Generate the reverse-proxy configuration that serves Docker registries under their own host names.',
    ['Configuration for nginx or Apache', 'Per-repository or per-port Docker access'],
    'network',
  ),
  mail: area(
    'mail',
    'Mail',
    '/admin/artifactory/mail',
    'The mail server notifications are sent through. Arca reads it from ARCA_SMTP_URL today.',
    ['Test mail from the console', 'Sender and subject prefix'],
  ),
  securityDescriptor: area(
    'securityDescriptor',
    'Security Descriptor',
    '/admin/artifactory/security_descriptor',
    'Export and import every user, group and permission as one document.',
    ['Move security settings between servers'],
    'shield',
  ),
  sshKeys: area(
    'sshKeys',
    'SSH',
    '/admin/key_management/ssh',
    'The server key SSH clients use to authenticate to the platform.',
    ['Git LFS and CLI over SSH'],
    'shield',
  ),
  signingKeys: area(
    'signingKeys',
    'Signing Keys',
    '/admin/key_management/signing_keys',
    'GPG keys that sign repository metadata such as Debian and RPM indexes.',
    ['Signed indexes clients can verify'],
    'shield',
  ),
  rsaKeys: area(
    'rsaKeys',
    'RSA Keys',
    '/admin/key_management/rsa_keys',
    'RSA key pairs that sign Alpine and Conda indexes.',
    ['One key pair per repository'],
    'shield',
  ),
  trustedKeys: area(
    'trustedKeys',
    'Trusted Keys',
    '/admin/key_management/trusted_keys',
    'Public keys the platform trusts when it verifies signed release bundles and evidence.',
    ['Verify what other sites signed'],
    'shield',
  ),
  certificates: area(
    'certificates',
    'Certificates',
    '/admin/key_management/certificates',
    'Client certificates remote repositories present to the servers they proxy.',
    ['Mutual TLS towards remote registries'],
    'shield',
  ),
  backups: area(
    'backups',
    'Backups',
    '/admin/artifactory/backups',
    'Scheduled backups of repositories and configuration to a directory of your choice.',
    ['Full and incremental backups', 'Kept for as long as you say'],
  ),
  mavenIndexer: area(
    'mavenIndexer',
    'Maven Indexer',
    '/admin/artifactory/maven_indexer',
    'Build the Maven index IDEs read to search repositories.',
    ['A cron schedule per repository'],
  ),
  retentionPolicies: area(
    'retentionPolicies',
    'Retention Policies',
    '/admin/artifactory/retention_policies',
    'Delete or archive artifacts nobody downloads any more, by rules you set.',
    ['Dry runs before anything is removed', 'Archive to cheaper storage instead of deleting'],
  ),
  coldStorage: area(
    'coldStorage',
    'Cold Storage Monitoring',
    '/admin/monitoring/cold_storage',
    'What the archiving jobs moved to the cold instance, and how they did.',
    ['Each run with what it moved'],
  ),
  importExport: area(
    'importExport',
    'Import & Export',
    '/admin/artifactory/import_export',
    'Copy a repository or the whole system to or from a directory on the server.',
    ['Repository import and export', 'System export for migrations'],
  ),
  applications: area(
    'applications',
    'Applications',
    '/admin/applications',
    'Group the packages and releases that make up one application, with its owners and versions.',
    ['One view of an application across repositories'],
  ),
  federationStatus: area(
    'federationStatus',
    'Federation Status',
    '/admin/monitoring/federation-status',
    'How the members of each federated repository keep in step, and what is still waiting to sync.',
    ['Lag and errors per federation member'],
    'network',
  ),
} as const satisfies Record<string, AreaTeaser>;

export type AreaTeaserKey = keyof typeof areaTeasers;
