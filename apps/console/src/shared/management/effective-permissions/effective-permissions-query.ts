import { apiPaths, type EffectivePermissions, type PermissionResourceType } from '@arca/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../http/index.ts';
import { grantKeys } from '../keys.ts';

/** `GET ui/effectivePermissions/{type}/{key}`; waits until a key is chosen. */
export function useEffectivePermissions(type: PermissionResourceType, key: string) {
  return useQuery({
    // A grants key: saving a permission, a group's members or a user's groups refreshes it.
    queryKey: grantKeys.ofResource(type, key),
    queryFn: () => request<EffectivePermissions>(apiPaths.effectivePermissions(type, key)),
    enabled: key !== '',
  });
}
