import type { LoginDialogConfig } from '@arca/contract';
import { describe, expect, it } from 'vitest';
import {
  applyLoginDialogConfig,
  dismissLoginDialog,
  LOGIN_DIALOG_DISMISSED_KEY,
  readLoginDialogDismissed,
  shouldShowLoginDialog,
} from './login-dialog-rule.ts';

const dialog: LoginDialogConfig = { enabled: true, title: 'Notice', content: 'Maintenance', permanent: false };

describe('login dialog rule', () => {
  it('shows an enabled dialog that was not dismissed, never a disabled one', () => {
    expect(shouldShowLoginDialog(dialog, false)).toBe(true);
    expect(shouldShowLoginDialog({ ...dialog, enabled: false }, false)).toBe(false);
  });

  it('R4.26 with a stored dismissal, shows the dialog only if its config is permanent', () => {
    expect(shouldShowLoginDialog(dialog, true)).toBe(false);
    expect(shouldShowLoginDialog({ ...dialog, permanent: true }, true)).toBe(true);
  });

  it('R4.27 a permanent config clears the stored dismissal', () => {
    dismissLoginDialog(dialog);
    expect(readLoginDialogDismissed()).toBe(true);
    applyLoginDialogConfig({ ...dialog, permanent: true });
    expect(window.localStorage.getItem(LOGIN_DIALOG_DISMISSED_KEY)).toBeNull();
    expect(readLoginDialogDismissed()).toBe(false);
  });

  it('a non-permanent config keeps the dismissal, and dismissing a permanent dialog stores nothing', () => {
    dismissLoginDialog(dialog);
    applyLoginDialogConfig(dialog);
    expect(readLoginDialogDismissed()).toBe(true);
    window.localStorage.clear();
    dismissLoginDialog({ ...dialog, permanent: true });
    expect(readLoginDialogDismissed()).toBe(false);
  });
});
