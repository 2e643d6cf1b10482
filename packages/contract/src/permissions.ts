import { nameParams } from './access-params.ts';
import { route } from './routes/route.ts';

/** The actions a permission grants, in the Access v2 spelling (jfrog-wire-compat §6). */
export const permissionActions = ['READ', 'ANNOTATE', 'WRITE', 'DELETE', 'MANAGE', 'DISTRIBUTE', 'SCAN'] as const;

export type PermissionAction = (typeof permissionActions)[number];

/** What a permission can be about. */
export const permissionResourceTypes = ['artifact', 'build', 'release_bundle'] as const;

export type PermissionResourceType = (typeof permissionResourceTypes)[number];

/**
 * Targets that stand for every repository of some kinds rather than one key, those there now and
 * those created later: `ANY` for every repository (as the legacy permission-target calls take it),
 * `ANY LOCAL` and the others for one kind.
 */
export const ANY_REPOSITORY_TARGETS = {
  ANY: ['local', 'remote', 'virtual', 'federated'],
  'ANY LOCAL': ['local'],
  'ANY REMOTE': ['remote'],
  'ANY FEDERATED': ['federated'],
} as const satisfies Record<string, readonly string[]>;

export interface PermissionTarget {
  include_patterns: string[];
  exclude_patterns: string[];
}

export interface PermissionResource {
  /** By repository key, ANY, ANY LOCAL, ANY REMOTE or ANY FEDERATED (for artifacts); build or bundle names otherwise. */
  targets: Record<string, PermissionTarget>;
  actions: {
    users: Record<string, PermissionAction[]>;
    groups: Record<string, PermissionAction[]>;
  };
}

/** A permission (target) in the Access v2 shape: `/access/api/v2/permissions`. */
export interface Permission {
  name: string;
  resources: Partial<Record<PermissionResourceType, PermissionResource>>;
}

const patterns = { type: 'array', maxItems: 100, items: { type: 'string', minLength: 1, maxLength: 1024 } } as const;

const principalActions = {
  type: 'object',
  maxProperties: 10_000,
  additionalProperties: { type: 'array', uniqueItems: true, items: { type: 'string', enum: permissionActions } },
} as const;

export const permissionResourceSchema = {
  type: 'object',
  required: ['targets', 'actions'],
  additionalProperties: false,
  properties: {
    targets: {
      type: 'object',
      maxProperties: 1000,
      additionalProperties: {
        type: 'object',
        additionalProperties: false,
        properties: { include_patterns: patterns, exclude_patterns: patterns },
      },
    },
    actions: {
      type: 'object',
      additionalProperties: false,
      properties: { users: principalActions, groups: principalActions },
    },
  },
} as const;

export const permissionSchema = {
  type: 'object',
  required: ['name', 'resources'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 64 },
    resources: {
      type: 'object',
      additionalProperties: false,
      properties: {
        artifact: permissionResourceSchema,
        build: permissionResourceSchema,
        release_bundle: permissionResourceSchema,
      },
    },
  },
} as const;

/** `GET /access/api/v2/permissions`: the names, each with the address of the whole permission. */
export interface PermissionList {
  permissions: { name: string; uri: string }[];
}

export const permissionListSchema = {
  type: 'object',
  required: ['permissions'],
  properties: {
    permissions: {
      type: 'array',
      items: {
        type: 'object',
        required: ['name', 'uri'],
        properties: { name: { type: 'string' }, uri: { type: 'string' } },
      },
    },
  },
} as const;

/** `GET ui/permissions`: every permission in full, for the console's permissions table. */
export interface PermissionDetailsList {
  permissions: Permission[];
}

export const permissionDetailsListSchema = {
  type: 'object',
  required: ['permissions'],
  properties: { permissions: { type: 'array', items: permissionSchema } },
} as const;

/** R23.17: the effective-permission flags of one principal, in the view's terms. */
export interface EffectivePermissionFlags {
  read: boolean;
  annotate: boolean;
  deploy: boolean;
  delete: boolean;
  distribute: boolean;
  managedXrayMeta: boolean;
}

