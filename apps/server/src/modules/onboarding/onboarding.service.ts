import {
  type LicenseGate,
  licenseGates,
  type OnboardingAnswers,
  type OnboardingData,
  type OnboardingInitStatus,
  type OnboardingRepo,
  type OnboardingResult,
  type OnboardingStepData,
  type OnboardingSubmission,
  onboardingPackageTypes,
  onboardingSubmissionProblem,
  passesLicenseGate,
  type RepositoryConfig,
  sampleRepositoriesOf,
} from '@arca/contract';
import { Invalid } from '../../lib/errors.ts';
import { type Actor, requireAdmin, requireUser } from '../auth/actor.ts';
import type { StoredRepository } from '../repositories/repositories.repository.ts';
import type { SettingsRepository } from '../settings/settings.repository.ts';

/** The instance's onboarding record: finished or closed, by whom and when. */
interface OnboardingRecord {
  state: 'completed' | 'dismissed';
  by: string;
  at: number;
}

const RECORD_KEY = 'onboarding';
const answersKey = (userName: string) => `onboarding.answers.${userName.toLowerCase()}`;

/** Every repository key the wizard may create: holding only these still counts as a fresh instance. */
const SAMPLE_KEYS = new Set<string>(onboardingPackageTypes.flatMap((type) => type.repos.map((repo) => repo.repoKey)));

/** What the wizard needs of the rest of the server, narrowed to the calls it makes. */
export interface OnboardingDeps {
  settings: SettingsRepository;
  licenses: { currentName(): Promise<string> };
  repositories: {
    all(): Promise<StoredRepository[]>;
    readable(actor: Actor): Promise<StoredRepository[]>;
    create(actor: Actor, key: string, config: RepositoryConfig): Promise<void>;
    delete(actor: Actor, key: string): Promise<unknown>;
  };
  projects: {
    create(actor: Actor, input: { project_key: string; display_name: string }): Promise<unknown>;
    delete(actor: Actor, key: string): Promise<void>;
  };
  /** The packages with a file the actor may read. */
  readablePackages(actor: Actor): Promise<number>;
  usersCount(): Promise<number>;
  featureFlags: readonly string[];
  /** Whether a fresh instance sends its administrator to quick setup (`ARCA_SKIP_ONBOARDING`). */
  prompt: boolean;
}

function stepData<N extends keyof OnboardingStepData>(
  submission: OnboardingSubmission,
  step: N,
): OnboardingStepData[N] {
  const found = submission.steps.find((candidate) => candidate.step === step);
  return found?.data as OnboardingStepData[N];
}

function answersOf(submission: OnboardingSubmission): OnboardingAnswers {
  const purpose = stepData(submission, 'purpose');
  const details = stepData(submission, 'details');
  const features = stepData(submission, 'features');
  return {
    purpose: purpose.purpose as OnboardingAnswers['purpose'],
    companyName: details.companyName ?? '',
    ossProjectName: details.ossProjectName ?? '',
    role: details.role as OnboardingAnswers['role'],
    otherRole: details.role === 'Other' ? (details.otherRole ?? '') : '',
    desiredFeature: [...features.desiredFeature],
  };
}

function configOf(repo: OnboardingRepo, projectKey: string | undefined): RepositoryConfig {
  return {
    key: repo.repoKey,
    rclass: repo.repoType,
    packageType: repo.packageType,
    ...(repo.url ? { url: repo.url } : {}),
    ...(repo.repositories ? { repositories: repo.repositories, defaultDeploymentRepo: repo.repositories[0] } : {}),
    ...(projectKey ? { projectKey } : {}),
  };
}

/**
 * First-run onboarding (packages-and-search.md §2, §4): the facts guard 10 reads, the wizard's
 * submission, which creates the project and sample repositories all or nothing, and the counts of
 * get started and overview.
 */
export class OnboardingService {
  readonly #deps: OnboardingDeps;
  constructor(deps: OnboardingDeps) {
    this.#deps = deps;
  }

  async #projectsSupported(): Promise<boolean> {
    const gate: LicenseGate = licenseGates.projects;
    return passesLicenseGate(gate, await this.#deps.licenses.currentName());
  }

  async #hasOnlyDefaultRepos(): Promise<boolean> {
    return (await this.#deps.repositories.all()).every((repository) => SAMPLE_KEYS.has(repository.key));
  }

