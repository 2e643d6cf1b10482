import type { Platform } from '../../platform.ts';
import type { ServerModule } from '../../server-module.ts';
import { countReadablePackages } from '../packages/package-index.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import type { RepositoriesService } from '../repositories/repositories.service.ts';
import type { StorageAccess } from '../storage/index.ts';
import { onboardingCalls } from './onboarding.routes.ts';
import { OnboardingService } from './onboarding.service.ts';

/** Onboarding (quick setup, its status and counts) over the server's own projects, repositories, packages and users. */
export function createOnboarding(
  platform: Platform,
  deps: { projects: ProjectsService; repositories: RepositoriesService; access: StorageAccess },
): ServerModule {
  const { db, dialect, directory, config } = platform;
  const onboarding = new OnboardingService({
    settings: platform.settings,
    licenses: platform.licenses,
    repositories: {
      all: () => directory.repositories.list(),
      readable: (actor) => deps.access.readableRepositories(actor),
      create: (actor, key, repositoryConfig) => deps.repositories.create(actor, key, repositoryConfig),
      delete: (actor, key) => deps.repositories.delete(actor, key),
    },
    projects: {
      create: (actor, input) => deps.projects.create(actor, input),
      delete: (actor, key) => deps.projects.delete(actor, key),
    },
    readablePackages: async (actor) => countReadablePackages(db, dialect, await deps.access.readScope(actor)),
    usersCount: async () => (await directory.users.list()).length,
    featureFlags: config.featureFlags,
    prompt: !config.skipOnboarding,
  });
  return { name: 'onboarding', routes: onboardingCalls(onboarding) };
}
