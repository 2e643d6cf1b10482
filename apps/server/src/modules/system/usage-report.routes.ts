import { usageReportRoutes } from '@arca/contract';
import { handle } from '../../lib/routes.ts';

/**
 * `POST /api/system/usage`, the usage call-home of the JFrog CLI and the Terraform providers: taken
 * and dropped with a 200, which is all they look for. Arca reports its use to no one, so there is
 * nowhere to send it and nothing worth keeping.
 */
export function usageReportRoutesOf() {
  return [handle(usageReportRoutes.report, (_request, reply) => reply.code(200).send())];
}
