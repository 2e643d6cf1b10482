import type { ServiceStatus, ServiceStatusNode } from '@arca/contract';
import { describe, expect, it } from 'vitest';
import {
  logServiceOfServiceId,
  serviceListFromNodes,
  serviceListFromServices,
  serviceListSource,
} from './log-service-list.ts';

function node(overrides: Partial<ServiceStatusNode>): ServiceStatusNode {
  return {
    node_id: 'node-a',
    status: 'Online',
    last_heartbeat: 0,
    uptime: 10,
    micro_services: [],
    service_id: 'jfrt@abc',
    address: 'http://node-a:8082',
    version: '1.0.0',
    ...overrides,
  };
}

describe('log service list', () => {
  it('reads the nodes status on the enterprise licences and the service status on the others', () => {
    for (const license of ['ENTERPRISE', 'ENTERPRISE_X', 'ENTERPRISE_PLUS', 'ENTERPRISE_PLUS_TRIAL']) {
      expect(serviceListSource(license)).toBe('nodes');
    }
    for (const license of ['OSS', 'JCR', 'COMMERCIAL', 'EDGE', 'TRIAL', 'N/A']) {
      expect(serviceListSource(license)).toBe('services');
    }
  });

  it('maps a service id to its log service by the prefix before @', () => {
    expect(logServiceOfServiceId('jfrt@01abc')).toBe('artifactory');
    expect(logServiceOfServiceId('jfxr@x')).toBe('xray');
    expect(logServiceOfServiceId('jfpip@x')).toBe('pipelines');
    expect(logServiceOfServiceId('jfrtx@x')).toBeUndefined();
    expect(logServiceOfServiceId('jfrt')).toBe('artifactory');
  });

  it('keeps only HEALTHY nodes of known services from the nodes status, in the select order', () => {
    const list = serviceListFromNodes([
      { service_id: 'jfxr@1', state: 'HEALTHY', node_id: 'x1' },
      { service_id: 'jfrt@1', state: 'HEALTHY', node_id: 'a1' },
      { service_id: 'jfrt@1', state: 'UNHEALTHY', node_id: 'a2' },
      { service_id: 'jfrt@1', state: 'HEALTHY', node_id: 'a3' },
      { service_id: 'jfds@1', state: 'UNHEALTHY', node_id: 'd1' },
      { service_id: 'other@1', state: 'HEALTHY', node_id: 'o1' },
    ]);
    expect(list).toEqual([
      { key: 'artifactory', label: 'Artifactory', nodes: ['a1', 'a3'] },
      { key: 'xray', label: 'Xray', nodes: ['x1'] },
    ]);
  });

  it('keeps only Online nodes from the service status, placing unknown types by service id', () => {
    const status: ServiceStatus = {
      services: [
        {
          type: 'artifactory',
          nodes: [node({ node_id: 'a1' }), node({ node_id: 'a2', status: 'Offline', uptime: null })],
        },
        { type: 'scanner', nodes: [node({ node_id: 'x1', service_id: 'jfxr@1' })] },
        { type: 'unknown', nodes: [node({ node_id: 'u1', service_id: 'zz@1' })] },
      ],
    };
    expect(serviceListFromServices(status)).toEqual([
      { key: 'artifactory', label: 'Artifactory', nodes: ['a1'] },
      { key: 'xray', label: 'Xray', nodes: ['x1'] },
    ]);
  });

  it('leaves out a service none of whose nodes is up', () => {
    expect(
      serviceListFromServices({
        services: [{ type: 'artifactory', nodes: [node({ status: 'Offline', uptime: null })] }],
      }),
    ).toEqual([]);
  });
});
