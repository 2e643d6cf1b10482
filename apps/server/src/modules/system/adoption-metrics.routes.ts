import {
  ADOPTION_METRIC_DEFAULT_TYPE,
  type AdoptionMetricRequest,
  adoptionMetricRequestSchema,
  adoptionMetricsSchema,
  errorEnvelopeSchema,
} from '@arca/contract';
import type { FastifyInstance } from 'fastify';
import type { AdoptionMetricsService } from './adoption-metrics.service.ts';

/** Feature-usage counters, mounted under /ui/api/v1/system: anyone reports, administrators read. */
export function adoptionMetricRoutes(metrics: AdoptionMetricsService) {
  return async function register(app: FastifyInstance) {
    app.post<{ Body: AdoptionMetricRequest }>(
      '/adoptionMetric',
      { schema: { body: adoptionMetricRequestSchema, response: { '4xx': errorEnvelopeSchema } } },
      async (request, reply) => {
        const { featureName, action, type = ADOPTION_METRIC_DEFAULT_TYPE, value = 1 } = request.body;
        await metrics.record({ featureName, action, type }, value);
        return reply.code(204).send();
      },
    );
    app.get(
      '/adoptionMetric',
      { schema: { response: { 200: adoptionMetricsSchema, '4xx': errorEnvelopeSchema } } },
      (request) => metrics.list(request.actor),
    );
  };
}