/** R23.17: a principal row of the effective-permissions view. */
export interface PrincipalRow {
  principal: string;
  permissionTargets: string[];
  permission: EffectivePermissionFlags;
}

/** R23.15: a permission-target row of the effective-permissions view. */
export interface PermissionTargetRow {
  permissionName: string;
  users: string[];
  groups: string[];
  repoKeys: string[];
}

/** R23.16: what the effective-permissions view shows for one repository, build or bundle repository. */
export interface EffectivePermissions {
  userEffectivePermissions: PrincipalRow[];
  groupEffectivePermissions: PrincipalRow[];
  permissionTargets: PermissionTargetRow[];
}

const principalRowSchema = {
  type: 'object',
  required: ['principal', 'permissionTargets', 'permission'],
  properties: {
    principal: { type: 'string' },
    permissionTargets: { type: 'array', items: { type: 'string' } },
    permission: {
      type: 'object',
      required: ['read', 'annotate', 'deploy', 'delete', 'distribute', 'managedXrayMeta'],
      properties: {
        read: { type: 'boolean' },
        annotate: { type: 'boolean' },
        deploy: { type: 'boolean' },
        delete: { type: 'boolean' },
        distribute: { type: 'boolean' },
        managedXrayMeta: { type: 'boolean' },
      },
    },
  },
} as const;

export const effectivePermissionsSchema = {
  type: 'object',
  required: ['userEffectivePermissions', 'groupEffectivePermissions', 'permissionTargets'],
  properties: {
    userEffectivePermissions: { type: 'array', items: principalRowSchema },
    groupEffectivePermissions: { type: 'array', items: principalRowSchema },
    permissionTargets: {
      type: 'array',
      items: {
        type: 'object',
        required: ['permissionName', 'users', 'groups', 'repoKeys'],
        properties: {
          permissionName: { type: 'string' },
          users: { type: 'array', items: { type: 'string' } },
          groups: { type: 'array', items: { type: 'string' } },
          repoKeys: { type: 'array', items: { type: 'string' } },
        },
      },
    },
  },
} as const;

/** The legacy permission-target actions (`/artifactory/api/v2/security/permissions`), lower case. */
export const legacyPermissionActions = [
  'read',
  'write',
  'annotate',
  'delete',
  'manage',
  'managedXrayMeta',
  'distribute',
] as const;

export type LegacyPermissionAction = (typeof legacyPermissionActions)[number];

/** One section of a legacy permission target: one set of patterns for all its repositories. */
export interface LegacyPermissionSection {
  'include-patterns'?: string[];
  'exclude-patterns'?: string[];
  repositories: string[];
  actions?: { users?: Record<string, LegacyPermissionAction[]>; groups?: Record<string, LegacyPermissionAction[]> };
}

/** A permission target in the legacy Artifactory v2 shape, as older tools and Terraform providers send it. */
export interface LegacyPermission {
  name: string;
  repo?: LegacyPermissionSection;
  build?: LegacyPermissionSection;
  releaseBundle?: LegacyPermissionSection;
}

const legacyPrincipals = {
  type: 'object',
  maxProperties: 10_000,
  additionalProperties: { type: 'array', uniqueItems: true, items: { type: 'string', enum: legacyPermissionActions } },
} as const;

const legacySectionSchema = {
  type: 'object',
  required: ['repositories'],
  additionalProperties: false,
  properties: {
    'include-patterns': patterns,
    'exclude-patterns': patterns,
    repositories: { type: 'array', maxItems: 1000, items: { type: 'string', minLength: 1, maxLength: 256 } },
    actions: {
      type: 'object',
      additionalProperties: false,
      properties: { users: legacyPrincipals, groups: legacyPrincipals },
    },
  },
} as const;

export const legacyPermissionSchema = {
  type: 'object',
  required: ['name'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 64 },
    repo: legacySectionSchema,
    build: legacySectionSchema,
    releaseBundle: legacySectionSchema,
  },
} as const;

