import { DEFAULT_SERVER_NAME, type FooterData, footerDataSchema } from '@arca/contract';
import type { FastifyInstance } from 'fastify';
import type { SystemInfo } from './system.routes.ts';

/** `GET /ui/api/v1/system/auth/screen/footer`: read before login, so it carries nothing private. */
export function footerRoutes(info: SystemInfo) {
  return async function register(app: FastifyInstance) {
    app.get(
      '/footer',
      { schema: { response: { 200: footerDataSchema } } },
      async (): Promise<FooterData> => ({
        serverName: DEFAULT_SERVER_NAME,
        buildNumber: info.arcaVersion,
        platformId: `arca-${info.licenseType.toLowerCase()}`,
        license: info.licenseType,
        helpLinksEnabled: true,
      }),
    );
  };
}
