import { apiPaths } from '@arca/contract';
import { gateway } from '../../../shared/management/queries.ts';

/** `/access/api/v2/users/{name}` through the console gateway. */
export function userUrl(name: string): string {
  return gateway(`${apiPaths.accessUsers}/${encodeURIComponent(name)}`);
}
