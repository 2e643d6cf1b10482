/**
 * The scanner's permissions as the scanner names them (shell.md §6, R7.08): what
 * `/xray/ui/permissions/current` may grant the current user.
 */
export const scannerPermissions = [
  'admin',
  'view_policies',
  'view_watches',
  'manage_reports',
  'manage_policies',
  'manage_watches',
] as const;
export type ScannerPermission = (typeof scannerPermissions)[number];

export function isScannerPermission(name: string): name is ScannerPermission {
  return (scannerPermissions as readonly string[]).includes(name);
}

/**
 * The scanning roles (shell.md §6, packages-and-search.md §6, R7.09), each with the permission that
 * grants it; the scanner's admin permission grants every role.
 */
export const scanningRoles = [
  { role: 'watchManager', label: 'Watch manager', grantedBy: ['manage_watches'] },
  { role: 'policyManager', label: 'Policy manager', grantedBy: ['manage_policies'] },
  // Who may manage policies may read them too.
  { role: 'policyViewer', label: 'Policy viewer', grantedBy: ['view_policies', 'manage_policies'] },
] as const satisfies readonly { role: string; label: string; grantedBy: readonly ScannerPermission[] }[];
export type ScanningRole = (typeof scanningRoles)[number]['role'];

/** The scanning roles a set of scanner permissions grants. */
export function scanningRolesOf(permissions: ReadonlySet<ScannerPermission>): ScanningRole[] {
  return scanningRoles
    .filter(({ grantedBy }) => permissions.has('admin') || grantedBy.some((permission) => permissions.has(permission)))
    .map(({ role }) => role);
}
