import { type FeaturesConfig, featuresConfigSchema, type GeneralConfig, generalConfigSchema } from '@arca/contract';
import type { FastifyInstance } from 'fastify';

/** `GET /ui/api/v1/ui/generalConfig`, public: the console builds links from the public base URL. */
export function generalConfigRoutes(config: GeneralConfig) {
  return async function register(app: FastifyInstance) {
    app.get('/generalConfig', { schema: { response: { 200: generalConfigSchema } } }, async () => config);
  };
}

/**
 * `GET /ui/api/v1/system/featuresConfig`, public: the console reads it before anyone logs in, and
 * it tells no more than which optional screens this instance opens.
 */
export function featuresConfigRoutes(config: FeaturesConfig) {
  return async function register(app: FastifyInstance) {
    app.get('/featuresConfig', { schema: { response: { 200: featuresConfigSchema } } }, async () => config);
  };
}
