import { type FeaturesConfig, type FooterData, type InstalledService, isLoggedIn, type UserData } from '@arca/contract';
import { type ServiceName, type ServiceState, serviceNames, type VisibilityContext } from './context.ts';

/** What the console reads from the server to decide who sees what. */
export interface ServerFacts {
  user: UserData;
  footer: Pick<FooterData, 'license' | 'isCloudProviderConfigured'>;
  services: readonly InstalledService[];
  features: FeaturesConfig;
  /** How many projects the user administers: any at all makes them a project administrator (shell.md §6). */
  administeredProjects: number;
  /** The selected project's key (shell.md §3). */
  projectKey: string;
}

function isServiceName(name: string): name is ServiceName {
  return (serviceNames as readonly string[]).includes(name);
}

/** Installed services by name; the server lists only services that run, so each is available. */
function servicesOf(installed: readonly InstalledService[]): VisibilityContext['services'] {
  const services: Partial<Record<ServiceName, ServiceState>> = {};
  for (const service of installed) {
    if (isServiceName(service.name)) services[service.name] = { available: true, version: service.version };
  }
  return services;
}

/**
 * The visibility context of this console (shell.md §6). A self-hosted Arca is never cloud, reports
 * no entitlements to enforce and no anonymous view levels beyond the basics; its editions follow
 * from the licence name (context.ts, `licenseTraits`).
 */
export function visibilityContextOf(facts: ServerFacts): VisibilityContext {
  const { user } = facts;
  const anonymous = !isLoggedIn(user);
  return {
    user: { admin: user.admin, projectAdmin: !anonymous && facts.administeredProjects > 0, anonymous },
    anonymousAccess: { enabled: user.anonAccessEnabled, viewLevels: new Set() },
    license: facts.footer.license,
    deployment: facts.footer.isCloudProviderConfigured ? 'cloud' : 'onPremises',
    traits: new Set(),
    services: servicesOf(facts.services),
    features: new Set(facts.features.enabled),
    // A SAML or other external user's profile is kept by the provider (R8.12).
    settings: new Set(!anonymous && user.realm !== 'saml' ? ['profileUpdatable'] : []),
    entitlements: { enabled: false, enforced: false, products: new Set() },
    projectKey: facts.projectKey,
  };
}
