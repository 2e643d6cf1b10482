import { systemStatusPaths } from '@arca/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/http/index.ts';
import { monitoringKeys } from './monitoring-keys.ts';

/**
 * R20.06, R28.044: the server refuses an Online node (409) with its own message. The console makes
 * this call at the access service's own path rather than through the gateway, so it is not a call().
 */
export function useDeleteNode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ serviceId, nodeId }: { serviceId: string; nodeId: string }) =>
      request<unknown>(systemStatusPaths.deleteNode(serviceId, nodeId), { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: monitoringKeys.all }),
  });
}
