import {
  type Project,
  type ProjectMember,
  type ProjectRequest,
  projectKeyProblem,
  serverMessages,
} from '@arca/contract';
import { Conflict, Forbidden, Invalid, NotFound } from '../../lib/errors.ts';
import { type Actor, requireAdmin } from '../auth/actor.ts';
import type { GroupsRepository } from '../groups/groups.repository.ts';
import type { RepositoriesRepository } from '../repositories/repositories.repository.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { ProjectAccess } from './project-access.ts';
import { predefinedRoleName } from './project-roles.ts';
import type { ProjectSettingsRepository } from './project-settings.repository.ts';
import type { MemberKind, ProjectsRepository } from './projects.repository.ts';

/** What a project's administrators may do unless the platform administrator says otherwise. */
const DEFAULT_ADMIN_PRIVILEGES = { manage_members: true, manage_resources: true, index_resources: true };

function withDefaults(input: ProjectRequest, current?: Project): Project {
  return {
    project_key: input.project_key,
    display_name: input.display_name,
    description: input.description ?? current?.description ?? '',
    admin_privileges: {
      ...DEFAULT_ADMIN_PRIVILEGES,
      ...current?.admin_privileges,
      ...input.admin_privileges,
    },
    storage_quota_bytes: input.storage_quota_bytes ?? current?.storage_quota_bytes ?? -1,
  };
}

/**
 * Projects (`/access/api/v1/projects`): platform administrators create and delete them; a
 * project's own administrators see and change it, and manage its members when the project's
 * admin privileges allow. The key is checked against the platform's rule, each break with its own
 * message (R13.19).
 */
export class ProjectsService {
  readonly #projects: ProjectsRepository;
  readonly #settings: ProjectSettingsRepository;
  readonly #repositories: RepositoriesRepository;
  readonly #users: UsersRepository;
  readonly #groups: GroupsRepository;
  readonly #access: ProjectAccess;
  constructor(deps: {
    projects: ProjectsRepository;
    settings: ProjectSettingsRepository;
    repositories: RepositoriesRepository;
    users: UsersRepository;
    groups: GroupsRepository;
    access: ProjectAccess;
  }) {
    this.#projects = deps.projects;
    this.#settings = deps.settings;
    this.#repositories = deps.repositories;
    this.#users = deps.users;
    this.#groups = deps.groups;
    this.#access = deps.access;
  }

  async members(actor: Actor, key: string, kind: MemberKind): Promise<{ members: ProjectMember[] }> {
    await this.#access.requireProjectAdmin(actor, key);
    await this.#existing(key);
    return { members: await this.#projects.members(key, kind) };
  }

  async member(actor: Actor, key: string, kind: MemberKind, name: string): Promise<ProjectMember> {
    const { members } = await this.members(actor, key, kind);
    const member = members.find((candidate) => candidate.name.toLowerCase() === name.toLowerCase());
    if (!member) throw new NotFound(serverMessages.projectMemberNotFound(name));
    return member;
  }

  /** Adds a user or group to the project, or sets its roles there (`PUT /{key}/users/{name}`). */
  async setMember(actor: Actor, key: string, kind: MemberKind, member: ProjectMember): Promise<ProjectMember> {
    await this.#requireMemberManager(actor, key);
    const roles = await this.#checkedRoles(key, member.roles);
    const id = await this.#memberId(kind, member.name);
    await this.#projects.setMember(key, kind, id, roles);
    return this.member(actor, key, kind, member.name);
  }

  async removeMember(actor: Actor, key: string, kind: MemberKind, name: string): Promise<void> {
    await this.#requireMemberManager(actor, key);
    if (!(await this.#projects.removeMember(key, kind, await this.#memberId(kind, name)))) {
      throw new NotFound(serverMessages.projectMemberNotFound(name));
    }
  }

  /** Project admins manage members only while the project's admin privileges allow it. */
  async #requireMemberManager(actor: Actor, key: string): Promise<void> {
    const { platformAdmin } = await this.#access.requireProjectAdmin(actor, key);
    const project = await this.#existing(key);
    if (!platformAdmin && !project.admin_privileges.manage_members) {
      throw new Forbidden(serverMessages.notProjectAdmin);
    }
  }

  /**
   * A member's roles are predefined ones (in any case, kept under their own spelling) or the
   * project's own.
   */
  async #checkedRoles(key: string, roles: readonly string[]): Promise<string[]> {
    const custom = new Set((await this.#settings.customRoles(key)).map((role) => role.name));
    const named = roles.map((role) => predefinedRoleName(role) ?? (custom.has(role) ? role : undefined));
    const unknown = roles.filter((_, index) => named[index] === undefined);
    if (unknown.length > 0) throw new Invalid(serverMessages.unknownProjectRoles(unknown));
    return [...new Set(named.filter((role) => role !== undefined))];
  }

  async #memberId(kind: MemberKind, name: string): Promise<number> {
    const found = kind === 'user' ? await this.#users.findByName(name) : await this.#groups.findByName(name);
    if (!found) {
      throw new NotFound(kind === 'user' ? serverMessages.userNotFound(name) : serverMessages.groupNotFound(name));
    }
    return found.id;
  }

  /** Every project for a platform administrator; a project admin sees the projects they administer. */
  async list(actor: Actor): Promise<Project[]> {
    const keys = await this.#access.administeredKeys(actor);
    const projects = await this.#projects.list();
    return keys === 'all' ? projects : projects.filter((project) => keys.has(project.project_key));
  }

  async get(actor: Actor, key: string): Promise<Project> {
    await this.#access.requireProjectAdmin(actor, key);
    return this.#existing(key);
  }

  async create(actor: Actor, input: ProjectRequest): Promise<Project> {
    requireAdmin(actor);
    const problem = projectKeyProblem(input.project_key);
    if (problem) throw new Invalid(problem);
    const project = withDefaults(input);
    if (!(await this.#projects.insert(project))) throw new Conflict(serverMessages.projectExists(input.project_key));
    return project;
  }

  /**
   * A project admin changes the name and description; the admin privileges and the storage quota
   * are the platform administrator's to set.
   */
  async update(actor: Actor, key: string, input: ProjectRequest): Promise<Project> {
    const { platformAdmin } = await this.#access.requireProjectAdmin(actor, key);
    const current = await this.#existing(key);
    if (input.project_key !== key) throw new Invalid(serverMessages.projectKeyChanged);
    const allowed: ProjectRequest = platformAdmin
      ? input
      : { project_key: key, display_name: input.display_name, description: input.description ?? current.description };
    const project = withDefaults(allowed, current);
    await this.#projects.update(project);
    return project;
  }

  /** Its repositories stay, outside every project; its environments, roles and members go. */
  async delete(actor: Actor, key: string): Promise<void> {
    requireAdmin(actor);
    const deleted = await this.#projects.delete(key, async (tx) => {
      await this.#repositories.setProject(await this.#repositories.keysInProject(key, tx), '', tx);
      await this.#settings.deleteProjectEnvironments(key, tx);
    });
    if (!deleted) throw new NotFound(serverMessages.projectNotFound(key));
  }

  async #existing(key: string): Promise<Project> {
    const project = await this.#projects.find(key);
    if (!project) throw new NotFound(serverMessages.projectNotFound(key));
    return project;
  }
}
