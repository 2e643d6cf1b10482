import { API_LEVEL, systemRoutes } from '@arca/contract';
import { handle } from '../../lib/routes.ts';
import type { FooterGeneral } from './general-config.service.ts';
import { platformIdOf, type SystemInfo } from './system.routes.ts';

/**
 * `GET /ui/api/v1/system/auth/screen/footer`: read before login, so it carries nothing private
 * beyond the caller's own email. The server name, help links, logo and customUrlBase come from the
 * general configuration, so they are what `GET /ui/generalConfig` answers. The home page's info
 * widget tells the same public facts.
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
    // R28.046: the same public facts for the home page's info widget.
    handle(systemRoutes.homeInfoWidget, async () => ({
      widgetData: {
        serverName: (await general.footer()).serverName,
        version: API_LEVEL,
        buildNumber: info.arcaVersion,
        license: await info.licenses.currentName(),
      },
    })),
  ];
}
