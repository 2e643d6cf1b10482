import {
  type ArtifactBuild,
  type BuildInfo,
  type BuildList,
  type BuildPatternsRequest,
  type BuildReadQuery,
  type BuildResponse,
  type BuildRuns,
  buildRepoOf,
  DEFAULT_BUILD_REPO,
  type DeleteBuildsRequest,
  type PermissionAction,
  selectedProjectKey,
  serverMessages,
} from '@arca/contract';
import type { Logger } from 'pino';
import { matchesPattern } from '../../lib/ant-pattern.ts';
import { audited } from '../../lib/audit.ts';
import { Forbidden, Invalid, NotFound, Unauthorized } from '../../lib/errors.ts';
import { type Actor, actorName, requireAdmin } from '../auth/actor.ts';
import type { AuthorizationService } from '../permissions/authorization.service.ts';
import type { ProjectsRepository } from '../projects/projects.repository.ts';
import type { BuildListener } from './build-events.ts';
import type { BuildRun, BuildsRepository } from './builds.repository.ts';

const VERBS: Partial<Record<PermissionAction, string>> = { READ: 'read', WRITE: 'publish', DELETE: 'delete' };

/** The number that asks for a build's newest run. */
export const LATEST = 'LATEST';

/** The CLI's `started`, e.g. 2026-11-23T10:00:00.000+0000, as milliseconds; NaN when it is none. */
export function startedMillis(started: string): number {
  return Date.parse(started.replace(/([+-]\d\d)(\d\d)$/, '$1:$2'));
}

/**
 * Build info (`/artifactory/api/build`, jfrog-wire-compat §1.9), kept in the build-info
 * repository of its project or the default one. Permissions on builds name that repository and
 * match `{name}/{number}` against their patterns: publishing needs deploy, reading read, deleting
 * delete.
 */
export class BuildsService {
  readonly #builds: BuildsRepository;
  readonly #projects: ProjectsRepository;
  readonly #authorization: AuthorizationService;
  readonly #baseUrl: string;
  readonly #audit: Logger;
  readonly #listeners: BuildListener | undefined;
  constructor(deps: {
    builds: BuildsRepository;
    projects: ProjectsRepository;
    authorization: AuthorizationService;
    /** The public address of /artifactory/api/build. */
    baseUrl: string;
    audit: Logger;
    listeners?: BuildListener;
  }) {
    this.#audit = deps.audit;
    this.#listeners = deps.listeners;
    this.#builds = deps.builds;
    this.#projects = deps.projects;
    this.#authorization = deps.authorization;
    this.#baseUrl = deps.baseUrl;
  }

