import type { Permission } from '@arca/contract';
import { describe, expect, it } from 'vitest';
import { effectivePermissions, principalGrants } from './effective-permissions.ts';

const permissions: Permission[] = [
  {
    name: 'npm-deployers',
    resources: {
      artifact: {
        targets: { 'npm-local': { include_patterns: ['@acme/**'], exclude_patterns: [] } },
        actions: { users: { alice: ['WRITE'] }, groups: { developers: ['DELETE'] } },
      },
    },
  },
  {
    name: 'local-readers',
    resources: {
      artifact: {
        targets: { 'ANY LOCAL': { include_patterns: [], exclude_patterns: [] } },
        actions: { users: { alice: ['READ'], anonymous: ['READ'] }, groups: {} },
      },
    },
  },
  {
    name: 'remote-scanners',
    resources: {
      artifact: {
        targets: { 'ANY REMOTE': { include_patterns: [], exclude_patterns: [] } },
        actions: { users: { bob: ['SCAN'] }, groups: {} },
      },
    },
  },
];

const none = { read: false, annotate: false, deploy: false, delete: false, distribute: false, managedXrayMeta: false };

describe('effective permissions of a repository', () => {
  it('R23.15 R23.16 lists the permission targets that reach it, by key or by kind', () => {
    const view = effectivePermissions(permissions, 'artifact', 'npm-local', 'local');
    expect(view.permissionTargets).toEqual([
      { permissionName: 'npm-deployers', users: ['alice'], groups: ['developers'], repoKeys: ['npm-local'] },
      { permissionName: 'local-readers', users: ['alice', 'anonymous'], groups: [], repoKeys: ['ANY LOCAL'] },
    ]);
    expect(Object.keys(view).sort()).toEqual([
      'groupEffectivePermissions',
      'permissionTargets',
      'userEffectivePermissions',
    ]);
  });

  it('R23.17 gives each principal the permissions that grant and the combined flags, implied ones included', () => {
    const view = effectivePermissions(permissions, 'artifact', 'npm-local', 'local');
    expect(view.userEffectivePermissions).toEqual([
      {
        principal: 'alice',
        permissionTargets: ['npm-deployers', 'local-readers'],
        permission: { ...none, read: true, annotate: true, deploy: true },
      },
      { principal: 'anonymous', permissionTargets: ['local-readers'], permission: { ...none, read: true } },
    ]);
    expect(view.groupEffectivePermissions).toEqual([
      {
        principal: 'developers',
        permissionTargets: ['npm-deployers'],
        permission: { ...none, read: true, annotate: true, deploy: true, delete: true },
      },
    ]);
  });

  it('R23.17 reports the scan action as managedXrayMeta, and nothing for repositories no permission reaches', () => {
    const remote = effectivePermissions(permissions, 'artifact', 'maven-remote', 'remote');
    expect(remote.userEffectivePermissions).toEqual([
      {
        principal: 'bob',
        permissionTargets: ['remote-scanners'],
        permission: { ...none, read: true, managedXrayMeta: true },
      },
    ]);
    expect(effectivePermissions(permissions, 'build', 'artifactory-build-info', undefined)).toEqual({
      userEffectivePermissions: [],
      groupEffectivePermissions: [],
      permissionTargets: [],
    });
  });
});

describe('per principal', () => {
  it("lists a user's own grants, then each group's, with the actions they imply", () => {
    expect(principalGrants(permissions, { userName: 'ALICE', groups: ['developers'] })).toEqual([
      {
        permissionName: 'npm-deployers',
        resourceType: 'artifact',
        targets: ['npm-local'],
        actions: ['READ', 'ANNOTATE', 'WRITE'],
      },
      { permissionName: 'local-readers', resourceType: 'artifact', targets: ['ANY LOCAL'], actions: ['READ'] },
      {
        permissionName: 'npm-deployers',
        resourceType: 'artifact',
        targets: ['npm-local'],
        actions: ['READ', 'ANNOTATE', 'WRITE', 'DELETE'],
        viaGroup: 'developers',
      },
    ]);
  });

  it('lists nothing for a principal without grants', () => {
    expect(principalGrants(permissions, { userName: 'nobody', groups: [] })).toEqual([]);
    expect(principalGrants(permissions, { groups: ['strangers'] })).toEqual([]);
  });
});
