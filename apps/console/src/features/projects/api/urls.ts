import { apiPaths } from '@arca/contract';
import { gateway } from '../../../shared/management/queries.ts';

/** A project call through the gateway: `/access/api/v1/projects/{key}/{segment…}`, each part encoded. */
export function projectUrl(key: string, ...segments: string[]): string {
  const parts = [key, ...segments].map((part) => encodeURIComponent(part));
  return gateway(`${apiPaths.accessProjects}/${parts.join('/')}`);
}

export type { ProjectMemberKind as MemberKind } from '../../../shared/management/keys.ts';
