import type { UserData } from '@arca/contract';

/**
 * R14.46: git integration needs the git repo scanning feature and an administrator. Arca keeps
 * the integrations itself, so the feature is always supported and only the role decides (O49).
 */
export function gitAvailable(user: Pick<UserData, 'admin'> | undefined): boolean {
  return user?.admin === true;
}

/** The names of the installed services, as the cards compare them. */
export function installedNames(services: readonly { name: string }[] | undefined): string[] {
  return (services ?? []).map((service) => service.name.toLowerCase());
}
