import type { LoginDialogConfig } from '@arca/contract';

/** Where the login page remembers that this browser dismissed the login dialog. */
export const LOGIN_DIALOG_DISMISSED_KEY = 'arca.loginDialog.dismissed';

/**
 * The login-dialog rule (shell.md §4 Login): a dialog shows until dismissed; once a dismissal is
 * stored it shows again only if the config is permanent (R4.26).
 */
export function shouldShowLoginDialog(config: LoginDialogConfig, dismissed: boolean): boolean {
  if (!config.enabled) return false;
  return !dismissed || config.permanent;
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function readLoginDialogDismissed(): boolean {
  return storage()?.getItem(LOGIN_DIALOG_DISMISSED_KEY) === 'true';
}

/** A permanent config clears a stored dismissal (R4.27), so a later non-permanent dialog shows afresh. */
export function applyLoginDialogConfig(config: LoginDialogConfig): void {
  if (config.enabled && config.permanent) storage()?.removeItem(LOGIN_DIALOG_DISMISSED_KEY);
}

export function dismissLoginDialog(config: LoginDialogConfig): void {
  // A permanent dialog keeps showing, so its dismissal is not worth remembering.
  if (!config.permanent) storage()?.setItem(LOGIN_DIALOG_DISMISSED_KEY, 'true');
}
