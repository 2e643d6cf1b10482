import { systemStatusRoutes } from '@arca/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/http/index.ts';
import { monitoringKeys } from './monitoring-keys.ts';

/** The service status refreshes on its own, so a node that stops heartbeating turns Offline on screen. */
export const SERVICE_STATUS_REFRESH_MILLIS = 10_000;

/** `GET /system/status/services`: per service type, its nodes (R20.01). */
export function useServiceStatus(options: { enabled?: boolean; refetchInterval?: number } = {}) {
  return useQuery({
    queryKey: monitoringKeys.services(),
    queryFn: () => call(systemStatusRoutes.services),
    enabled: options.enabled ?? true,
    refetchInterval: options.refetchInterval ?? false,
  });
}

/** `GET /system/status/nodes` (R20.07, R28.042). */
export function useNodesStatus(options: { enabled: boolean }) {
  return useQuery({
    queryKey: monitoringKeys.nodes(),
    queryFn: () => call(systemStatusRoutes.nodes),
    enabled: options.enabled,
  });
}

/** `GET /system/status/ha` (R20.08, R28.043). */
export function useHaStatus() {
  return useQuery({ queryKey: monitoringKeys.ha(), queryFn: () => call(systemStatusRoutes.ha) });
}
