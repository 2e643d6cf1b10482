import { errorEnvelopeSchema, type LoginDialogConfig, loginDialogConfigSchema } from '@arca/contract';
import type { FastifyInstance } from 'fastify';
import type { SettingsRepository } from '../settings/settings.repository.ts';
import { requireAdmin } from './actor.ts';
import { type AuthRouteDeps, registerLogin, registerLoginRelatedData } from './auth.routes.ts';

const LOGIN_DIALOG_KEY = 'loginDialog';

export const NO_LOGIN_DIALOG: LoginDialogConfig = { enabled: false, title: '', content: '', permanent: false };

/**
 * The access service's equivalents of the console's authentication calls (R4.35), mounted at
 * /access and through the gateway. Arca serves every login itself, so the mode is "internal".
 */
export function accessAuthRoutes(deps: AuthRouteDeps & { settings: SettingsRepository }) {
  return async function register(app: FastifyInstance) {
    registerLogin(app, '/auth/login', deps);
    registerLoginRelatedData(app, '/api/ui/security/loginRelatedData', deps);
    app.get('/mode', async () => ({ mode: 'internal' }));
    app.get('/plugins/user-plugin', async () => ({ isUserPluginEnabled: false }));
    app.get('/api/ui/security/loginPageVisibility', async () => ({ loginIsExternal: false }));
    app.get('/platform/config/login-dialog', async (): Promise<LoginDialogConfig> => {
      return (await deps.settings.get<LoginDialogConfig>(LOGIN_DIALOG_KEY)) ?? NO_LOGIN_DIALOG;
    });
    app.put<{ Body: LoginDialogConfig }>(
      '/platform/config/login-dialog',
      {
        schema: {
          body: loginDialogConfigSchema,
          response: { 200: loginDialogConfigSchema, '4xx': errorEnvelopeSchema },
        },
      },
      async (request) => {
        requireAdmin(request.actor);
        await deps.settings.put(LOGIN_DIALOG_KEY, request.body);
        return request.body;
      },
    );
  };
}