/** A stored target as answered: a build section's repository may be the empty name the service keeps. */
const legacySectionReplySchema = {
  ...legacySectionSchema,
  properties: { ...legacySectionSchema.properties, repositories: { type: 'array', items: { type: 'string' } } },
} as const;

const legacyPermissionReplySchema = {
  ...legacyPermissionSchema,
  properties: {
    ...legacyPermissionSchema.properties,
    repo: legacySectionReplySchema,
    build: legacySectionReplySchema,
    releaseBundle: legacySectionReplySchema,
  },
} as const;

/** One grant a principal holds: which permission, on what, what it allows, and through whom. */
export interface PrincipalGrant {
  permissionName: string;
  resourceType: PermissionResourceType;
  /** Repository keys (or ANY …), build or bundle repositories the grant covers. */
  targets: string[];
  /** With the actions they imply. */
  actions: PermissionAction[];
  /** Undefined for the principal's own grant; else the group it comes through. */
  viaGroup?: string;
}

/** `GET ui/principalPermissions/{user|group}/{name}`: what a user or group may do, and where from. */
export interface PrincipalPermissions {
  grants: PrincipalGrant[];
}

export const principalPermissionsSchema = {
  type: 'object',
  required: ['grants'],
  properties: {
    grants: {
      type: 'array',
      items: {
        type: 'object',
        required: ['permissionName', 'resourceType', 'targets', 'actions'],
        properties: {
          permissionName: { type: 'string' },
          resourceType: { type: 'string', enum: permissionResourceTypes },
          targets: { type: 'array', items: { type: 'string' } },
          actions: { type: 'array', items: { type: 'string', enum: permissionActions } },
          viaGroup: { type: 'string' },
        },
      },
    },
  },
} as const;

const resourceParams = {
  type: 'object',
  required: ['name', 'type'],
  properties: { ...nameParams.properties, type: { type: 'string', enum: permissionResourceTypes } },
} as const;

const principalParams = {
  type: 'object',
  required: ['kind', 'name'],
  properties: { kind: { type: 'string', enum: ['user', 'group'] }, ...nameParams.properties },
} as const;

const repositoryParams = {
  type: 'object',
  required: ['type', 'repoKey'],
  properties: {
    type: { type: 'string', enum: permissionResourceTypes },
    repoKey: { type: 'string', minLength: 1, maxLength: 256 },
  },
} as const;

/** `GET /artifactory/api/v2/security/permissions`: the names, each with its address. */
const legacyPermissionListSchema = permissionListSchema.properties.permissions;

const tag = 'Permissions';

/**
 * The access service's permission calls (Access v2, jfrog-wire-compat §6), the legacy
 * permission-target calls older tools and Terraform providers still send (the same permissions in
 * the other shape), and the console's permission views: all for administrators.
 */
