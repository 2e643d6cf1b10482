import {
  DEFAULT_TOKEN_EXPIRY_SECONDS,
  integrationMessages,
  REAUTHENTICATION_HEADER,
  setMeUpRoutes,
} from '@arca/contract';
import { Forbidden, Invalid } from '../../lib/errors.ts';
import { handle } from '../../lib/routes.ts';
import { requireWholeUser } from '../auth/actor.ts';
import { otpOf, type Reauthentication } from '../auth/reauthentication.ts';
import type { TokensService } from '../tokens/tokens.service.ts';

/** The user name and password of a `Basic` re-authentication header, or undefined when there is none to read. */
function credentialsOf(header: string | string[] | undefined): { name: string; password: string } | undefined {
  if (typeof header !== 'string' || !header.startsWith('Basic ')) return undefined;
  const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 1) return undefined;
  return { name: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/**
 * `GET /ui/userApiKey` (R28.116) under /ui/api/v1/ui: what a developer tool signs in with. Arca keeps
 * no long-lived API keys, so the answer is a fresh access token of the signed-in user, issued as
 * set-me-up issues one and stored only as its hash. The user re-authenticates in a header of its
 * own, which leaves the session that proves who is asking in place; an account with an
 * authenticator adds a fresh code.
 */
export function userApiKeyRoute(tokens: TokensService, reauthentication: Reauthentication) {
  return handle(setMeUpRoutes.userApiKey, async (request, reply) => {
    // The access rule lets only a whole user this far; this names them.
    const user = requireWholeUser(request.actor);
    const credentials = credentialsOf(request.headers[REAUTHENTICATION_HEADER]);
    if (!credentials) throw new Invalid(integrationMessages.reauthenticationMissing);
    if (credentials.name.toLowerCase() !== user.name.toLowerCase()) {
      throw new Forbidden(integrationMessages.reauthenticationOtherUser);
    }
    await reauthentication.passwordOrProviderSession(request.actor, credentials.password, request.ip);
    const issued = await tokens.issue(
      user,
      { expiresIn: DEFAULT_TOKEN_EXPIRY_SECONDS, description: 'Developer tool integration' },
      { user, otp: otpOf(request.headers) },
    );
    // A credential: no cache along the way may keep it.
    reply.header('cache-control', 'no-store');
    return { apiKey: issued.access_token };
  });
}
