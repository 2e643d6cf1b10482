import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { countReadablePackages } from '../packages/package-index.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import type { RepositoriesRepository } from '../repositories/repositories.repository.ts';
import type { RepositoriesService } from '../repositories/repositories.service.ts';
import type { SettingsRepository } from '../settings/settings.repository.ts';
import type { StorageAccess } from '../storage/index.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import { OnboardingService } from './onboarding.service.ts';

/** The onboarding service over the server's own projects, repositories, packages and users. */
export function createOnboarding(deps: {
  db: Kysely<Database>;
  dialect: Dialect;
  settings: SettingsRepository;
  licenses: { currentName(): Promise<string> };
  projects: ProjectsService;
  repositories: RepositoriesService;
  repositoriesRepository: RepositoriesRepository;
  access: StorageAccess;
  users: UsersRepository;
  featureFlags: readonly string[];
  prompt: boolean;
}): OnboardingService {
  return new OnboardingService({
    settings: deps.settings,
    licenses: deps.licenses,
    repositories: {
      all: () => deps.repositoriesRepository.list(),
      readable: (actor) => deps.access.readableRepositories(actor),
      create: (actor, key, config) => deps.repositories.create(actor, key, config),
      delete: (actor, key) => deps.repositories.delete(actor, key),
    },
    projects: {
      create: (actor, input) => deps.projects.create(actor, input),
      delete: (actor, key) => deps.projects.delete(actor, key),
    },
    readablePackages: async (actor) => countReadablePackages(deps.db, deps.dialect, await deps.access.readScope(actor)),
    usersCount: async () => (await deps.users.list()).length,
    featureFlags: deps.featureFlags,
    prompt: deps.prompt,
  });
}
