import {
  type AccessEntity,
  type BuildsProjectInfo,
  buildRepoOf,
  type ProjectLimit,
  serverMessages,
  type UnassignedStatistics,
} from '@arca/contract';
import { Invalid, NotFound } from '../../lib/errors.ts';
import { type Actor, requireAdmin } from '../auth/actor.ts';
import type { BuildsRepository } from '../builds/builds.repository.ts';
import type { GroupsRepository } from '../groups/groups.repository.ts';
import type { RepositoriesRepository } from '../repositories/repositories.repository.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { ProjectAccess } from './project-access.ts';
import type { ProjectsRepository } from './projects.repository.ts';

/**
 * What projects hold and who can join them: the platform's users and groups for the member
 * pickers, the resources no project holds yet, and moving repositories into a project.
 */
export class ProjectResourcesService {
  readonly #projects: ProjectsRepository;
  readonly #repositories: RepositoriesRepository;
  readonly #builds: BuildsRepository;
  readonly #users: UsersRepository;
  readonly #groups: GroupsRepository;
  readonly #access: ProjectAccess;
  constructor(deps: {
    projects: ProjectsRepository;
    repositories: RepositoriesRepository;
    builds: BuildsRepository;
    users: UsersRepository;
    groups: GroupsRepository;
    access: ProjectAccess;
  }) {
    this.#projects = deps.projects;
    this.#repositories = deps.repositories;
    this.#builds = deps.builds;
    this.#users = deps.users;
    this.#groups = deps.groups;
    this.#access = deps.access;
  }

  /** R28.066: users and groups by name, for anyone who administers a project. */
  async entities(actor: Actor, type: 'users' | 'groups' | undefined): Promise<AccessEntity[]> {
    const keys = await this.#access.administeredKeys(actor);
    if (keys !== 'all' && keys.size === 0) requireAdmin(actor);
    const users = type === 'groups' ? [] : (await this.#users.list()).map((user) => user.name);
    const groups = type === 'users' ? [] : (await this.#groups.list()).map((group) => group.name);
    return [
      ...users.map((name) => ({ name, type: 'user' as const })),
      ...groups.map((name) => ({ name, type: 'group' as const })),
    ];
  }

  /** R28.067: how many repositories and builds no project holds yet. */
  async unassignedStatistics(actor: Actor): Promise<UnassignedStatistics> {
    requireAdmin(actor);
    const repositories = await this.#repositories.list({ projectKey: '' });
    const builds = new Set((await this.#builds.runs(buildRepoOf())).map((run) => run.name));
    return { repositories: repositories.length, builds: builds.size };
  }

  /** R28.061: each project with its build-info repository and how many builds (by name) it holds. */
  async buildsProjectInfo(actor: Actor): Promise<BuildsProjectInfo> {
    requireAdmin(actor);
    const projects = await this.#projects.list();
    return {
      projects: await Promise.all(
        projects.map(async ({ project_key: key }) => {
          const buildInfoRepository = buildRepoOf(key);
          const runs = await this.#builds.runs(buildInfoRepository);
          return { projectKey: key, buildInfoRepository, buildsCount: new Set(runs.map((run) => run.name)).size };
        }),
      ),
    };
  }

  /** R28.068 and the attach call: moves repositories into a project, all or none. */
  async assign(actor: Actor, projectKey: string, repositoryKeys: readonly string[]): Promise<void> {
    requireAdmin(actor);
    if (!(await this.#projects.find(projectKey))) throw new NotFound(serverMessages.projectNotFound(projectKey));
    const found = await Promise.all(repositoryKeys.map((key) => this.#repositories.find(key)));
    const missing = repositoryKeys.filter((_, index) => found[index] === undefined);
    if (missing.length > 0) throw new Invalid(serverMessages.unknownRepositories(missing));
    await this.#repositories.setProject(repositoryKeys, projectKey);
  }

  async unassign(actor: Actor, repositoryKey: string): Promise<void> {
    requireAdmin(actor);
    const repository = await this.#repositories.find(repositoryKey);
    if (!repository) throw new NotFound(serverMessages.repositoryNotFound(repositoryKey));
    await this.#repositories.setProject([repository.key], '');
  }

  /** R28.070: a self-hosted instance has no project limit (-1), and this many projects. */
  async limit(actor: Actor): Promise<ProjectLimit> {
    requireAdmin(actor);
    return { limit: -1, used: (await this.#projects.list()).length };
  }
}
