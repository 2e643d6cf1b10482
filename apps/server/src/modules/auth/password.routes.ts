import { authFlowRoutes } from '@arca/contract';
import { handle, type RouteBinding } from '../../lib/routes.ts';
import type { PasswordService } from './password.service.ts';
import { otpOf } from './reauthentication.ts';

/** Password calls of the login screens under /ui/api/v1/ui/auth. None needs a session. */
export function passwordRoutes(passwords: PasswordService): RouteBinding[] {
  return [
    handle(authFlowRoutes.forgotPassword, async (request) => {
      await passwords.forgot(request.body.user, request.ip);
      return {};
    }),
    handle(authFlowRoutes.validateKey, (request) => passwords.validateKey(request.body.key)),
    handle(authFlowRoutes.resetPassword, async (request) => {
      await passwords.reset(request.query.key, request.body.user, request.body.password);
      return {};
    }),
    handle(authFlowRoutes.changePassword, async (request) => {
      await passwords.change(request.body, request.ip, otpOf(request.headers));
      return {};
    }),
  ];
}
