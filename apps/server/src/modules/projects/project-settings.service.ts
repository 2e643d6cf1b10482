import {
  ENVIRONMENT_NAME_PATTERN,
  type Environment,
  type ProjectRoleDefinition,
  type ProjectRoleRequest,
  serverMessages,
} from '@arca/contract';
import { Conflict, Invalid, NotFound } from '../../lib/errors.ts';
import { type Actor, requireAdmin, requireUser } from '../auth/actor.ts';
import type { ProjectAccess } from './project-access.ts';
import { isPredefinedRole, PREDEFINED_ROLES } from './project-roles.ts';
import { GLOBAL, type ProjectSettingsRepository } from './project-settings.repository.ts';
import type { ProjectsRepository } from './projects.repository.ts';

const ENVIRONMENT_NAME = new RegExp(ENVIRONMENT_NAME_PATTERN);

/**
 * A project's roles (the predefined ones plus its own) and environments (the global ones plus its
 * own, whose names start with the project key). Project admins manage both for their project;
 * global environments are the platform administrator's.
 */
export class ProjectSettingsService {
  readonly #settings: ProjectSettingsRepository;
  readonly #projects: ProjectsRepository;
  readonly #access: ProjectAccess;
  constructor(deps: { settings: ProjectSettingsRepository; projects: ProjectsRepository; access: ProjectAccess }) {
    this.#settings = deps.settings;
    this.#projects = deps.projects;
    this.#access = deps.access;
  }

  async globalEnvironments(actor: Actor): Promise<Environment[]> {
    requireUser(actor);
    return (await this.#settings.environments()).map(({ name }) => ({ name }));
  }

  /** R28.137: every environment a release bundle can be promoted to, global and every project's. */
  async allEnvironments(actor: Actor): Promise<string[]> {
    requireUser(actor);
    return this.#settings.allEnvironments();
  }

  async createGlobalEnvironment(actor: Actor, name: string): Promise<Environment> {
    requireAdmin(actor);
    return this.#createEnvironment(name, GLOBAL);
  }

  async deleteGlobalEnvironment(actor: Actor, name: string): Promise<void> {
    requireAdmin(actor);
    await this.#deleteEnvironment(name, GLOBAL);
  }

  async environments(actor: Actor, key: string): Promise<Environment[]> {
    await this.#requireProject(actor, key);
    return (await this.#settings.environments(key)).map(({ name }) => ({ name }));
  }

  async createEnvironment(actor: Actor, key: string, name: string): Promise<Environment> {
    await this.#requireProject(actor, key);
    if (!name.startsWith(`${key}-`)) throw new Invalid(serverMessages.projectEnvironmentPrefix(key));
    return this.#createEnvironment(name, key);
  }

  /** A project environment one of the project's roles names stays until the role lets go of it. */
  async deleteEnvironment(actor: Actor, key: string, name: string): Promise<void> {
    await this.#requireProject(actor, key);
    const roles = await this.#settings.customRoles(key);
    if (roles.some((role) => role.environments.includes(name)))
      throw new Conflict(serverMessages.environmentInUse(name));
    await this.#deleteEnvironment(name, key);
  }

  async roles(actor: Actor, key: string): Promise<ProjectRoleDefinition[]> {
    await this.#requireProject(actor, key);
    return [...PREDEFINED_ROLES, ...(await this.#settings.customRoles(key))];
  }

  async role(actor: Actor, key: string, name: string): Promise<ProjectRoleDefinition> {
    const role = (await this.roles(actor, key)).find((candidate) => candidate.name === name);
    if (!role) throw new NotFound(serverMessages.projectRoleNotFound(name));
    return role;
  }

  async createRole(actor: Actor, key: string, input: ProjectRoleRequest): Promise<ProjectRoleDefinition> {
    await this.#requireProject(actor, key);
    if (isPredefinedRole(input.name)) throw new Conflict(serverMessages.projectRoleExists(input.name));
    const role = await this.#checkedRole(key, input);
    if (!(await this.#settings.insertRole(key, role))) throw new Conflict(serverMessages.projectRoleExists(input.name));
    return role;
  }

  async updateRole(actor: Actor, key: string, name: string, input: ProjectRoleRequest): Promise<ProjectRoleDefinition> {
    await this.#requireProject(actor, key);
    if (isPredefinedRole(name)) throw new Invalid(serverMessages.predefinedRoleReadOnly(name));
    const role = await this.#checkedRole(key, { ...input, name });
    if (!(await this.#settings.updateRole(key, role))) throw new NotFound(serverMessages.projectRoleNotFound(name));
    return role;
  }

  async deleteRole(actor: Actor, key: string, name: string): Promise<void> {
    await this.#requireProject(actor, key);
    if (isPredefinedRole(name)) throw new Invalid(serverMessages.predefinedRoleReadOnly(name));
    if (!(await this.#settings.deleteRole(key, name))) throw new NotFound(serverMessages.projectRoleNotFound(name));
  }

  async #requireProject(actor: Actor, key: string): Promise<void> {
    await this.#access.requireProjectAdmin(actor, key);
    if (!(await this.#projects.find(key))) throw new NotFound(serverMessages.projectNotFound(key));
  }

  /** A role may name only environments the project sees. */
  async #checkedRole(key: string, input: ProjectRoleRequest): Promise<ProjectRoleDefinition> {
    const known = new Set((await this.#settings.environments(key)).map((environment) => environment.name));
    const unknown = input.environments.filter((name) => !known.has(name));
    if (unknown.length > 0) throw new Invalid(serverMessages.unknownEnvironments(unknown));
    return {
      name: input.name,
      description: input.description ?? '',
      type: 'CUSTOM',
      environments: input.environments,
      actions: input.actions,
    };
  }

  async #createEnvironment(name: string, projectKey: string): Promise<Environment> {
    if (!ENVIRONMENT_NAME.test(name)) throw new Invalid(serverMessages.environmentNameInvalid);
    if (!(await this.#settings.insertEnvironment(name, projectKey))) {
      throw new Conflict(serverMessages.environmentExists(name));
    }
    return { name };
  }

  async #deleteEnvironment(name: string, projectKey: string): Promise<void> {
    if (!(await this.#settings.deleteEnvironment(name, projectKey))) {
      throw new NotFound(serverMessages.environmentNotFound(name));
    }
  }
}
