import {
  findPackageType,
  licenseGates,
  type RepositoryClass,
  type RepositoryConfig,
  type RepositoryInfo,
  type RepositorySummary,
  repoKeyProblem,
  repositoryEditionRefusal,
  serverMessages,
} from '@arca/contract';
import type { Logger } from 'pino';
import { audited } from '../../lib/audit.ts';
import type { SecretBox } from '../../lib/encryption.ts';
import { Forbidden, Invalid, NotFound } from '../../lib/errors.ts';
import { nestedDeeperThan } from '../../lib/json-depth.ts';
import { originOf } from '../../lib/url-origin.ts';
import { type Actor, requireAdmin } from '../auth/actor.ts';
import { type LicenseInForce, requireLicenseGate } from '../licenses/license-gate.ts';
import type { PermissionsRepository } from '../permissions/permissions.repository.ts';
import type { ProjectsRepository } from '../projects/projects.repository.ts';
import type { RepositoriesRepository, RepositoryFilter, StoredRepository } from './repositories.repository.ts';

/** Repository keys that name something else already, in any case. */
const RESERVED_KEYS = new Set(['api', 'any']);

/** Which repositories an actor may see: every one for administrators, else those granted. */
export interface RepositoryVisibility {
  visibleKeys(actor: Actor, repositories: readonly { key: string; rclass: RepositoryClass }[]): Promise<Set<string>>;
}

const HTTP_URL = /^https?:\/\/[^\s]+$/i;
/** How deep a configuration may nest the fields it keeps as sent (real ones nest three or four). */
const CONFIG_MAX_DEPTH = 32;

/**
 * Repository configuration (`/artifactory/api/repositories`, jfrog-wire-compat §1.8):
 * administrators create, change and delete repositories; anyone lists the ones they may read.
 * Keys, kinds and package types follow the catalogue in the contract; a remote's password is
 * sealed at rest, never given back, and never kept for a URL of another origin. The licence decides what may be created: a kind or package
 * type its edition hides or disables is refused, and so is joining a project below the projects
 * gate; repositories that exist keep working whatever the licence.
 */
export class RepositoriesService {
  readonly #repositories: RepositoriesRepository;
  readonly #projects: ProjectsRepository;
  readonly #box: SecretBox;
  readonly #visibility: RepositoryVisibility;
  readonly #permissions: PermissionsRepository;
  readonly #afterDelete: () => void;
  readonly #audit: Logger;
  readonly #licenses: LicenseInForce;
  constructor(deps: {
    repositories: RepositoriesRepository;
    projects: ProjectsRepository;
    box: SecretBox;
    visibility: RepositoryVisibility;
    permissions: PermissionsRepository;
    audit: Logger;
    licenses: LicenseInForce;
    /** Told after a repository and its items are gone, so their content can be released. */
    afterDelete?: () => void;
  }) {
    this.#afterDelete = deps.afterDelete ?? (() => undefined);
    this.#audit = deps.audit;
    this.#licenses = deps.licenses;
    this.#repositories = deps.repositories;
    this.#projects = deps.projects;
    this.#box = deps.box;
    this.#visibility = deps.visibility;
    this.#permissions = deps.permissions;
  }

  async list(actor: Actor, filter: RepositoryFilter): Promise<RepositorySummary[]> {
    const repositories = await this.#repositories.list(filter);
    const visible = await this.#visibility.visibleKeys(actor, repositories);
    return repositories.filter((repository) => visible.has(repository.key)).map(toSummary);
  }