export const permissionRoutes = {
  list: route<{ reply: PermissionList }>()({
    method: 'GET',
    path: '/access/api/v2/permissions',
    mount: 'both',
    access: 'admin',
    tag,
    summary: 'Every permission by name, with the address of each',
    responses: { 200: permissionListSchema },
  }),
  create: route<{ body: Permission; reply: Permission }>()({
    method: 'POST',
    path: '/access/api/v2/permissions',
    mount: 'both',
    access: 'admin',
    tag,
    summary: 'Creates a permission; every user, group and repository it names must exist',
    body: permissionSchema,
    responses: { 201: permissionSchema },
  }),
  get: route<{ reply: Permission }>()({
    method: 'GET',
    path: '/access/api/v2/permissions/:name',
    mount: 'both',
    access: 'admin',
    tag,
    summary: 'One permission with its resources',
    params: nameParams,
    responses: { 200: permissionSchema },
  }),
  replace: route<{ body: Permission; reply: Permission }>()({
    method: 'PUT',
    path: '/access/api/v2/permissions/:name',
    mount: 'both',
    access: 'admin',
    tag,
    summary: 'Replaces a permission whole; its name stays',
    params: nameParams,
    body: permissionSchema,
    responses: { 200: permissionSchema },
  }),
  replaceResource: route<{ body: PermissionResource; reply: Permission }>()({
    method: 'PUT',
    path: '/access/api/v2/permissions/:name/:type',
    mount: 'both',
    access: 'admin',
    tag,
    summary: 'Replaces one resource section of a permission, keeping the others',
    params: resourceParams,
    body: permissionResourceSchema,
    responses: { 200: permissionSchema },
  }),
  removeResource: route()({
    method: 'DELETE',
    path: '/access/api/v2/permissions/:name/:type',
    mount: 'both',
    access: 'admin',
    tag,
    summary: 'Removes one resource section of a permission; the permission stays',
    params: resourceParams,
    responses: { 204: {} },
  }),
  delete: route()({
    method: 'DELETE',
    path: '/access/api/v2/permissions/:name',
    mount: 'both',
    access: 'admin',
    tag,
    summary: 'Deletes a permission',
    params: nameParams,
    responses: { 204: {} },
  }),
  table: route<{ reply: PermissionDetailsList }>()({
    method: 'GET',
    path: '/ui/permissions',
    mount: 'console',
    access: 'admin',
    tag,
    summary: "Every permission in full, for the console's permissions table",
    responses: { 200: permissionDetailsListSchema },
  }),
  principal: route<{ reply: PrincipalPermissions }>()({
    method: 'GET',
    path: '/ui/principalPermissions/:kind/:name',
    mount: 'console',
    access: 'admin',
    tag,
    summary: 'What a user (with their groups) or a group may do, and through which permission',
    params: principalParams,
    responses: { 200: principalPermissionsSchema },
  }),
  effective: route<{ reply: EffectivePermissions }>()({
    method: 'GET',
    path: '/ui/effectivePermissions/:type/:repoKey',
    mount: 'console',
    access: 'admin',
    tag,
    summary: 'Who may do what in one repository, build or bundle repository, and through which permission',
    params: repositoryParams,
    responses: { 200: effectivePermissionsSchema },
  }),
  legacyList: route<{ reply: PermissionList['permissions'] }>()({
    method: 'GET',
    path: '/artifactory/api/v2/security/permissions',
    mount: 'both',
    access: 'admin',
    tag,
    summary: 'Every permission target by name, with the address of each (legacy shape)',
    responses: { 200: legacyPermissionListSchema },
  }),
  legacyGet: route<{ reply: LegacyPermission }>()({
    method: 'GET',
    path: '/artifactory/api/v2/security/permissions/:name',
    mount: 'both',
    access: 'admin',
    tag,
    summary: 'One permission target (legacy shape)',
    params: nameParams,
    responses: { 200: legacyPermissionReplySchema },
  }),
  legacyCreate: route<{ body: LegacyPermission }>()({
    method: 'POST',
    path: '/artifactory/api/v2/security/permissions/:name',
    mount: 'both',
    access: 'admin',
    tag,
    summary: 'Creates a permission target named by the path (legacy shape)',
    params: nameParams,
    body: legacyPermissionSchema,
    responses: { 201: { media: [], description: 'Created; the answer has no body' } },
  }),
  legacyReplace: route<{ body: LegacyPermission }>()({
    method: 'PUT',
    path: '/artifactory/api/v2/security/permissions/:name',
    mount: 'both',
    access: 'admin',
    tag,
    summary: 'Replaces a permission target whole (legacy shape)',
    params: nameParams,
    body: legacyPermissionSchema,
    responses: { 200: { media: [], description: 'Replaced; the answer has no body' } },
  }),
  legacyDelete: route()({
    method: 'DELETE',
    path: '/artifactory/api/v2/security/permissions/:name',
    mount: 'both',
    access: 'admin',
    tag,
    summary: 'Deletes a permission target',
    params: nameParams,
    responses: { 204: {} },
  }),
} as const;
