import type { EffectivePermissions, PrincipalRow } from '@arca/contract';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EFFECTIVE_FLAVOUR,
  DEFAULT_EFFECTIVE_VIEW,
  permissionBits,
  principalPermissionColumns,
  principalRows,
  targetRows,
  toPrincipalDisplayRow,
} from './effective-permissions.ts';

const dev: PrincipalRow = {
  principal: 'dev',
  permissionTargets: ['readers', 'deployers'],
  permission: { read: true, annotate: false, deploy: true, delete: false, distribute: true, managedXrayMeta: false },
};

const data: EffectivePermissions = {
  userEffectivePermissions: [dev],
  groupEffectivePermissions: [
    {
      principal: 'team',
      permissionTargets: ['readers'],
      permission: {
        read: true,
        annotate: true,
        deploy: false,
        delete: false,
        distribute: false,
        managedXrayMeta: true,
      },
    },
  ],
  permissionTargets: [{ permissionName: 'readers', users: ['dev'], groups: ['team'], repoKeys: ['libs-release'] }],
};

describe('effective permissions data', () => {
  it('R23.18 derives numeric 0/1 copies of the permission booleans', () => {
    expect(permissionBits(dev.permission)).toEqual({
      read: 1,
      annotate: 0,
      deploy: 1,
      delete: 0,
      distribute: 1,
      managedXrayMeta: 0,
    });
  });

  it('R23.18 leaves a copy empty when the server left the boolean out', () => {
    expect(permissionBits({ read: false, deploy: null })).toEqual({
      read: 0,
      annotate: undefined,
      deploy: undefined,
      delete: undefined,
      distribute: undefined,
      managedXrayMeta: undefined,
    });
    expect(permissionBits(undefined).read).toBeUndefined();
  });

  it('R23.17 reads principal, permissionTargets[] and the permission booleans of a principal row', () => {
    const row = toPrincipalDisplayRow(dev);
    expect(row.principal).toBe('dev');
    expect(row.permissionTargets).toEqual(['readers', 'deployers']);
    expect(row.permission).toEqual(dev.permission);
    expect(row.bits.distribute).toBe(1);
    expect(row.bits.managedXrayMeta).toBe(0);
  });

  it('R23.15 reads permissionName, users[], groups[] and repoKeys[] of a permission target row', () => {
    expect(targetRows(data)).toEqual([
      { permissionName: 'readers', users: ['dev'], groups: ['team'], repoKeys: ['libs-release'] },
    ]);
  });

  it('R23.16 takes the users from userEffectivePermissions, the groups from groupEffectivePermissions', () => {
    expect(principalRows(data, 'user').map((row) => row.principal)).toEqual(['dev']);
    expect(principalRows(data, 'group').map((row) => row.principal)).toEqual(['team']);
    expect(principalRows(data, 'group')[0]?.bits).toMatchObject({ read: 1, annotate: 1, managedXrayMeta: 1 });
    expect(targetRows(data).map((row) => row.permissionName)).toEqual(['readers']);
  });

  it('defaults to the users view and the distribution flavour', () => {
    expect(DEFAULT_EFFECTIVE_VIEW).toBe('user');
    expect(DEFAULT_EFFECTIVE_FLAVOUR).toBe('distribution');
  });

  it('titles the permission columns per flavour', () => {
    expect(principalPermissionColumns('distribution').map((column) => column.title)).toEqual([
      'Read',
      'Annotate',
      'Create',
      'Distribute',
      'Delete',
      'Manage Xray Meta',
    ]);
    expect(principalPermissionColumns('builds').map((column) => column.title)).toEqual([
      'Read',
      'Annotate',
      'Deploy',
      'Delete',
      'Manage Xray Meta',
    ]);
  });
});
