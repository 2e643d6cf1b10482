import { type GeneralConfig, generalConfigSchema } from '@arca/contract';
import type { FastifyInstance } from 'fastify';

/** `GET /ui/api/v1/ui/generalConfig`, public: the console builds links from the public base URL. */
export function generalConfigRoutes(config: GeneralConfig) {
  return async function register(app: FastifyInstance) {
    app.get('/generalConfig', { schema: { response: { 200: generalConfigSchema } } }, async () => config);
  };
}
