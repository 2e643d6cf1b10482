import {
  type AccessGroup,
  LEGACY_FIXED_GROUP_SETTINGS,
  type LegacyGroup,
  type LegacyGroupRequest,
  legacySecurityMessages,
  legacySecurityRoutes,
} from '@arca/contract';
import { handle } from '../../lib/routes.ts';
import type { Actor } from '../auth/actor.ts';
import { orUndefinedWhenMissing, refuseUnsupportedSettings } from '../users/legacy-security-rules.ts';
import type { GroupsService } from './groups.service.ts';

/** A group in Artifactory's shape: its members only when asked for (`?includeUsers=true`). */
export function toLegacyGroup(group: AccessGroup, includeUsers: boolean): LegacyGroup {
  return {
    name: group.name,
    description: group.description,
    autoJoin: group.auto_join,
    adminPrivileges: group.admin_privileges,
    realm: group.realm,
    ...(includeUsers ? { userNames: group.members } : {}),
    ...LEGACY_FIXED_GROUP_SETTINGS,
  };
}

/** `userNames` replaces the members: those missing from it leave, the new ones join. */
async function setMembers(groups: GroupsService, actor: Actor, group: AccessGroup, userNames: readonly string[]) {
  const wanted = new Set(userNames.map((name) => name.toLowerCase()));
  const current = new Set(group.members.map((name) => name.toLowerCase()));
  const add = userNames.filter((name) => !current.has(name.toLowerCase()));
  const remove = group.members.filter((name) => !wanted.has(name.toLowerCase()));
  if (add.length > 0 || remove.length > 0) await groups.updateMembers(actor, group.name, { add, remove });
}

/** `PUT`: creates the group, or replaces the one of that name (fields left out take their defaults). */
async function putGroup(groups: GroupsService, actor: Actor, name: string, body: LegacyGroupRequest): Promise<void> {
  refuseUnsupportedSettings(body, LEGACY_FIXED_GROUP_SETTINGS);
  const fields = {
    description: body.description ?? '',
    auto_join: body.autoJoin ?? false,
    admin_privileges: body.adminPrivileges ?? false,
  };
  const current = await orUndefinedWhenMissing(groups.get(actor, name));
  if (!current) {
    await groups.create(actor, { name, ...fields, ...(body.userNames ? { members: body.userNames } : {}) });
    return;
  }
  const replaced = await groups.update(actor, current.name, fields);
  if (body.userNames) await setMembers(groups, actor, replaced, body.userNames);
}

/** `POST`: only the fields given change; `userNames` replaces the members (Artifactory 6.13 on). */
async function updateGroup(groups: GroupsService, actor: Actor, name: string, body: LegacyGroupRequest): Promise<void> {
  refuseUnsupportedSettings(body, LEGACY_FIXED_GROUP_SETTINGS);
  const updated = await groups.update(actor, name, {
    ...(body.description === undefined ? {} : { description: body.description }),
    ...(body.autoJoin === undefined ? {} : { auto_join: body.autoJoin }),
    ...(body.adminPrivileges === undefined ? {} : { admin_privileges: body.adminPrivileges }),
  });
  if (body.userNames) await setMembers(groups, actor, updated, body.userNames);
}

/**
 * Artifactory's legacy group calls (`/artifactory/api/security/groups`), as the Terraform provider
 * and scripts send them: the Access v2 groups service behind them, with its rules and audit.
 */
export function legacyGroupsRoutes(groups: GroupsService, uri: (name: string) => string) {
  return [
    handle(legacySecurityRoutes.listGroups, async (request) =>
      (await groups.list(request.actor)).groups.map((group) => ({
        name: group.group_name,
        uri: uri(group.group_name),
      })),
    ),
    handle(legacySecurityRoutes.getGroup, async (request) =>
      toLegacyGroup(await groups.get(request.actor, request.params.name), request.query.includeUsers === true),
    ),
    handle(legacySecurityRoutes.putGroup, async (request, reply) => {
      await putGroup(groups, request.actor, request.params.name, request.body);
      return reply.code(201).send();
    }),
    handle(legacySecurityRoutes.updateGroup, async (request, reply) => {
      await updateGroup(groups, request.actor, request.params.name, request.body);
      return reply.code(200).send();
    }),
    handle(legacySecurityRoutes.deleteGroup, async (request, reply) => {
      await groups.delete(request.actor, request.params.name);
      return reply.code(200).type('text/plain').send(legacySecurityMessages.groupRemoved(request.params.name));
    }),
  ];
}
