import { apiPaths } from '@arca/contract';
import { gateway, managementKeys } from '../../../shared/management/queries.ts';

/** A project call through the gateway: `/access/api/v1/projects/{key}/{segment…}`, each part encoded. */
export function projectUrl(key: string, ...segments: string[]): string {
  const parts = [key, ...segments].map((part) => encodeURIComponent(part));
  return gateway(`${apiPaths.accessProjects}/${parts.join('/')}`);
}

export type MemberKind = 'users' | 'groups';

/** Below the project's own key, so a write that refreshes the management area refreshes these too. */
export const projectKeys = {
  members: (key: string, kind: MemberKind) => [...managementKeys.project(key), 'members', kind] as const,
  roles: (key: string) => [...managementKeys.project(key), 'roles'] as const,
  environments: (key: string) => [...managementKeys.project(key), 'environments'] as const,
};
