import type { EffectivePermissionFlags, EffectivePermissions, PermissionTargetRow, PrincipalRow } from '@arca/contract';

/** The switch of the effective-permissions view (R23.01). */
export type EffectiveView = 'user' | 'group' | 'targets';

export const effectiveViewOptions: { label: string; value: EffectiveView }[] = [
  { label: 'Users', value: 'user' },
  { label: 'Groups', value: 'group' },
  { label: 'Permission Targets', value: 'targets' },
];

/** R23.02 */
export const DEFAULT_EFFECTIVE_VIEW: EffectiveView = 'user';

/** The view's two flavours (R23.03); builds has no Distribute column and says Deploy for Create. */
export type EffectiveFlavour = 'distribution' | 'builds';

export const DEFAULT_EFFECTIVE_FLAVOUR: EffectiveFlavour = 'distribution';

export type PermissionFlag = keyof EffectivePermissionFlags;

/** A displayed flag: 1 allowed, 0 not allowed, undefined when the server left it out. */
export type PermissionBit = 0 | 1 | undefined;

/** A principal row as shown: the server's row plus numeric copies of its flags (R23.18). */
export interface PrincipalDisplayRow extends PrincipalRow {
  bits: Record<PermissionFlag, PermissionBit>;
}

/** The server may send a partial object, so every flag is read as possibly missing. */
type LooseFlags = Partial<Record<PermissionFlag, boolean | null>> | null | undefined;

function bitOf(value: boolean | null | undefined): PermissionBit {
  if (value === true) return 1;
  if (value === false) return 0;
  return undefined;
}

/** R23.18: the numeric 0/1 copies of a principal's permission booleans. */
export function permissionBits(permission: LooseFlags): Record<PermissionFlag, PermissionBit> {
  return {
    read: bitOf(permission?.read),
    annotate: bitOf(permission?.annotate),
    deploy: bitOf(permission?.deploy),
    distribute: bitOf(permission?.distribute),
    delete: bitOf(permission?.delete),
    managedXrayMeta: bitOf(permission?.managedXrayMeta),
  };
}

/** R23.17: a principal row ready for the table, tolerating missing lists. */
export function toPrincipalDisplayRow(row: PrincipalRow): PrincipalDisplayRow {
  return {
    principal: row.principal,
    permissionTargets: row.permissionTargets ?? [],
    permission: row.permission,
    bits: permissionBits(row.permission),
  };
}

/** R23.15: a permission-target row ready for the table, tolerating missing lists. */
export function toTargetRow(row: PermissionTargetRow): PermissionTargetRow {
  return {
    permissionName: row.permissionName,
    users: row.users ?? [],
    groups: row.groups ?? [],
    repoKeys: row.repoKeys ?? [],
  };
}

/** R23.16: the users' and groups' rows of the answer, for the principals table. */
export function principalRows(data: EffectivePermissions, view: 'user' | 'group'): PrincipalDisplayRow[] {
  const rows = view === 'user' ? data.userEffectivePermissions : data.groupEffectivePermissions;
  return (rows ?? []).map(toPrincipalDisplayRow);
}

/** R23.16: the permission targets of the answer. */
export function targetRows(data: EffectivePermissions): PermissionTargetRow[] {
  return (data.permissionTargets ?? []).map(toTargetRow);
}

export interface PrincipalColumn {
  flag: PermissionFlag;
  title: string;
}

/** R23.07–R23.09: the permission columns of the principals table in each flavour. */
export function principalPermissionColumns(flavour: EffectiveFlavour): PrincipalColumn[] {
  const columns: PrincipalColumn[] = [
    { flag: 'read', title: 'Read' },
    { flag: 'annotate', title: 'Annotate' },
    { flag: 'deploy', title: flavour === 'builds' ? 'Deploy' : 'Create' },
    { flag: 'distribute', title: 'Distribute' },
    { flag: 'delete', title: 'Delete' },
    { flag: 'managedXrayMeta', title: 'Manage Xray Meta' },
  ];
  return flavour === 'builds' ? columns.filter((column) => column.flag !== 'distribute') : columns;
}
