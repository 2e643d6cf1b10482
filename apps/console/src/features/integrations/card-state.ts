import { type GitIntegration, type GitVendorName, type IntegrationProduct, integrationProducts } from '@arca/contract';

/**
 * R14.08: the status set. The header shows CONNECTED or DISCONNECTED; CONFIGURED is the state of a
 * card whose integrations a service uses, which changes its footer and header like CONNECTED does.
 */
export const cardStatuses = {
  connected: 'CONNECTED',
  disconnected: 'DISCONNECTED',
  configured: 'CONFIGURED',
} as const;
export type CardStatus = (typeof cardStatuses)[keyof typeof cardStatuses];

/** R14.19: a service an integration can be connected to, as a card shows it. */
export interface ConfiguredService {
  serviceName: IntegrationProduct;
  /** The name of the icon the card draws for it. */
  icon: 'security' | 'pipelines';
  /** At least one of the vendor's integrations is connected to it. */
  connected: boolean;
  /** The service is not installed on this platform, so nothing can be connected to it. */
  disabled: boolean;
  connections: number;
}

export interface GitCardState {
  connections: number;
  /** What the header shows. */
  status: typeof cardStatuses.connected | typeof cardStatuses.disconnected;
  /** CONFIGURED, CONNECTED or DISCONNECTED. */
  state: CardStatus;
  configuredServices: ConfiguredService[];
  /** R14.12: connected, but no service uses any of its integrations yet. */
  connectAlert: boolean;
  /** R14.10: the footer's Connect button has become the square + button. */
  addButton: boolean;
  /** R14.13: the header leads to the vendor table. */
  headerLinks: boolean;
}

const icons: Record<IntegrationProduct, ConfiguredService['icon']> = { xray: 'security', pipelines: 'pipelines' };

/** The state of one vendor's card from the stored integrations and the installed services. */
export function gitCardState(
  vendor: GitVendorName,
  integrations: readonly GitIntegration[],
  installed: readonly string[],
): GitCardState {
  const own = integrations.filter((integration) => integration.vendor === vendor);
  const configuredServices = integrationProducts.map((serviceName) => {
    const connections = own.filter((integration) => integration.products.includes(serviceName)).length;
    return {
      serviceName,
      icon: icons[serviceName],
      connected: connections > 0,
      disabled: !installed.includes(serviceName),
      connections,
    };
  });
  const configured = configuredServices.some((service) => service.connected);
  const status = own.length > 0 ? cardStatuses.connected : cardStatuses.disconnected;
  const state: CardStatus = configured ? cardStatuses.configured : status;
  const linked = state !== cardStatuses.disconnected;
  return {
    connections: own.length,
    status,
    state,
    configuredServices,
    connectAlert: state === cardStatuses.connected,
    addButton: linked,
    headerLinks: linked,
  };
}
