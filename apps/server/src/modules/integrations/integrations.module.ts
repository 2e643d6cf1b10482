import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../db/schema.ts';
import type { SecretBox } from '../../lib/encryption.ts';
import type { OutboundGuard } from '../../lib/outbound-guard.ts';
import type { OutboundRoutes } from '../proxies/outbound-proxies.ts';
import { IntegrationsRepository } from './integrations.repository.ts';
import { integrationsRoutes } from './integrations.routes.ts';
import { IntegrationsService } from './integrations.service.ts';
import { VendorProbe } from './vendor-probe.ts';

/**
 * Git integrations: the admin calls, with the connection test reaching the vendor through the
 * platform's default outbound proxy.
 */
export function createIntegrations(deps: {
  db: Kysely<Database>;
  box: SecretBox;
  audit: Logger;
  outbound: OutboundRoutes;
  /** What a connection test may reach (lib/outbound-guard.ts). */
  guard: OutboundGuard;
  installed: (service: string) => boolean;
}) {
  const probe = new VendorProbe({ guard: deps.guard });
  probe.routeThrough(deps.outbound);
  const service = new IntegrationsService({
    integrations: new IntegrationsRepository(deps.db, deps.box),
    probe,
    installed: deps.installed,
    audit: deps.audit,
  });
  return { service, routes: integrationsRoutes(service) };
}
