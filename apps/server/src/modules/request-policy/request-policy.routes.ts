import { errorEnvelopeSchema, type RequestPolicy, requestPolicySchema } from '@arca/contract';
import type { FastifyInstance } from 'fastify';
import type { RequestPolicyService } from './request-policy.service.ts';

/** `GET|PUT /ui/api/v1/ui/requestPolicy`. */
export function requestPolicyRoutes(policy: RequestPolicyService) {
  return async function register(app: FastifyInstance) {
    const response = { 200: requestPolicySchema, '4xx': errorEnvelopeSchema };
    app.get('/requestPolicy', { schema: { response } }, (request) => policy.read(request.actor));
    app.put<{ Body: RequestPolicy }>('/requestPolicy', { schema: { body: requestPolicySchema, response } }, (request) =>
      policy.update(request.actor, request.body),
    );
  };
}
