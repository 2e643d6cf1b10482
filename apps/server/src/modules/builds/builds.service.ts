import {
  type ArtifactBuild,
  type BuildInfo,
  type BuildList,
  type BuildPatternsRequest,
  type BuildPromotionRequest,
  type BuildPromotionStatus,
  type BuildReadQuery,
  type BuildResponse,
  type BuildRetentionRequest,
  type BuildRuns,
  type BuildScanRequest,
  buildMessages,
  buildRepoOf,
  DEFAULT_BUILD_REPO,
  type DeleteBuildsRequest,
  type MoveCopyResult,
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
import { type BuildFileStore, filesOfRun, listedChecksums } from './build-files.ts';
import { promoteFiles } from './build-promotion.ts';
import { runsToDiscard } from './build-retention.ts';
import { buildTime, startedMillis } from './build-time.ts';
import type { BuildRun, BuildsRepository } from './builds.repository.ts';

const VERBS: Partial<Record<PermissionAction, string>> = { READ: 'read', WRITE: 'publish', DELETE: 'delete' };

/** The number that asks for a build's newest run. */
export const LATEST = 'LATEST';

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
  readonly #files: () => BuildFileStore;
  constructor(deps: {
    builds: BuildsRepository;
    projects: ProjectsRepository;
    authorization: AuthorizationService;
    /** The public address of /artifactory/api/build. */
    baseUrl: string;
    audit: Logger;
    listeners?: BuildListener;
    /** Storage's services, asked for when a promotion or retention first needs them (storage starts after builds). */
    files: () => BuildFileStore;
  }) {
    this.#files = deps.files;
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

  /**
   * Promotes a run as `jf rt bpr` asks: moves (or copies) the files it lists to `targetRepo` through
   * storage's own move and copy, so moving needs delete on each source file and deploy on the target,
   * sets `properties` on what arrived, and records the promotion in the run's `statuses`. Promoting
   * needs deploy on the build. With `failFast` (the default) every file is tried dry first, so a
   * refusal changes nothing; without it each failure becomes an ERROR message and the rest go on.
   * `dryRun` only says what would happen.
   */
  async promote(
    actor: Actor,
    name: string,
    number: string,
    request: BuildPromotionRequest,
    project: string | undefined,
  ): Promise<MoveCopyResult> {
    const buildRepo = await this.#buildRepo(project);
    const location = { repoKey: buildRepo, path: `${name}/${number}` };
    return audited(this.#audit, actor, 'promote build', location, () =>
      this.#promote(actor, buildRepo, name, number, request),
    );
  }

  async #promote(
    actor: Actor,
    buildRepo: string,
    name: string,
    number: string,
    request: BuildPromotionRequest,
  ): Promise<MoveCopyResult> {
    await this.#require(actor, 'WRITE', buildRepo, name, number);
    const info = await this.#builds.find(buildRepo, name, number);
    if (!info) throw new NotFound(serverMessages.buildNotFound(name, number));
    const { targetRepo } = request;
    const wantsFiles = request.artifacts !== false || request.dependencies === true;
    if (!targetRepo && (request.copy || request.sourceRepo || request.dependencies))
      throw new Invalid(buildMessages.promotionTargetMissing);

    const dryRun = request.dryRun === true;
    const failFast = request.failFast !== false;
    const messages: MoveCopyResult['messages'] = [];
    const say = (message: string) =>
      messages.push({ level: 'INFO', message: dryRun ? buildMessages.dryRun(message) : message });
    if (targetRepo && wantsFiles) {
      const promoted = await promoteFiles(this.#files(), actor, info, { ...request, targetRepo }, { dryRun, failFast });
      for (const message of promoted.messages)
        if (message.level === 'INFO') say(message.message);
        else messages.push(message);
      say(buildMessages.promoted(name, number, promoted.count, targetRepo));
    }
    const status = request.status ?? 'promoted';
    say(buildMessages.promotionStatus(name, number, status));
    if (dryRun) return { messages };

    const entry: BuildPromotionStatus = {
      status,
      comment: request.comment ?? '',
      repository: targetRepo ?? '',
      timestamp: request.timestamp ?? buildTime(Date.now()),
      user: actorName(actor),
      ciUser: request.ciUser ?? '',
    };
    const earlier = Array.isArray(info.statuses) ? (info.statuses as BuildPromotionStatus[]) : [];
    await this.#builds.transaction(async (tx) => {
      await this.#builds.replaceInfo(buildRepo, { ...info, statuses: [...earlier, entry] }, tx);
      await this.#listeners?.changed(tx, [{ type: 'promoted', name, number, started: info.started }], Date.now());
    });
    return { messages };
  }

  /**
   * Discards a build's old runs as `jf rt bdi` asks (see runsToDiscard), each needing delete on the
   * build; with `deleteBuildArtifacts`, first the files each discarded run tagged with its
   * `build.name` and `build.number`, through storage's delete (delete on each file).
   */
  async discardOld(actor: Actor, name: string, request: BuildRetentionRequest, project: string | undefined) {
    const buildRepo = await this.#buildRepo(project);
    await audited(this.#audit, actor, 'discard builds', { repoKey: buildRepo, path: name }, async () => {
      const discarded = runsToDiscard(await this.#builds.runs(buildRepo, name), request);
      for (const run of discarded) await this.#require(actor, 'DELETE', buildRepo, name, run.number);
      if (discarded.length === 0) return;
      if (request.deleteBuildArtifacts) await this.#deleteFilesOf(actor, buildRepo, discarded);
      await this.#builds.transaction(async (tx) => {
        const deleted = await this.#builds.delete(
          buildRepo,
          name,
          discarded.map((run) => run.number),
          tx,
        );
        await this.#listeners?.changed(
          tx,
          deleted.map((run) => ({ type: 'deleted', name: run.name, number: run.number, started: run.started })),
          Date.now(),
        );
      });
    });
  }

  async #deleteFilesOf(actor: Actor, buildRepo: string, runs: readonly BuildRun[]): Promise<void> {
    const store = this.#files();
    for (const run of runs) {
      const info = await this.#builds.find(buildRepo, run.name, run.number);
      if (!info) continue;
      const checksums = listedChecksums(info, { artifacts: true, dependencies: false });
      const files = await filesOfRun(store, run, checksums, { taggedOnly: true });
      for (const file of files) await store.changes.delete(actor, file.repoKey, file.fullPath);
    }
  }

  /**
   * `jf rt bs`: Artifactory hands the scan to Xray. Arca has none, so a run the caller may read
   * answers that no scan report is available (docs/decisions.md, "Build scan without Xray").
   */
  async scan(actor: Actor, request: BuildScanRequest): Promise<never> {
    const buildRepo = await this.#buildRepo(request.project);
    await this.#require(actor, 'READ', buildRepo, request.buildName, request.buildNumber);
    if (!(await this.#builds.find(buildRepo, request.buildName, request.buildNumber)))
      throw new NotFound(serverMessages.buildNotFound(request.buildName, request.buildNumber));
    throw new NotFound(buildMessages.scanUnavailable);
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
