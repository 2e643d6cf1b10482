import { type PermissionResourceType, permissionRoutes } from '@arca/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../http/index.ts';
import { grantKeys } from '../keys.ts';

/** `GET ui/effectivePermissions/{type}/{key}`; waits until a key is chosen. */
export function useEffectivePermissions(type: PermissionResourceType, key: string) {
  return useQuery({
    // A grants key: saving a permission, a group's members or a user's groups refreshes it.
    queryKey: grantKeys.ofResource(type, key),
    queryFn: () => call(permissionRoutes.effective, { params: { type, repoKey: key } }),
    enabled: key !== '',
  });
}
