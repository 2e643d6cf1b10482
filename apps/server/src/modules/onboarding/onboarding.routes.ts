import { onboardingRoutes } from '@arca/contract';
import { handle } from '../../lib/routes.ts';
import type { OnboardingService } from './onboarding.service.ts';

/** `/system/onboarding`, its dismissal, and `GET /ui/onboarding/initStatus` (R28.106). */
export function onboardingCalls(onboarding: OnboardingService) {
  return [
    handle(onboardingRoutes.data, (request) => onboarding.data(request.actor)),
    handle(onboardingRoutes.submit, async (request, reply) =>
      reply.code(201).send(await onboarding.submit(request.actor, request.body)),
    ),
    handle(onboardingRoutes.dismiss, async (request, reply) => {
      await onboarding.dismiss(request.actor);
      return reply.code(204).send();
    }),
    handle(onboardingRoutes.initStatus, (request) => onboarding.initStatus(request.actor)),
  ];
}
