import { projectKeys } from '../../../shared/management/keys.ts';

/**
 * What only a project's settings read: its roles and its environments, under the projects root so
 * deleting the project drops them with it. Its members are shared (keys.ts): deleting a user or a
 * group changes them.
 */
export const projectSettingsKeys = {
  roles: (key: string) => [...projectKeys.all, 'roles', key] as const,
  environments: (key: string) => [...projectKeys.all, 'environments', key] as const,
};