  /** R28.138: every repository of a kind, for administrators. */
  async info(actor: Actor, rclass: RepositoryClass): Promise<RepositoryInfo[]> {
    requireAdmin(actor);
    return (await this.#repositories.list({ rclass })).map((repository) => ({
      repoKey: repository.key,
      repoType: repository.rclass.toUpperCase(),
      packageType: repository.packageType,
      description: repository.config.description ?? '',
      ...(repository.config.url ? { url: repository.config.url } : {}),
      projectKey: repository.projectKey,
    }));
  }

  async get(actor: Actor, key: string): Promise<RepositoryConfig> {
    requireAdmin(actor);
    return withoutSecrets((await this.#existing(key)).config);
  }

  create(actor: Actor, key: string, input: RepositoryConfig): Promise<void> {
    return audited(this.#audit, actor, 'create repository', { repoKey: key, path: '' }, () =>
      this.#create(actor, key, input),
    );
  }

  update(actor: Actor, key: string, input: Partial<RepositoryConfig>): Promise<void> {
    return audited(this.#audit, actor, 'update repository', { repoKey: key, path: '' }, () =>
      this.#update(actor, key, input),
    );
  }

  delete(actor: Actor, key: string): Promise<string> {
    return audited(this.#audit, actor, 'delete repository', { repoKey: key, path: '' }, () => this.#delete(actor, key));
  }

  async #create(actor: Actor, key: string, input: RepositoryConfig): Promise<void> {
    // Before the permission check: what the edition lacks is refused to administrators and users alike.
    await this.#requireEdition(input.rclass, input.packageType ?? 'generic');
    if (input.projectKey) await requireLicenseGate(this.#licenses, licenseGates.projects);
    requireAdmin(actor);
    if (input.key !== undefined && input.key !== key) throw new Invalid(serverMessages.repositoryKeyMismatch);
    const problem = repoKeyProblem(key);
    if (problem) throw new Invalid(problem);
    // `/artifactory/api/…` holds the service's calls, so a repository there could never be reached;
    // `ANY` in a permission target means every repository, so one of that name could not be named alone.
    if (RESERVED_KEYS.has(key.toLowerCase())) throw new Invalid(serverMessages.repositoryKeyReserved(key));
    const repository = await this.#checked({ ...input, key, packageType: input.packageType ?? 'generic' });
    if (!(await this.#repositories.insert(repository))) throw new Invalid(serverMessages.repositoryExists(key));
  }

  /** `POST`: the fields given change, the others stay; the key, kind and package type never change. */
  async #update(actor: Actor, key: string, input: Partial<RepositoryConfig>): Promise<void> {
    requireAdmin(actor);
    const current = await this.#existing(key);
    if (input.key !== undefined && input.key.toLowerCase() !== current.key.toLowerCase()) {
      throw new Invalid(serverMessages.repositoryKeyMismatch);
    }
    const packageType = input.packageType === undefined ? undefined : findPackageType(input.packageType)?.value;
    if (
      (input.rclass !== undefined && input.rclass !== current.rclass) ||
      (packageType ?? current.packageType) !== current.packageType
    ) {
      throw new Invalid(serverMessages.repositoryKindChanged);
    }
    if (input.projectKey !== undefined && input.projectKey !== current.projectKey) {
      await requireLicenseGate(this.#licenses, licenseGates.projects);
    }
    const merged: RepositoryConfig = {
      ...withoutSecrets(current.config),
      ...input,
      key: current.key,
      rclass: current.rclass,
    };
    // A password left out keeps the stored one (sealed already), but never follows the URL to another host.
    const keptPassword = input.password === undefined ? current.config.password : undefined;
    const repository = await this.#checked(merged, keptPassword);
    const origin = originOf(repository.config.url ?? '');
    if (keptPassword !== undefined && origin !== originOf(current.config.url ?? '')) {
      throw new Invalid(serverMessages.remotePasswordForNewUrl(origin ?? ''));
    }
    await this.#repositories.update(repository);
  }

  async #delete(actor: Actor, key: string): Promise<string> {
    requireAdmin(actor);
    const repository = await this.#existing(key);
    const deleted = await this.#repositories.delete(repository.key, (tx) =>
      this.#permissions.forgetRepository(repository.key, tx),
    );
    if (!deleted) throw new NotFound(serverMessages.repositoryNotFound(key));
    this.#afterDelete();
    return serverMessages.repositoryDeleted(repository.key);
  }

  async #requireEdition(rclass: string, packageType: string): Promise<void> {
    const refusal = repositoryEditionRefusal(await this.#licenses.currentName(), rclass, packageType);
    if (refusal) throw new Forbidden(refusal);
  }

  async #existing(key: string): Promise<StoredRepository> {
    const repository = await this.#repositories.find(key);
    if (!repository) throw new NotFound(serverMessages.repositoryNotFound(key));
    return repository;
  }

  /** The config made whole and checked: package type, kind, remote URL, virtual members, project. */
  async #checked(config: RepositoryConfig, sealedPassword?: string): Promise<StoredRepository> {
    // Fields Arca does not act on are kept as sent; a depth no configuration needs could not be stored.
    if (nestedDeeperThan(config, CONFIG_MAX_DEPTH))
      throw new Invalid(serverMessages.repositoryConfigTooDeep(CONFIG_MAX_DEPTH));
    const type = findPackageType(config.packageType);
    if (!type) throw new Invalid(serverMessages.unknownPackageType(config.packageType));
    if (!type.kinds.includes(config.rclass))
      throw new Invalid(serverMessages.packageTypeNotInKind(type.value, config.rclass));
    const stored: RepositoryConfig = {
      includesPattern: '**/*',
      excludesPattern: '',
      description: '',
      ...config,
      packageType: type.value,
    };
    if (config.rclass === 'remote') {
      if (!config.url || !HTTP_URL.test(config.url)) throw new Invalid(serverMessages.remoteUrlRequired);
      if (config.password !== undefined) stored.password = this.#box.seal(config.password);
      else if (sealedPassword !== undefined) stored.password = sealedPassword;
    } else {
      delete stored.password;
    }
    if (config.rclass === 'virtual') await this.#checkMembers(stored);
    if (config.projectKey && !(await this.#projects.find(config.projectKey))) {
      throw new NotFound(serverMessages.projectNotFound(config.projectKey));
    }
    return {
      key: stored.key,
      rclass: config.rclass,
      packageType: type.value,
      projectKey: config.projectKey ?? '',
      config: stored,
      createdAt: 0,
    };
  }

  /**
   * Members exist, are not the repository itself, and share its package type; they and the
   * default deployment repository are kept under their stored keys.
   */
  async #checkMembers(config: RepositoryConfig): Promise<void> {
    const members = config.repositories ?? [];
    const found = await Promise.all(members.map((key) => this.#repositories.find(key)));
    const missing = members.filter((_, index) => found[index] === undefined);
    if (missing.length > 0) throw new Invalid(serverMessages.unknownRepositories(missing));
    const mismatched = found.filter(
      (member): member is StoredRepository =>
        member !== undefined &&
        (member.key.toLowerCase() === config.key.toLowerCase() || member.packageType !== config.packageType),
    );
    if (mismatched.length > 0) throw new Invalid(serverMessages.virtualMembersMismatch(mismatched.map((m) => m.key)));
    const target = config.defaultDeploymentRepo;
    if (target) {
      const member = found.find((candidate) => candidate?.key.toLowerCase() === target.toLowerCase());
      if (member?.rclass !== 'local') throw new Invalid(serverMessages.defaultDeploymentRepo);
      config.defaultDeploymentRepo = member.key;
    }
    config.repositories = found.flatMap((member) => (member ? [member.key] : []));
  }
}

function withoutSecrets(config: RepositoryConfig): RepositoryConfig {
  const { password: _sealed, ...rest } = config;
  return rest;
}

function toSummary(repository: StoredRepository): RepositorySummary {
  return {
    key: repository.key,
    type: repository.rclass.toUpperCase(),
    description: repository.config.description ?? '',
    ...(repository.config.url ? { url: repository.config.url } : {}),
    packageType: repository.packageType,
  };
}
