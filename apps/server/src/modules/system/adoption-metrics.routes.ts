import { ADOPTION_METRIC_DEFAULT_TYPE, systemCallRoutes } from '@arca/contract';
import { handle } from '../../lib/routes.ts';
import type { AdoptionMetricsService } from './adoption-metrics.service.ts';

/** Feature-usage counters: anyone reports, administrators read. */
export function adoptionMetricRoutes(metrics: AdoptionMetricsService) {
  return [
    handle(systemCallRoutes.recordAdoptionMetric, async (request, reply) => {
      const { featureName, action, type = ADOPTION_METRIC_DEFAULT_TYPE, value = 1 } = request.body;
      await metrics.record({ featureName, action, type }, value);
      return reply.code(204).send();
    }),
    handle(systemCallRoutes.adoptionMetrics, (request) => metrics.list(request.actor)),
  ];
}
