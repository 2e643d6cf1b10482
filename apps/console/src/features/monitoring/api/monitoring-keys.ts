/** Query keys of the monitoring screens. */
export const monitoringKeys = {
  all: ['monitoring'] as const,
  services: () => [...monitoringKeys.all, 'services'] as const,
  nodes: () => [...monitoringKeys.all, 'nodes'] as const,
  ha: () => [...monitoringKeys.all, 'ha'] as const,
  logConfig: (type: string, nodeId: string) => [...monitoringKeys.all, 'log-config', type, nodeId] as const,
  logData: (type: string, nodeId: string, file: string) =>
    [...monitoringKeys.all, 'log-data', type, nodeId, file] as const,
};
