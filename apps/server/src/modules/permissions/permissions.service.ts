import {
  ANY_REPOSITORY_TARGETS,
  type Permission,
  type PermissionDetailsList,
  type PermissionList,
  type PermissionResourceType,
  permissionResourceTypes,
  serverMessages,
} from '@arca/contract';
import { Conflict, Invalid, NotFound } from '../../lib/errors.ts';
import { missingNames } from '../../lib/names.ts';
import { type Actor, requireAdmin } from '../auth/actor.ts';
import type { GroupsRepository } from '../groups/groups.repository.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { PermissionsRepository } from './permissions.repository.ts';

/**
 * Permissions in the Access v2 shape (`/access/api/v2/permissions`): administrators create them
 * whole, replace or remove one resource section, or delete them. Every user, group and
 * repository a permission names must exist, so a typo cannot silently grant nothing.
 */
export class PermissionsService {
  readonly #permissions: PermissionsRepository;
  readonly #users: UsersRepository;
  readonly #groups: GroupsRepository;
  readonly #repositories: { storedKey(key: string): Promise<string | undefined> };
  readonly #uri: (name: string) => string;
  constructor(deps: {
    permissions: PermissionsRepository;
    users: UsersRepository;
    groups: GroupsRepository;
    /** The key a repository is stored with, for any case of it; undefined for none. */
    repositories: { storedKey(key: string): Promise<string | undefined> };
    /** The address of one permission in the Access v2 API. */
    uri: (name: string) => string;
  }) {
    this.#permissions = deps.permissions;
    this.#users = deps.users;
    this.#groups = deps.groups;
    this.#repositories = deps.repositories;
    this.#uri = deps.uri;
  }

  async list(actor: Actor): Promise<PermissionList> {
    requireAdmin(actor);
    const permissions = await this.#permissions.list();
    return { permissions: permissions.map(({ name }) => ({ name, uri: this.#uri(name) })) };
  }

  /** Every permission in full, for the console's table. */
  async listDetails(actor: Actor): Promise<PermissionDetailsList> {
    requireAdmin(actor);
    return { permissions: await this.#permissions.list() };
  }

  async get(actor: Actor, name: string): Promise<Permission> {
    requireAdmin(actor);
    return this.#existing(name);
  }

  async create(actor: Actor, permission: Permission): Promise<Permission> {
    requireAdmin(actor);
    const checked = await this.#checked(permission);
    if (!(await this.#permissions.insert(checked)))
      throw new Conflict(serverMessages.permissionExists(permission.name));
    return checked;
  }

  /** Replaces a permission whole (`PUT /{name}`, and the legacy `PUT`); its name stays as stored. */
  async replace(actor: Actor, name: string, permission: Permission): Promise<Permission> {
    requireAdmin(actor);
    const current = await this.#existing(name);
    const updated = await this.#checked({ name: current.name, resources: permission.resources });
    await this.#permissions.replace(updated);
    return updated;
  }

  /** `PUT /{name}/{resourceType}`: one section replaced, the others kept. */
  async replaceResource(
    actor: Actor,
    name: string,
    type: PermissionResourceType,
    section: NonNullable<Permission['resources'][PermissionResourceType]>,
  ): Promise<Permission> {
    requireAdmin(actor);
    const current = await this.#existing(name);
    const updated = await this.#checked({ name: current.name, resources: { ...current.resources, [type]: section } });
    await this.#permissions.replace(updated);
    return updated;
  }

  /** `DELETE /{name}/{resourceType}`: the permission stays, without that section. */
  async removeResource(actor: Actor, name: string, type: PermissionResourceType): Promise<void> {
    requireAdmin(actor);
    const current = await this.#existing(name);
    const resources = { ...current.resources };
    delete resources[type];
    await this.#permissions.replace({ name: current.name, resources });
  }

  async delete(actor: Actor, name: string): Promise<void> {
    requireAdmin(actor);
    if (!(await this.#permissions.delete(name))) throw new NotFound(serverMessages.permissionNotFound(name));
  }

  async #existing(name: string): Promise<Permission> {
    const permission = await this.#permissions.find(name);
    if (!permission) throw new NotFound(serverMessages.permissionNotFound(name));
    return permission;
  }

  /**
   * The permission with each repository target under the key the repository is stored with:
   * keys are unique regardless of case, and grants are matched by the stored key. Every repository
   * a permission names by key must exist; `ANY …` targets name kinds.
   */
  async #withStoredRepositoryKeys(permission: Permission): Promise<Permission> {
    const artifact = permission.resources.artifact;
    if (!artifact) return permission;
    const entries = Object.entries(artifact.targets);
    const stored = await Promise.all(
      entries.map(([key]) => (key in ANY_REPOSITORY_TARGETS ? key : this.#repositories.storedKey(key))),
    );
    const missing = entries.filter((_, index) => stored[index] === undefined).map(([key]) => key);
    if (missing.length > 0) throw new Invalid(serverMessages.unknownRepositories(missing));
    const targets = Object.fromEntries(entries.map(([, target], index) => [stored[index] ?? '', target]));
    return { ...permission, resources: { ...permission.resources, artifact: { ...artifact, targets } } };
  }

  /** Every user, group and repository the permission names exists; repositories by their stored key. */
  async #checked(input: Permission): Promise<Permission> {
    const permission = await this.#withStoredRepositoryKeys(input);
    const sections = permissionResourceTypes.flatMap((type) => permission.resources[type] ?? []);
    const userNames = [...new Set(sections.flatMap((section) => Object.keys(section.actions.users ?? {})))];
    const groupNames = [...new Set(sections.flatMap((section) => Object.keys(section.actions.groups ?? {})))];
    // The anonymous user exists whether or not anonymous access is on.
    const unknownUsers = missingNames(userNames, await this.#users.findByNames(userNames)).filter(
      (name) => name !== 'anonymous',
    );
    if (unknownUsers.length > 0) throw new Invalid(serverMessages.unknownUsers(unknownUsers));
    const unknownGroups = missingNames(groupNames, await this.#groups.findByNames(groupNames));
    if (unknownGroups.length > 0) throw new Invalid(serverMessages.unknownGroups(unknownGroups));
    return permission;
  }
}
