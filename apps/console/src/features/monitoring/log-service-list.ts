import {
  HA_LICENSES,
  type LogServiceKey,
  logServices,
  NODE_ONLINE,
  type NodeStatusItem,
  type ServiceStatus,
} from '@arca/contract';

/** A log service the viewer can read, with the nodes it runs on. */
export interface LogServiceEntry {
  key: LogServiceKey;
  label: string;
  nodes: string[];
}

/** Where the viewer learns which services run where: the nodes status on an HA licence (R19.14), else the service status (R19.15). */
export type ServiceListSource = 'nodes' | 'services';

export function serviceListSource(license: string): ServiceListSource {
  return (HA_LICENSES as readonly string[]).includes(license) ? 'nodes' : 'services';
}

/** The log service whose service ids start with `prefix@`, e.g. jfrt@… is Artifactory. */
export function logServiceOfServiceId(serviceId: string): LogServiceKey | undefined {
  const prefix = serviceId.split('@')[0];
  return logServices.find((service) => service.serviceIdPrefix === prefix)?.key;
}

function logServiceOfType(type: string): LogServiceKey | undefined {
  return logServices.find((service) => service.key === type)?.key;
}

/** The services found, in the order of the product select (R19.11), each node once. */
function entriesOf(found: readonly { key: LogServiceKey; nodeId: string }[]): LogServiceEntry[] {
  return logServices.flatMap((service) => {
    const nodes = [...new Set(found.filter((item) => item.key === service.key).map((item) => item.nodeId))];
    return nodes.length > 0 ? [{ key: service.key, label: service.label, nodes }] : [];
  });
}

/** R19.14: from the nodes status, only the HEALTHY nodes of known log services. */
export function serviceListFromNodes(items: readonly NodeStatusItem[]): LogServiceEntry[] {
  return entriesOf(
    items.flatMap((item) => {
      const key = logServiceOfServiceId(item.service_id);
      return key && item.state === 'HEALTHY' ? [{ key, nodeId: item.node_id }] : [];
    }),
  );
}

/**
 * R19.15: from the service status, the Online nodes. A service type names its log service; a type
 * the viewer does not know is placed by its nodes' service ids.
 */
export function serviceListFromServices(status: ServiceStatus): LogServiceEntry[] {
  return entriesOf(
    status.services.flatMap((service) =>
      service.nodes.flatMap((node) => {
        const key = logServiceOfType(service.type) ?? logServiceOfServiceId(node.service_id);
        return key && node.status === NODE_ONLINE ? [{ key, nodeId: node.node_id }] : [];
      }),
    ),
  );
}
