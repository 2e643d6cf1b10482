import { type Permission, permissionRoutes } from '@arca/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/http/index.ts';
import { grantKeys, permissionKeys } from '../../../shared/management/keys.ts';
import { refresh } from '../../../shared/management/refresh.ts';

/**
 * A permission shows in the permissions list and its own page, and in the grants worked out from it
 * (a user's, a group's, a repository's effective permissions); users and groups do not change.
 */
function useRefreshPermission() {
  const queryClient = useQueryClient();
  return (name: string) => refresh(queryClient, [permissionKeys.list(), permissionKeys.one(name), grantKeys.all]);
}

/** `POST /access/api/v2/permissions` → 201. */
export function useCreatePermission() {
  const refreshPermission = useRefreshPermission();
  return useMutation({
    mutationFn: (permission: Permission) => call(permissionRoutes.create, { body: permission }),
    onSuccess: (_answer, permission) => refreshPermission(permission.name),
  });
}

/** `PUT /access/api/v2/permissions/{name}`: replaces every resource at once. */
export function useReplacePermission() {
  const refreshPermission = useRefreshPermission();
  return useMutation({
    mutationFn: (permission: Permission) =>
      call(permissionRoutes.replace, { params: { name: permission.name }, body: permission }),
    onSuccess: (_answer, permission) => refreshPermission(permission.name),
  });
}

/** `DELETE /access/api/v2/permissions/{name}` → 204. */
export function useDeletePermission() {
  const refreshPermission = useRefreshPermission();
  return useMutation({
    mutationFn: (name: string) => call(permissionRoutes.delete, { params: { name } }),
    onSuccess: (_answer, name) => refreshPermission(name),
  });
}
