import {
  type AccessGroup,
  type CreateGroupRequest,
  GROUP_NAME_MESSAGE,
  type GroupDetailsList,
  type GroupList,
  type GroupMembersRequest,
  isValidGroupName,
  serverMessages,
  type UpdateGroupRequest,
} from '@arca/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { Conflict, Invalid, NotFound } from '../../lib/errors.ts';
import { missingNames } from '../../lib/names.ts';
import { type Actor, requireAdmin } from '../auth/actor.ts';
import type { PermissionsRepository } from '../permissions/permissions.repository.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { GroupRow, GroupsRepository } from './groups.repository.ts';

/**
 * Groups of users (Access v2 `/access/api/v2/groups`): administrators create, change and delete
 * them and manage their members. Every change happens in one transaction, so a request naming an
 * unknown user changes nothing.
 */
export class GroupsService {
  readonly #groups: GroupsRepository;
  readonly #users: UsersRepository;
  readonly #permissions: PermissionsRepository;
  readonly #uri: (name: string) => string;
  constructor(deps: {
    groups: GroupsRepository;
    users: UsersRepository;
    permissions: PermissionsRepository;
    /** The address of one group in the Access v2 API. */
    uri: (name: string) => string;
  }) {
    this.#groups = deps.groups;
    this.#users = deps.users;
    this.#permissions = deps.permissions;
    this.#uri = deps.uri;
  }

  async list(actor: Actor): Promise<GroupList> {
    requireAdmin(actor);
    const groups = await this.#groups.list();
    return { groups: groups.map((group) => ({ group_name: group.name, uri: this.#uri(group.name) })) };
  }

  /** Every group with its members, in two reads whatever the number of groups. */
  async listDetails(actor: Actor): Promise<GroupDetailsList> {
    requireAdmin(actor);
    const [groups, memberships] = await Promise.all([this.#groups.list(), this.#groups.memberships()]);
    const members = Map.groupBy(memberships, (membership) => membership.groupName);
    return {
      groups: groups.map((group) =>
        toAccessGroup(
          group,
          (members.get(group.name) ?? []).map((membership) => membership.userName),
        ),
      ),
    };
  }

  async get(actor: Actor, name: string): Promise<AccessGroup> {
    requireAdmin(actor);
    return this.#describe(await this.#existing(name));
  }

  async create(actor: Actor, input: CreateGroupRequest): Promise<AccessGroup> {
    requireAdmin(actor);
    if (!isValidGroupName(input.name)) throw new Invalid(GROUP_NAME_MESSAGE);
    const created = await this.#groups.transaction(async (tx) => {
      if (await this.#groups.findByName(input.name, tx)) throw new Conflict(serverMessages.groupExists(input.name));
      const group = await this.#groups.insert(
        input.name,
        {
          description: input.description ?? '',
          autoJoin: input.auto_join ?? false,
          adminPrivileges: input.admin_privileges ?? false,
        },
        tx,
      );
      await this.#groups.addMembers(group.id, await this.#userIds(input.members ?? [], tx), tx);
      return group;
    });
    return this.#describe(created);
  }

  async update(actor: Actor, name: string, input: UpdateGroupRequest): Promise<AccessGroup> {
    requireAdmin(actor);
    const group = await this.#existing(name);
    const fields = {
      description: input.description ?? group.description,
      autoJoin: input.auto_join ?? group.autoJoin,
      adminPrivileges: input.admin_privileges ?? group.adminPrivileges,
    };
    await this.#groups.update(group.id, fields);
    return this.#describe({ ...group, ...fields });
  }

  async updateMembers(actor: Actor, name: string, input: GroupMembersRequest): Promise<AccessGroup> {
    requireAdmin(actor);
    const group = await this.#existing(name);
    await this.#groups.transaction(async (tx) => {
      await this.#groups.addMembers(group.id, await this.#userIds(input.add ?? [], tx), tx);
      await this.#groups.removeMembers(group.id, await this.#userIds(input.remove ?? [], tx), tx);
    });
    return this.#describe(group);
  }

  async delete(actor: Actor, name: string): Promise<void> {
    requireAdmin(actor);
    const group = await this.#existing(name);
    await this.#groups.delete(group.id);
    await this.#permissions.forgetPrincipal('groups', group.name);
  }

  async #existing(name: string): Promise<GroupRow> {
    const group = await this.#groups.findByName(name);
    if (!group) throw new NotFound(serverMessages.groupNotFound(name));
    return group;
  }

  /** The ids of these users; any name without a user refuses the whole request. */
  async #userIds(names: readonly string[], tx: Transaction<Database>): Promise<number[]> {
    const users = await this.#users.findByNames(names, tx);
    const unknown = missingNames(names, users);
    if (unknown.length > 0) throw new Invalid(serverMessages.unknownUsers(unknown));
    return users.map((user) => user.id);
  }

  async #describe(group: GroupRow): Promise<AccessGroup> {
    return toAccessGroup(group, await this.#groups.memberNames(group.id));
  }
}

function toAccessGroup(group: GroupRow, members: string[]): AccessGroup {
  return {
    name: group.name,
    description: group.description,
    auto_join: group.autoJoin,
    admin_privileges: group.adminPrivileges,
    realm: group.realm,
    members,
  };
}
