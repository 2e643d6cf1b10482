import type { OnboardingSubmission } from '@arca/contract';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../lib/route-schemas.ts';
import type { OnboardingService } from './onboarding.service.ts';

const text = { type: 'string', maxLength: 256 } as const;
const texts = { type: 'array', maxItems: 32, items: text } as const;

/**
 * Each step's fields, typed; which step needs which, and the order of the steps, the service checks
 * so its messages name the step.
 */
const submissionSchema = {
  type: 'object',
  required: ['steps'],
  properties: {
    steps: {
      type: 'array',
      maxItems: 16,
      items: {
        type: 'object',
        required: ['step', 'data'],
        properties: {
          step: { type: 'string', maxLength: 32 },
          data: {
            type: 'object',
            properties: {
              packageTypes: texts,
              purpose: text,
              role: text,
              otherRole: text,
              companyName: text,
              ossProjectName: text,
              desiredFeature: texts,
              projectName: text,
              projectKey: text,
            },
          },
        },
      },
    },
  },
} as const;

/** `/system/onboarding` and its dismissal, under /ui/api/v1/system. */
export function onboardingSystemRoutes(onboarding: OnboardingService) {
  return async function register(app: FastifyInstance) {
    app.get('/onboarding', { schema: { response: errorResponses } }, (request) => onboarding.data(request.actor));
    app.post<{ Body: OnboardingSubmission }>(
      '/onboarding',
      { schema: { body: submissionSchema, response: errorResponses } },
      async (request, reply) => reply.code(201).send(await onboarding.submit(request.actor, request.body)),
    );
    app.post('/onboarding/dismiss', { schema: { response: errorResponses } }, async (request, reply) => {
      await onboarding.dismiss(request.actor);
      return reply.code(204).send();
    });
  };
}

/** `GET /ui/onboarding/initStatus` (R28.106), under /ui/api/v1/ui. */
export function onboardingUiRoutes(onboarding: OnboardingService) {
  return async function register(app: FastifyInstance) {
    app.get('/onboarding/initStatus', { schema: { response: errorResponses } }, (request) =>
      onboarding.initStatus(request.actor),
    );
  };
}
