import type { Platform } from '../../platform.ts';
import type { ServerModule } from '../../server-module.ts';
import type { OutboundRoutes } from '../proxies/outbound-proxies.ts';
import { IntegrationsRepository } from './integrations.repository.ts';
import { integrationsRoutes } from './integrations.routes.ts';
import { IntegrationsService } from './integrations.service.ts';
import { VendorProbe } from './vendor-probe.ts';

/**
 * Git integrations: the admin calls, with the connection test reaching the vendor through the
 * platform's default outbound proxy.
 */
export function createIntegrations(
  platform: Platform,
  deps: { outbound: OutboundRoutes; installed: (service: string) => boolean },
): ServerModule {
  const service = new IntegrationsService({
    integrations: new IntegrationsRepository(platform.db, platform.box),
    probe: new VendorProbe({ guard: platform.outboundGuard, outbound: deps.outbound }),
    installed: deps.installed,
    audit: platform.audit,
  });
  return { name: 'integrations', routes: integrationsRoutes(service) };
}
