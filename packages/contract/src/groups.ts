import { nameParams } from './access-params.ts';
import { route } from './routes/route.ts';

/** Characters a group name may not contain (R26.08). */
export const GROUP_NAME_FORBIDDEN_CHARACTERS = ['/', '\\', ':', '|', '?', '<', '>', '*', '"'] as const;

/** The group-name message listing the forbidden characters (R26.30; wording decided in O59). */
export const GROUP_NAME_MESSAGE = `A group name must not contain any of these characters: ${GROUP_NAME_FORBIDDEN_CHARACTERS.join(' ')}`;

export const GROUP_NAME_MAX_LENGTH = 64;

/** R26.08: a non-blank name of at most 64 characters without / \ : | ? < > * ". */
export function isValidGroupName(name: string): boolean {
  if (name.trim() === '' || name.length > GROUP_NAME_MAX_LENGTH) return false;
  return !GROUP_NAME_FORBIDDEN_CHARACTERS.some((character) => name.includes(character));
}

/** A group as the Access v2 API (`/access/api/v2/groups/{name}`) shows it. */
export interface AccessGroup {
  name: string;
  description: string;
  /** New users join it automatically. */
  auto_join: boolean;
  /** Its members administer the platform. */
  admin_privileges: boolean;
  realm: string;
  members: string[];
}

export interface CreateGroupRequest {
  name: string;
  description?: string;
  auto_join?: boolean;
  admin_privileges?: boolean;
  members?: string[];
}

export type UpdateGroupRequest = Partial<Omit<CreateGroupRequest, 'name' | 'members'>>;

/** `PATCH /access/api/v2/groups/{name}/members`: user names to add and to remove. */
export interface GroupMembersRequest {
  add?: string[];
  remove?: string[];
}

/** `GET /access/api/v2/groups`: the names, each with the address of the whole group. */
export interface GroupList {
  groups: { group_name: string; uri: string }[];
}

const userNames = { type: 'array', maxItems: 10_000, items: { type: 'string', minLength: 1, maxLength: 64 } } as const;

export const accessGroupSchema = {
  type: 'object',
  required: ['name', 'description', 'auto_join', 'admin_privileges', 'realm', 'members'],
  properties: {
    name: { type: 'string' },
    description: { type: 'string' },
    auto_join: { type: 'boolean' },
    admin_privileges: { type: 'boolean' },
    realm: { type: 'string' },
    members: { type: 'array', items: { type: 'string' } },
  },
} as const;

export const createGroupRequestSchema = {
  type: 'object',
  required: ['name'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: GROUP_NAME_MAX_LENGTH },
    description: { type: 'string', maxLength: 1024 },
    auto_join: { type: 'boolean' },
    admin_privileges: { type: 'boolean' },
    members: userNames,
  },
} as const;

export const updateGroupRequestSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    description: { type: 'string', maxLength: 1024 },
    auto_join: { type: 'boolean' },
    admin_privileges: { type: 'boolean' },
  },
} as const;

export const groupMembersRequestSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { add: userNames, remove: userNames },
} as const;

export const groupListSchema = {
  type: 'object',
  required: ['groups'],
  properties: {
    groups: {
      type: 'array',
      items: {
        type: 'object',
        required: ['group_name', 'uri'],
        properties: { group_name: { type: 'string' }, uri: { type: 'string' } },
      },
    },
  },
} as const;

/** `GET ui/groups`: every group in full, for the console's groups table. */
export interface GroupDetailsList {
  groups: AccessGroup[];
}

export const groupDetailsListSchema = {
  type: 'object',
  required: ['groups'],
  properties: { groups: { type: 'array', items: accessGroupSchema } },
} as const;

const tag = 'Groups';

/** The access service's group calls (Access v2, jfrog-wire-compat §6) and the console's groups table: all for administrators. */
export const groupRoutes = {
  list: route<{ reply: GroupList }>()({
    method: 'GET',
    path: '/access/api/v2/groups',
    mount: 'both',
    access: 'admin',
    tag,
    summary: 'Every group by name, with the address of each',
    responses: { 200: groupListSchema },
  }),
  create: route<{ body: CreateGroupRequest; reply: AccessGroup }>()({
    method: 'POST',
    path: '/access/api/v2/groups',
    mount: 'both',
    access: 'admin',
    tag,
    summary: 'Creates a group with its first members',
    body: createGroupRequestSchema,
    responses: { 201: accessGroupSchema },
  }),
  get: route<{ reply: AccessGroup }>()({
    method: 'GET',
    path: '/access/api/v2/groups/:name',
    mount: 'both',
    access: 'admin',
    tag,
    summary: 'One group with its members',
    params: nameParams,
    responses: { 200: accessGroupSchema },
  }),
  update: route<{ body: UpdateGroupRequest; reply: AccessGroup }>()({
    method: 'PATCH',
    path: '/access/api/v2/groups/:name',
    mount: 'both',
    access: 'admin',
    tag,
    summary: 'Changes the fields given of a group',
    params: nameParams,
    body: updateGroupRequestSchema,
    responses: { 200: accessGroupSchema },
  }),
  updateMembers: route<{ body: GroupMembersRequest; reply: AccessGroup }>()({
    method: 'PATCH',
    path: '/access/api/v2/groups/:name/members',
    mount: 'both',
    access: 'admin',
    tag,
    summary: 'Adds and removes members of a group, keeping the others',
    params: nameParams,
    body: groupMembersRequestSchema,
    responses: { 200: accessGroupSchema },
  }),
  delete: route()({
    method: 'DELETE',
    path: '/access/api/v2/groups/:name',
    mount: 'both',
    access: 'admin',
    tag,
    summary: 'Deletes a group and its grants',
    params: nameParams,
    responses: { 204: {} },
  }),
  table: route<{ reply: GroupDetailsList }>()({
    method: 'GET',
    path: '/ui/groups',
    mount: 'console',
    access: 'admin',
    tag,
    summary: "Every group in full, for the console's groups table",
    responses: { 200: groupDetailsListSchema },
  }),
} as const;
