import { systemRoutes } from '@arca/contract';
import { handle } from '../../lib/routes.ts';
import type { FooterGeneral } from './general-config.service.ts';
import { platformIdOf, type SystemInfo } from './system.routes.ts';

/**
 * `GET /ui/api/v1/system/auth/screen/footer`: read before login, so it carries nothing private
 * beyond the caller's own email. The server name, help links, logo and customUrlBase come from the
 * general configuration, so they are what `GET /ui/generalConfig` answers.
 */
export function footerRoutes(info: SystemInfo, general: { footer(): Promise<FooterGeneral> }) {
  return [
    handle(systemRoutes.footer, async (request) => {
      const license = await info.licenses.currentName();
      const { serverName, helpLinksEnabled, logoUrl, customUrlBase } = await general.footer();
      return {
        serverName,
        buildNumber: info.arcaVersion,
        platformId: platformIdOf(license),
        license,
        userEmail: { email: request.actor.kind === 'user' ? request.actor.user.email : '' },
        helpLinksEnabled,
        // A self-hosted server runs on no cloud provider and has no connect service.
        isCloudProviderConfigured: false,
        connectUrl: null,
        logoUrl,
        userLogo: null,
        customUrlBase,
      };
    }),
  ];
}
