import type {
  EffectivePermissions,
  PermissionAction,
  PermissionResourceType,
  PrincipalPermissions,
} from '@arca/contract';
import { ANONYMOUS_USER, serverMessages } from '@arca/contract';
import { NotFound } from '../../lib/errors.ts';
import { type Actor, requireAdmin } from '../auth/actor.ts';
import type { GroupsRepository } from '../groups/groups.repository.ts';
import type { SecurityConfigService } from '../settings/security-config.service.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import {
  grantedActions,
  type Principal,
  type ReadScope,
  type RepositoryKind,
  type Resource,
  readableRepositories,
  readScope,
} from './authorization.ts';
import { effectivePermissions, principalGrants } from './effective-permissions.ts';
import type { PermissionsRepository } from './permissions.repository.ts';

/** Tells a repository's kind; repositories are another module's, so it is passed in. */
export interface RepositoryCatalog {
  kindOf(repoKey: string): Promise<RepositoryKind | undefined>;
}

export type ResourceRef = Omit<Resource, 'repoKind'>;

/**
 * The one place that answers "may this actor do this there?" for every module. Administrators,
 * and members of groups with admin privileges, may do everything; the anonymous user only what
 * permissions grant it, and only while anonymous access is on.
 */
export class AuthorizationService {
  readonly #permissions: PermissionsRepository;
  readonly #groups: GroupsRepository;
  readonly #users: UsersRepository;
  readonly #security: SecurityConfigService;
  readonly #repositories: RepositoryCatalog;
  constructor(deps: {
    permissions: PermissionsRepository;
    groups: GroupsRepository;
    users: UsersRepository;
    security: SecurityConfigService;
    repositories: RepositoryCatalog;
  }) {
    this.#permissions = deps.permissions;
    this.#groups = deps.groups;
    this.#users = deps.users;
    this.#security = deps.security;
    this.#repositories = deps.repositories;
  }

  /** Who the actor is for permissions; undefined for an anonymous visitor while anonymous access is off. */
  async principalOf(actor: Actor): Promise<Principal | undefined> {
    if (actor.kind === 'anonymous') {
      const { anonAccessEnabled } = await this.#security.current();
      return anonAccessEnabled ? { userName: ANONYMOUS_USER, groups: [], admin: false } : undefined;
    }
    const groups = actor.scopedGroups
      ? await this.#groups.findByNames(actor.scopedGroups)
      : await this.#groups.groupsOf(actor.user.id);
    return {
      userName: actor.scopedGroups ? undefined : actor.user.name,
      groups: groups.map((group) => group.name),
      admin: actor.user.admin || groups.some((group) => group.adminPrivileges),
    };
  }

  async actionsOn(actor: Actor, ref: ResourceRef): Promise<ReadonlySet<PermissionAction>> {
    const principal = await this.principalOf(actor);
    if (!principal) return new Set();
    const resource: Resource = { ...ref, repoKind: await this.#repositories.kindOf(ref.repoKey) };
    return grantedActions(await this.#permissions.snapshot(), principal, resource);
  }

  /** The keys of the repositories the actor may read something in (every one for administrators). */
  async visibleKeys(
    actor: Actor,
    repositories: readonly { key: string; rclass: RepositoryKind }[],
  ): Promise<Set<string>> {
    const principal = await this.principalOf(actor);
    if (!principal) return new Set();
    return readableRepositories(await this.#permissions.snapshot(), principal, repositories);
  }

  /**
   * Where the actor may read artifacts: of these repositories, each one they may read wholly or
   * only under path rules (see `ReadScope`); an actor who may read nothing gets an empty scope.
   */
  async readScope(actor: Actor, repositories: readonly { key: string; rclass: RepositoryKind }[]): Promise<ReadScope> {
    const principal = await this.principalOf(actor);
    if (!principal) return new Map();
    return readScope(await this.#permissions.snapshot(), principal, repositories);
  }

  async may(actor: Actor, action: PermissionAction, ref: ResourceRef): Promise<boolean> {
    return (await this.actionsOn(actor, ref)).has(action);
  }

  /** `may` for many resources at once, reading the actor and the permissions once. */
  async mayEach(actor: Actor, action: PermissionAction, refs: readonly ResourceRef[]): Promise<boolean[]> {
    const principal = await this.principalOf(actor);
    if (!principal || refs.length === 0) return refs.map(() => false);
    const permissions = await this.#permissions.snapshot();
    const kinds = new Map<string, RepositoryKind | undefined>();
    for (const ref of refs)
      if (!kinds.has(ref.repoKey)) kinds.set(ref.repoKey, await this.#repositories.kindOf(ref.repoKey));
    return refs.map((ref) =>
      grantedActions(permissions, principal, { ...ref, repoKind: kinds.get(ref.repoKey) }).has(action),
    );
  }

  /** Per principal: what a user (with their groups) or a group may do, for administrators. */
  async grantsOf(actor: Actor, kind: 'user' | 'group', name: string): Promise<PrincipalPermissions> {
    requireAdmin(actor);
    const permissions = await this.#permissions.snapshot();
    if (kind === 'group') {
      const group = await this.#groups.findByName(name);
      if (!group) throw new NotFound(serverMessages.groupNotFound(name));
      return { grants: principalGrants(permissions, { groups: [group.name] }) };
    }
    const user = await this.#users.findByName(name);
    if (!user) throw new NotFound(serverMessages.userNotFound(name));
    const groups = (await this.#groups.groupsOf(user.id)).map((group) => group.name);
    return { grants: principalGrants(permissions, { userName: user.name, groups }) };
  }

  /** R23.16: the effective-permissions view of one repository, for administrators. */
  async effective(actor: Actor, type: PermissionResourceType, repoKey: string): Promise<EffectivePermissions> {
    requireAdmin(actor);
    const kind = await this.#repositories.kindOf(repoKey);
    return effectivePermissions(await this.#permissions.snapshot(), type, repoKey, kind);
  }
}
