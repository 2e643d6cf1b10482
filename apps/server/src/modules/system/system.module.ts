import type { Platform } from '../../platform.ts';
import type { ServerModule } from '../../server-module.ts';
import { licensesRoutes } from '../licenses/licenses.routes.ts';
import { companionServiceRoutesOf } from '../services/companion-services.routes.ts';
import { InstalledServicesService } from '../services/installed-services.service.ts';
import { servicesRoutes } from '../services/services.routes.ts';
import { AdoptionMetricsRepository } from './adoption-metrics.repository.ts';
import { adoptionMetricRoutes } from './adoption-metrics.routes.ts';
import { AdoptionMetricsService } from './adoption-metrics.service.ts';
import { apiDocumentRoutesOf } from './api-document.routes.ts';
import { footerRoutes } from './footer.routes.ts';
import { featuresConfigRoutes, generalConfigurationRoutes, logoUploadRoute } from './general-config.routes.ts';
import { registerConsoleUploadLimit } from './general-config-upload-limit.ts';
import { serverInfoCalls } from './server-info.routes.ts';
import { ServerInfoService } from './server-info.service.ts';
import { artifactorySystemRoutes } from './system.routes.ts';
import { usageReportRoutesOf } from './usage-report.routes.ts';

/**
 * The instance itself: ping, readiness and version, the API document, the footer and general
 * configuration (whose upload limit it applies to the console's deploys), the licence, installed
 * services, feature flags and usage counters.
 */
export function createSystem(platform: Platform): { module: ServerModule; services: InstalledServicesService } {
  const { config, licenses, generalConfig } = platform;
  const systemInfo = { arcaVersion: platform.version, licenses };
  const services = new InstalledServicesService(config.services);
  const module: ServerModule = {
    name: 'system',
    install: (server) => registerConsoleUploadLimit(server, generalConfig),
    routes: [
      ...artifactorySystemRoutes(platform.db, systemInfo),
      ...apiDocumentRoutesOf(platform.version),
      ...footerRoutes(systemInfo, generalConfig),
      ...adoptionMetricRoutes(new AdoptionMetricsService(new AdoptionMetricsRepository(platform.db))),
      ...serverInfoCalls(new ServerInfoService(platform.settings, platform.security, systemInfo)),
      ...generalConfigurationRoutes(generalConfig),
      ...featuresConfigRoutes({ enabled: config.featureFlags }),
      ...servicesRoutes(services),
      ...companionServiceRoutesOf(),
      ...usageReportRoutesOf(),
    ],
    scoped: [logoUploadRoute(generalConfig), licensesRoutes(licenses)],
  };
  return { module, services };
}
