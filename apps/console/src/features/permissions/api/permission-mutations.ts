import { apiPaths, type Permission } from '@arca/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/http/index.ts';
import { gateway, managementKeys } from '../../../shared/management/queries.ts';

const permissionUrl = (name: string) => gateway(`${apiPaths.accessPermissions}/${encodeURIComponent(name)}`);

/** Every management table shows permissions (a user's, a group's), so a write refreshes them all. */
function useRefreshManagement() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: managementKeys.all });
}

/** `POST /access/api/v2/permissions` → 201. */
export function useCreatePermission() {
  const onSuccess = useRefreshManagement();
  return useMutation({
    mutationFn: (permission: Permission) =>
      request<Permission>(gateway(apiPaths.accessPermissions), { method: 'POST', body: permission }),
    onSuccess,
  });
}

/** `PUT /access/api/v2/permissions/{name}`: replaces every resource at once. */
export function useReplacePermission() {
  const onSuccess = useRefreshManagement();
  return useMutation({
    mutationFn: (permission: Permission) =>
      request<Permission>(permissionUrl(permission.name), { method: 'PUT', body: permission }),
    onSuccess,
  });
}

/** `DELETE /access/api/v2/permissions/{name}` → 204. */
export function useDeletePermission() {
  const onSuccess = useRefreshManagement();
  return useMutation({
    mutationFn: (name: string) => request<null>(permissionUrl(name), { method: 'DELETE' }),
    onSuccess,
  });
}