  async data(actor: Actor): Promise<OnboardingData> {
    const user = requireUser(actor);
    const [record, answers, repositories, projectsSupported] = await Promise.all([
      this.#deps.settings.get<OnboardingRecord>(RECORD_KEY),
      this.#deps.settings.get<OnboardingAnswers>(answersKey(user.name)),
      this.#deps.repositories.all(),
      this.#projectsSupported(),
    ]);
    return {
      // Arca has one onboarding, the wizard; the free-tier quick-deploy landing is an operator's choice.
      newOnboarding: true,
      needsOnboarding: this.#deps.prompt && user.admin && record === undefined && repositories.length === 0,
      quickDeploy: this.#deps.featureFlags.includes('quickDeployLanding'),
      getStarted: this.#deps.featureFlags.includes('platformGetStarted'),
      firstLogin: answers === undefined,
      hasOnlyDefaultRepos: repositories.every((repository) => SAMPLE_KEYS.has(repository.key)),
      projectsSupported,
      answers: answers ?? null,
    };
  }

  /** Closing quick setup: the console stops offering it to anyone. */
  async dismiss(actor: Actor): Promise<void> {
    const user = requireAdmin(actor);
    const record = await this.#deps.settings.get<OnboardingRecord>(RECORD_KEY);
    if (record) return;
    await this.#deps.settings.put(RECORD_KEY, { state: 'dismissed', by: user.name, at: Date.now() });
  }

  /**
   * The finished wizard: every step checked in order, then the project and the repositories of the
   * chosen package types. A failure undoes what this call created, so nothing is left half done.
   * A sample repository that exists already with the same type and kind is kept as it is.
   */
  async submit(actor: Actor, submission: OnboardingSubmission): Promise<OnboardingResult> {
    const user = requireAdmin(actor);
    const projectsSupported = await this.#projectsSupported();
    const problem = onboardingSubmissionProblem(submission, projectsSupported);
    if (problem) throw new Invalid(problem);

    const packageTypes = stepData(submission, 'init').packageTypes;
    const project = projectsSupported ? stepData(submission, 'project') : undefined;
    const existing = new Map((await this.#deps.repositories.all()).map((r) => [r.key.toLowerCase(), r]));
    const wanted = sampleRepositoriesOf(packageTypes);
    const kept: string[] = [];
    const toCreate: OnboardingRepo[] = [];
    for (const repo of wanted) {
      const there = existing.get(repo.repoKey.toLowerCase());
      if (!there) toCreate.push(repo);
      else if (there.rclass === repo.repoType && there.packageType === repo.packageType) kept.push(there.key);
      else throw new Invalid(`Repository '${repo.repoKey}' exists already with another type`);
    }

    const undo: (() => Promise<unknown>)[] = [];
    try {
      if (project) {
        const key = project.projectKey;
        await this.#deps.projects.create(actor, { project_key: key, display_name: project.projectName.trim() });
        undo.push(() => this.#deps.projects.delete(actor, key));
      }
      for (const repo of toCreate) {
        await this.#deps.repositories.create(actor, repo.repoKey, configOf(repo, project?.projectKey));
        undo.push(() => this.#deps.repositories.delete(actor, repo.repoKey));
      }
    } catch (error) {
      for (const step of undo.reverse()) await step().catch(() => undefined);
      throw error;
    }

    await this.#deps.settings.put(answersKey(user.name), answersOf(submission));
    await this.#deps.settings.put(RECORD_KEY, { state: 'completed', by: user.name, at: Date.now() });
    return {
      project: project ? { name: project.projectName.trim(), key: project.projectKey } : null,
      created: toCreate,
      kept,
      packageType: packageTypes.find((type) => wanted.some((repo) => repo.packageType === type)) ?? 'generic',
    };
  }

  /** What exists, as the caller may see it; the user count only for an administrator. */
  async initStatus(actor: Actor): Promise<OnboardingInitStatus> {
    const record = await this.#deps.settings.get<OnboardingRecord>(RECORD_KEY);
    const readable = await this.#deps.repositories.readable(actor);
    const admin = actor.kind === 'user' && actor.user.admin;
    const byType = new Map<string, number>();
    for (const repository of readable)
      byType.set(repository.packageType, (byType.get(repository.packageType) ?? 0) + 1);
    return {
      completed: record?.state === 'completed',
      counts: {
        repositories: readable.length,
        packages: readable.length === 0 ? 0 : await this.#deps.readablePackages(actor),
        users: admin ? await this.#deps.usersCount() : null,
      },
      repositoriesByType: [...byType.entries()]
        .map(([packageType, count]) => ({ packageType, count }))
        .sort((a, b) => a.packageType.localeCompare(b.packageType)),
      hasOnlyDefaultRepos: await this.#hasOnlyDefaultRepos(),
    };
  }
}
