import { accountRoutes, serverMessages, type UserProfile } from '@arca/contract';
import { Forbidden, NotFound } from '../../lib/errors.ts';
import { handle, type RouteBinding } from '../../lib/routes.ts';
import { hashPassword } from '../../lib/secrets.ts';
import type { SecurityConfigService } from '../settings/security-config.service.ts';
import type { TokensService } from '../tokens/tokens.service.ts';
import type { UserRow, UsersRepository } from '../users/users.repository.ts';
import { requireWholeUser } from './actor.ts';
import type { AuthService } from './auth.service.ts';
import { otpOf, type Reauthentication } from './reauthentication.ts';

const toProfile = (user: UserRow): UserProfile => ({
  name: user.name,
  email: user.email,
  admin: user.admin,
  mfaEnrolled: user.mfaSecret !== null,
});

/** The user's own calls under /ui/api/v1/ui: set-me-up data, the profile, identity tokens. */
export function profileRoutes(deps: {
  tokens: TokensService;
  users: UsersRepository;
  security: SecurityConfigService;
  /** A new password ends the user's other sessions. */
  sessions: Pick<AuthService, 'endSessionsOf'>;
  reauthentication: Reauthentication;
  baseUrl: string;
}): RouteBinding[] {
  return [
    handle(accountRoutes.setMeUp, () => ({ baseUrl: deps.baseUrl })),

    // An OAuth user's empty password is accepted here (R14.49), but never for a change below.
    handle(accountRoutes.userProfile, async (request) =>
      toProfile(
        await deps.reauthentication.passwordOrProviderSession(request.actor, request.body.password, request.ip),
      ),
    ),

    // The user's own email and password; the current password comes with every change, and a
    // fresh code of an account with an authenticator.
    handle(accountRoutes.updateUserProfile, async (request) => {
      const user = await deps.reauthentication.password(request.actor, request.body.password, request.ip);
      const { email, newPassword } = request.body;
      if (newPassword !== undefined) await deps.security.assertPasswordAllowed(newPassword);
      if (email !== undefined || newPassword !== undefined) {
        await deps.reauthentication.secondFactor(user, otpOf(request.headers));
      }
      const newHash = newPassword === undefined ? undefined : await hashPassword(newPassword);
      await deps.users.transaction(async (tx) => {
        if (email !== undefined) {
          await deps.users.updateEmail(user.id, email, tx);
        }
        if (newHash !== undefined) {
          await deps.users.updatePassword(user.id, newHash, tx);
          await deps.sessions.endSessionsOf(user.id, { keep: request.actor, tx });
        }
      });
      return toProfile({ ...user, email: email ?? user.email });
    }),

    handle(accountRoutes.identifyToken, async (request) => {
      const caller = requireWholeUser(request.actor);
      const isSelf = caller.name.toLowerCase() === request.params.name.toLowerCase();
      if (!isSelf && !caller.admin) throw new Forbidden(serverMessages.tokenForOthers);
      const owner = isSelf ? caller : await deps.users.findByName(request.params.name);
      if (!owner) throw new NotFound(serverMessages.userNotFound(request.params.name));
      return deps.tokens.issue(
        owner,
        { expiresIn: request.body.expiresIn, description: 'Identity token' },
        { user: caller, otp: otpOf(request.headers) },
      );
    }),
  ];
}
