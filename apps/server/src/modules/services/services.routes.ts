import { serviceRoutes } from '@arca/contract';
import { handle } from '../../lib/routes.ts';
import type { InstalledServicesService } from './installed-services.service.ts';

/**
 * The installed services, public like the version call: the console reads them before anyone
 * logs in (R2.03) to decide which screens exist.
 */
export function servicesRoutes(services: InstalledServicesService) {
  return [
    handle(serviceRoutes.services, () => services.list()),
    handle(serviceRoutes.microserviceEnabled, (request) => ({ enabled: services.isEnabled(request.query.name) })),
    handle(serviceRoutes.microserviceEnabledByName, (request) => ({
      enabled: services.isEnabled(request.params.name),
    })),
  ];
}
