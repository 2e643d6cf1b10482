import { authFlowRoutes, authRoutes, type LoginDialogConfig, loginScreenRoutes } from '@arca/contract';
import { handle, type RouteBinding } from '../../lib/routes.ts';
import type { SettingsRepository } from '../settings/settings.repository.ts';
import { type AuthRouteDeps, loginBinding, loginRelatedDataBinding } from './auth.routes.ts';

const LOGIN_DIALOG_KEY = 'loginDialog';

export const NO_LOGIN_DIALOG: LoginDialogConfig = { enabled: false, title: '', content: '', permanent: false };

/**
 * The access service's equivalents of the console's authentication calls (R4.35), served at
 * /access and through the gateway. Arca serves every login itself, so the mode is "internal".
 */
export function accessAuthRoutes(deps: AuthRouteDeps & { settings: SettingsRepository }): RouteBinding[] {
  return [
    loginBinding(authRoutes.accessLogin, deps),
    loginRelatedDataBinding(authFlowRoutes.accessLoginRelatedData, deps),
    handle(loginScreenRoutes.mode, () => ({ mode: 'internal' as const })),
    handle(loginScreenRoutes.userPlugin, () => ({ isUserPluginEnabled: false })),
    handle(loginScreenRoutes.loginPageVisibility, () => ({ loginIsExternal: false })),
    handle(
      loginScreenRoutes.loginDialog,
      async () => (await deps.settings.get<LoginDialogConfig>(LOGIN_DIALOG_KEY)) ?? NO_LOGIN_DIALOG,
    ),
    // Administrators only, as the descriptor says.
    handle(loginScreenRoutes.updateLoginDialog, async (request) => {
      await deps.settings.put(LOGIN_DIALOG_KEY, request.body);
      return request.body;
    }),
  ];
}
