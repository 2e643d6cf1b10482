import { DEFAULT_SERVER_NAME, type FooterData, footerDataSchema, type GeneralConfig } from '@arca/contract';
import type { FastifyInstance } from 'fastify';
import { platformIdOf, type SystemInfo } from './system.routes.ts';

/**
 * `GET /ui/api/v1/system/auth/screen/footer`: read before login, so it carries nothing private
 * beyond the caller's own email. customUrlBase is the value `GET /ui/generalConfig` answers.
 */
export function footerRoutes(info: SystemInfo, general: GeneralConfig) {
  return async function register(app: FastifyInstance) {
    app.get('/footer', { schema: { response: { 200: footerDataSchema } } }, async (request): Promise<FooterData> => {
      const license = await info.licenses.currentName();
      return {
        serverName: DEFAULT_SERVER_NAME,
        buildNumber: info.arcaVersion,
        platformId: platformIdOf(license),
        license,
        userEmail: { email: request.actor.kind === 'user' ? request.actor.user.email : '' },
        helpLinksEnabled: true,
        // A self-hosted server runs on no cloud provider and has no connect service.
        isCloudProviderConfigured: false,
        connectUrl: null,
        // No logo setting exists: the console shows the product's own logo.
        logoUrl: null,
        userLogo: null,
        customUrlBase: general.customUrlBase,
      };
    });
  };
}
