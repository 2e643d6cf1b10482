import { clientLoginRoutes } from '@arca/contract';
import { handle, type RouteBinding } from '../../lib/routes.ts';
import { otpOf } from '../auth/reauthentication.ts';
import type { CliLoginService } from './cli-login.service.ts';

/** The JFrog CLI's browser login, at /access and through the console gateway. */
export function cliLoginRoutes(cliLogin: CliLoginService): RouteBinding[] {
  return [
    handle(clientLoginRoutes.request, async (request) => {
      await cliLogin.request(request.body.session);
      return {};
    }),
    handle(clientLoginRoutes.response, async (request) => {
      await cliLogin.respond(request.actor, request.body, otpOf(request.headers));
      return {};
    }),
    handle(clientLoginRoutes.token, (request) => cliLogin.token(request.params.session)),
  ];
}