  async publish(actor: Actor, info: BuildInfo, project: string | undefined): Promise<void> {
    const buildRepo = await this.#buildRepo(project);
    const location = { repoKey: buildRepo, path: `${info.name}/${info.number}` };
    await audited(this.#audit, actor, 'publish build', location, () => this.#publish(actor, info, buildRepo));
  }

  async #publish(actor: Actor, info: BuildInfo, buildRepo: string): Promise<void> {
    await this.#require(actor, 'WRITE', buildRepo, info.name, info.number);
    const startedAt = startedMillis(info.started);
    if (Number.isNaN(startedAt)) throw new Invalid(serverMessages.buildStartedInvalid);
    await this.#builds.transaction(async (tx) => {
      await this.#builds.save(buildRepo, info, startedAt, actorName(actor), tx);
      await this.#listeners?.changed(
        tx,
        [{ type: 'uploaded', name: info.name, number: info.number, started: info.started }],
        Date.now(),
      );
    });
  }

  async list(actor: Actor, query: BuildReadQuery): Promise<BuildList> {
    const buildRepo = await this.#readRepo(query);
    const latest = new Map<string, BuildRun>();
    const runs = buildRepo === undefined ? [] : await this.#readable(actor, buildRepo);
    for (const run of runs) if (!latest.has(run.name)) latest.set(run.name, run);
    return {
      uri: this.#baseUrl,
      builds: [...latest.values()].map((run) => ({
        uri: `/${encodeURIComponent(run.name)}`,
        lastStarted: run.started,
      })),
    };
  }

  async runs(actor: Actor, name: string, query: BuildReadQuery): Promise<BuildRuns> {
    const buildRepo = await this.#readRepo(query);
    const runs = buildRepo === undefined ? [] : await this.#readable(actor, buildRepo, name);
    if (runs.length === 0) throw new NotFound(serverMessages.buildNotFound(name));
    return {
      uri: `${this.#baseUrl}/${encodeURIComponent(name)}`,
      buildsNumbers: runs.map((run) => ({ uri: `/${encodeURIComponent(run.number)}`, started: run.started })),
    };
  }

  async get(actor: Actor, name: string, number: string, query: BuildReadQuery): Promise<BuildResponse> {
    const buildRepo = await this.#readRepo(query);
    if (buildRepo === undefined) throw new NotFound(serverMessages.buildNotFound(name, number));
    const resolved = number === LATEST ? (await this.#readable(actor, buildRepo, name))[0]?.number : number;
    if (resolved === undefined) throw new NotFound(serverMessages.buildNotFound(name, number));
    await this.#require(actor, 'READ', buildRepo, name, resolved);
    const info = await this.#builds.find(buildRepo, name, resolved);
    if (!info) throw new NotFound(serverMessages.buildNotFound(name, number));
    return { uri: `${this.#baseUrl}/${encodeURIComponent(name)}/${encodeURIComponent(resolved)}`, buildInfo: info };
  }

  async delete(actor: Actor, request: DeleteBuildsRequest): Promise<void> {
    const buildRepo = await this.#buildRepo(request.project);
    const location = { repoKey: buildRepo, path: request.buildName };
    await audited(this.#audit, actor, 'delete build', location, () => this.#delete(actor, request, buildRepo));
  }

  async #delete(actor: Actor, request: DeleteBuildsRequest, buildRepo: string): Promise<void> {
    const runs = await this.#builds.runs(buildRepo, request.buildName);
    const numbers = request.deleteAll ? runs.map((run) => run.number) : (request.buildNumbers ?? []);
    for (const number of numbers) await this.#require(actor, 'DELETE', buildRepo, request.buildName, number);
    await this.#builds.transaction(async (tx) => {
      const deleted = await this.#builds.delete(buildRepo, request.buildName, numbers, tx);
      if (deleted.length === 0) throw new NotFound(serverMessages.buildNotFound(request.buildName));
      await this.#listeners?.changed(
        tx,
        deleted.map((run) => ({ type: 'deleted', name: run.name, number: run.number, started: run.started })),
        Date.now(),
      );
    });
  }

  /** R28.135: the names of the builds the actor may read, across every build-info repository they name. */
  async names(actor: Actor): Promise<string[]> {
    return [...new Set((await this.#readable(actor, buildRepoOf())).map((run) => run.name))];
  }

  /**
   * R28.134: the builds a permission's patterns would reach, for the permission editor: names
   * with at least one run whose `{name}/{number}` an include pattern matches and no exclude does.
   */
  async matching(actor: Actor, request: BuildPatternsRequest): Promise<string[]> {
    requireAdmin(actor);
    const { includePatterns, excludePatterns = [] } = request;
    if (includePatterns.length === 0) return [];
    const reached = (await this.#builds.runs(buildRepoOf())).filter((run) => {
      const path = `${run.name}/${run.number}`;
      return (
        includePatterns.some((pattern) => matchesPattern(pattern, path)) &&
        !excludePatterns.some((pattern) => matchesPattern(pattern, path))
      );
    });
    return [...new Set(reached.map((run) => run.name))];
  }

  /** The runs, readable by the actor, that list an artifact with these checksums (R28.097). */
  async artifactBuilds(actor: Actor, checksums: readonly string[]): Promise<ArtifactBuild[]> {
    const runs = await this.#builds.containing(checksums);
    const allowed = await this.#authorization.mayEach(
      actor,
      'READ',
      runs.map((run) => ({ type: 'build', repoKey: run.buildRepo, path: `${run.name}/${run.number}` })),
    );
    return runs
      .filter((_, index) => allowed[index])
      .map((run) => ({
        name: run.name,
        number: run.number,
        started: run.started,
        projectKey: run.buildRepo === DEFAULT_BUILD_REPO ? '' : run.buildRepo.replace(/-build-info$/, ''),
      }));
  }

  async #buildRepo(project: string | undefined): Promise<string> {
    if (project && !(await this.#projects.find(project))) throw new NotFound(serverMessages.projectNotFound(project));
    return buildRepoOf(project);
  }

  /**
   * The build-info repository a read names: `?project=`'s (a project that does not exist is a 404,
   * as clients expect), else the console's selected project's. A selected project that does not
   * exist reads nothing rather than answering whether it exists.
   */
  async #readRepo(query: BuildReadQuery): Promise<string | undefined> {
    if (query.project) return this.#buildRepo(query.project);
    const selected = selectedProjectKey(query);
    if (selected && !(await this.#projects.find(selected))) return undefined;
    return buildRepoOf(selected);
  }

  async #readable(actor: Actor, buildRepo: string, name?: string): Promise<BuildRun[]> {
    const runs = await this.#builds.runs(buildRepo, name);
    const allowed = await this.#authorization.mayEach(
      actor,
      'READ',
      runs.map((run) => ({ type: 'build', repoKey: buildRepo, path: `${run.name}/${run.number}` })),
    );
    return runs.filter((_, index) => allowed[index]);
  }

  #may(actor: Actor, action: PermissionAction, buildRepo: string, name: string, number: string): Promise<boolean> {
    return this.#authorization.may(actor, action, { type: 'build', repoKey: buildRepo, path: `${name}/${number}` });
  }

  async #require(actor: Actor, action: PermissionAction, buildRepo: string, name: string, number: string) {
    if (await this.#may(actor, action, buildRepo, name, number)) return;
    if (actor.kind === 'anonymous') throw new Unauthorized(serverMessages.authenticationRequired);
    throw new Forbidden(serverMessages.buildActionForbidden(VERBS[action] ?? action.toLowerCase(), name));
  }
}
