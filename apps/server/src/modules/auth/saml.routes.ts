import { autoRedirectStateSchema, type SamlLogoutUrl, samlLogoutUrlSchema } from '@arca/contract';
import type { FastifyInstance } from 'fastify';
import { endSession } from './auth.routes.ts';
import type { AuthService } from './auth.service.ts';
import type { SamlService } from './saml.service.ts';
import type { SessionCookies } from './session-cookies.ts';

/** Sign-on provider calls of the login and logout screens, mounted under /ui/api/v1/auth (all public). */
export function samlRoutes(saml: SamlService, auth: AuthService, cookies: SessionCookies) {
  return async function register(app: FastifyInstance) {
    app.get('/login/autoRedirectState', { schema: { response: { 200: autoRedirectStateSchema } } }, () =>
      saml.autoRedirectState(),
    );
    app.get('/saml/samlLogoutUrl', { schema: { response: { 200: samlLogoutUrlSchema } } }, () => saml.logoutUrl());
    // Ends the session here like the ordinary logout, then tells the console where to sign out at the provider.
    app.post(
      '/saml/logoutRequest',
      { schema: { response: { 200: samlLogoutUrlSchema } } },
      async (request, reply): Promise<SamlLogoutUrl> => {
        await endSession(auth, cookies, request, reply);
        return saml.logoutUrl();
      },
    );
  };
}
