/**
 * The git vendors an integration connects to, apart from the integrations' calls
 * (integrations.ts): the console's route table names a vendor in its breadcrumb, and should not
 * carry the calls with it.
 */

/** The vendors, by the name the routes use (R1.44) and the numeric id the form sends (R14.52). */
export const gitVendorNames = ['github', 'gitlab', 'bitbucket_cloud', 'bitbucket_server'] as const;
export type GitVendorName = (typeof gitVendorNames)[number];

export const GIT_VENDOR_UNKNOWN = 0;

export interface GitVendor {
  id: number;
  name: GitVendorName;
  displayName: string;
  /** The API base a new integration of this vendor starts from. */
  defaultUrl: string;
  /** Whether the connection test needs a user name beside the token (Bitbucket's calls name the user). */
  needsUserName: boolean;
}

export const gitVendors: readonly GitVendor[] = [
  { id: 1, name: 'github', displayName: 'GitHub', defaultUrl: 'https://api.github.com', needsUserName: false },
  { id: 2, name: 'gitlab', displayName: 'GitLab', defaultUrl: 'https://gitlab.com', needsUserName: false },
  {
    id: 3,
    name: 'bitbucket_cloud',
    displayName: 'Bitbucket Cloud',
    defaultUrl: 'https://api.bitbucket.org',
    needsUserName: true,
  },
  {
    id: 4,
    name: 'bitbucket_server',
    displayName: 'Bitbucket Server',
    defaultUrl: 'https://bitbucket.example.com',
    needsUserName: true,
  },
];

export function isGitVendorName(value: string): value is GitVendorName {
  return (gitVendorNames as readonly string[]).includes(value);
}

export function gitVendorByName(name: string): GitVendor | undefined {
  return gitVendors.find((vendor) => vendor.name === name);
}

export function gitVendorById(id: number): GitVendor | undefined {
  return gitVendors.find((vendor) => vendor.id === id);
}
