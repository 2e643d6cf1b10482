import { systemLogRoutes } from '@arca/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/http/index.ts';
import { appendLogData, type LogTail } from '../log-tail.ts';
import { monitoringKeys } from './monitoring-keys.ts';

/**
 * The log calls are low priority: the request layer neither retries nor reports them, because the
 * viewer refreshes on its own countdown and shows each failure itself (R19.25, R19.28).
 */
const LOG_CALL = { priority: 'low' } as const;

/** `GET /system/logs/config/{type}?nodeId=` (R19.22): the node's files and the refresh period. */
export function useLogConfig(type: string, nodeId: string | null) {
  return useQuery({
    queryKey: monitoringKeys.logConfig(type, nodeId ?? ''),
    queryFn: () => call(systemLogRoutes.config, { ...LOG_CALL, params: { type }, query: { nodeId: nodeId ?? '' } }),
    enabled: nodeId !== null,
  });
}

/**
 * `GET /system/logs/data/{type}?nodeId=&id=&file_size=` (R19.23, R19.24): each read asks for what
 * follows the bytes already shown and adds it to them. The viewer's countdown decides when to read
 * again; a file left is forgotten (gcTime 0), so opening it again starts from 0.
 */
export function useLogData(type: string, nodeId: string | null, file: string | null, enabled: boolean) {
  const queryClient = useQueryClient();
  const queryKey = monitoringKeys.logData(type, nodeId ?? '', file ?? '');
  return useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      const previous = queryClient.getQueryData<LogTail>(queryKey);
      const offset = previous?.fileSize ?? 0;
      const data = await call(systemLogRoutes.data, {
        ...LOG_CALL,
        params: { type },
        signal,
        query: { nodeId: nodeId ?? '', id: file ?? '', file_size: String(offset) },
      });
      return appendLogData(previous, offset, data);
    },
    enabled: enabled && nodeId !== null && file !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
