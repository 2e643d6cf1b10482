import { type GitIntegration, gitVendors, type IntegrationProduct, integrationProducts } from '@arca/contract';
import { type CommonIntegration, continuousIntegration, developerTools } from './common-integrations.ts';

/**
 * The kind of a group (R14.53): source control, whose integrations Arca stores, or the common
 * integrations (developer tools and CI), which connect from the tool's side.
 */
export type IntegrationGroupType = 'git' | 'IDE';

/** A card of a group: a vendor or a tool. */
export interface IntegrationGroupItem {
  id: number | string;
  name: string;
  displayName: string;
}

/** A service the group's integrations are connected to, counted. */
export interface GroupService {
  serviceName: IntegrationProduct;
  connections: number;
  connected: boolean;
}

/** R14.53: one group of cards on the integrations page. */
export interface IntegrationGroup {
  type: IntegrationGroupType;
  title: string;
  items: IntegrationGroupItem[];
  /** False: the group is shown but cannot be used (R14.04). */
  available: boolean;
  integrations: GitIntegration[];
  /** At least one integration of the group is stored. */
  connected: boolean;
  configuredServices: GroupService[];
  /** The services installed here that the group's integrations can be connected to. */
  products: IntegrationProduct[];
}

const toolItems = (tools: readonly CommonIntegration[]): IntegrationGroupItem[] =>
  tools.map((tool) => ({ id: tool.id, name: tool.id, displayName: tool.displayName }));

function commonGroup(title: string, tools: readonly CommonIntegration[]): IntegrationGroup {
  // Arca never learns of a tool's connection, so nothing is counted for these (O49).
  return {
    type: 'IDE',
    title,
    items: toolItems(tools),
    available: true,
    integrations: [],
    connected: false,
    configuredServices: [],
    products: [],
  };
}

/**
 * The three groups, in the page's order: Source control, Developer Tools, Continuous integration
 * (R14.02). Source control is available only where git integration is (R14.46).
 */
export function integrationGroups(input: {
  gitAvailable: boolean;
  integrations: readonly GitIntegration[];
  installed: readonly string[];
}): IntegrationGroup[] {
  const integrations = [...input.integrations];
  const configuredServices = integrationProducts.map((serviceName) => {
    const connections = integrations.filter((integration) => integration.products.includes(serviceName)).length;
    return { serviceName, connections, connected: connections > 0 };
  });
  return [
    {
      type: 'git',
      title: 'Source control',
      items: gitVendors.map(({ id, name, displayName }) => ({ id, name, displayName })),
      available: input.gitAvailable,
      integrations,
      connected: integrations.length > 0,
      configuredServices,
      products: integrationProducts.filter((product) => input.installed.includes(product)),
    },
    commonGroup('Developer Tools', developerTools),
    commonGroup('Continuous integration', continuousIntegration),
  ];
}
