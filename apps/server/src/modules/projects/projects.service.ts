import {
  type Project,
  type ProjectMember,
  type ProjectRequest,
  projectKeyProblem,
  serverMessages,
} from '@arca/contract';
import { Conflict, Invalid, NotFound } from '../../lib/errors.ts';
import { type Actor, requireAdmin } from '../auth/actor.ts';
import type { GroupsRepository } from '../groups/groups.repository.ts';
import type { UsersRepository } from '../users/users.repository.ts';
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
 * Projects (`/access/api/v1/projects`): platform administrators create, change and delete them.
 * The key is checked against the platform's rule, each break with its own message (R13.19).
 */
export class ProjectsService {
  readonly #projects: ProjectsRepository;
  readonly #users: UsersRepository;
  readonly #groups: GroupsRepository;
  constructor(deps: { projects: ProjectsRepository; users: UsersRepository; groups: GroupsRepository }) {
    this.#projects = deps.projects;
    this.#users = deps.users;
    this.#groups = deps.groups;
  }

  async members(actor: Actor, key: string, kind: MemberKind): Promise<{ members: ProjectMember[] }> {
    requireAdmin(actor);
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
    requireAdmin(actor);
    await this.#existing(key);
    const id = await this.#memberId(kind, member.name);
    await this.#projects.setMember(key, kind, id, member.roles);
    return this.member(actor, key, kind, member.name);
  }

  async removeMember(actor: Actor, key: string, kind: MemberKind, name: string): Promise<void> {
    requireAdmin(actor);
    await this.#existing(key);
    if (!(await this.#projects.removeMember(key, kind, await this.#memberId(kind, name)))) {
      throw new NotFound(serverMessages.projectMemberNotFound(name));
    }
  }

  async #memberId(kind: MemberKind, name: string): Promise<number> {
    const found = kind === 'user' ? await this.#users.findByName(name) : await this.#groups.findByName(name);
    if (!found) {
      throw new NotFound(kind === 'user' ? serverMessages.userNotFound(name) : serverMessages.groupNotFound(name));
    }
    return found.id;
  }

  async list(actor: Actor): Promise<Project[]> {
    requireAdmin(actor);
    return this.#projects.list();
  }

  async get(actor: Actor, key: string): Promise<Project> {
    requireAdmin(actor);
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

  async update(actor: Actor, key: string, input: ProjectRequest): Promise<Project> {
    requireAdmin(actor);
    const current = await this.#existing(key);
    if (input.project_key !== key) throw new Invalid(serverMessages.projectKeyChanged);
    const project = withDefaults(input, current);
    await this.#projects.update(project);
    return project;
  }

  async delete(actor: Actor, key: string): Promise<void> {
    requireAdmin(actor);
    if (!(await this.#projects.delete(key))) throw new NotFound(serverMessages.projectNotFound(key));
  }

  async #existing(key: string): Promise<Project> {
    const project = await this.#projects.find(key);
    if (!project) throw new NotFound(serverMessages.projectNotFound(key));
    return project;
  }
}
