import { apiPaths, type EffectivePermissions, type PermissionResourceType } from '@arca/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../http/index.ts';
import { managementKeys } from '../queries.ts';

/** Under the management keys, so saving a permission refreshes what it grants. */
export const effectivePermissionsKey = (type: PermissionResourceType, key: string) =>
  [...managementKeys.all, 'effectivePermissions', type, key] as const;

/** `GET ui/effectivePermissions/{type}/{key}`; waits until a key is chosen. */
export function useEffectivePermissions(type: PermissionResourceType, key: string) {
  return useQuery({
    queryKey: effectivePermissionsKey(type, key),
    queryFn: () => request<EffectivePermissions>(apiPaths.effectivePermissions(type, key)),
    enabled: key !== '',
  });
}
