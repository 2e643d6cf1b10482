import { apiPaths } from '@arca/contract';
import { gateway } from '../../../shared/management/queries.ts';

/** `/access/api/v2/groups/{name}` through the console gateway. */
export function groupUrl(name: string): string {
  return gateway(`${apiPaths.accessGroups}/${encodeURIComponent(name)}`);
}

/** `/access/api/v2/groups/{name}/members`: adds and removes members without replacing the rest. */
export function groupMembersUrl(name: string): string {
  return `${groupUrl(name)}/members`;
}
