import { ssoRoutes } from '@arca/contract';
import { handle, type RouteBinding } from '../../lib/routes.ts';
import { endSession } from './auth.routes.ts';
import type { AuthService } from './auth.service.ts';
import type { SamlService } from './saml.service.ts';
import type { SessionCookies } from './session-cookies.ts';

/** Sign-on provider calls of the login and logout screens under /ui/api/v1/auth (all public). */
export function samlRoutes(saml: SamlService, auth: AuthService, cookies: SessionCookies): RouteBinding[] {
  return [
    handle(ssoRoutes.autoRedirectState, () => saml.autoRedirectState()),
    handle(ssoRoutes.samlLogoutUrl, () => saml.logoutUrl()),
    // Ends the session here like the ordinary logout, then tells the console where to sign out at the provider.
    handle(ssoRoutes.samlLogoutRequest, async (request, reply) => {
      await endSession(auth, cookies, request, reply);
      return saml.logoutUrl();
    }),
  ];
}
