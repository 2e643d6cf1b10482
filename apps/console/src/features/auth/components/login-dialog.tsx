import { testIds } from '@arca/contract';
import { useEffect, useId, useRef, useState } from 'react';
import {
  applyLoginDialogConfig,
  dismissLoginDialog,
  readLoginDialogDismissed,
  shouldShowLoginDialog,
} from '../login-dialog-rule.ts';
import type { LoginDialogSettingsContent } from '../login-state.ts';
import { AuthIcon } from './auth-icons.tsx';

/**
 * The administrators' message on the login page (R4.26, R4.27); its text is shown as plain text.
 * A native modal dialog: the browser keeps the focus inside it and closes it on Escape.
 */
export function LoginDialog({ settings }: { settings: LoginDialogSettingsContent | undefined }) {
  const config = settings?.config;
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const answer = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (!config) return;
    const dismissed = readLoginDialogDismissed();
    applyLoginDialogConfig(config);
    setOpen(shouldShowLoginDialog(config, dismissed));
  }, [config]);

  useEffect(() => {
    const element = dialog.current;
    if (!element || !open || element.open) return;
    // jsdom has no modal dialogs; there it simply opens.
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
    // The dialog's one answer takes the focus, not the close button the browser would pick first.
    answer.current?.focus();
  }, [open]);

  if (!config || !open) return null;
  const close = () => {
    dismissLoginDialog(config);
    setOpen(false);
  };
  return (
    <dialog
      ref={dialog}
      className="arca-plain arca-auth-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <div className="arca-auth-dialog-header">
        <h2 id={titleId} className="arca-auth-dialog-title">
          {config.title}
        </h2>
        <button type="button" className="arca-auth-dialog-close" aria-label="Close" onClick={close}>
          <AuthIcon name="close" />
        </button>
      </div>
      <p className="arca-auth-dialog-content" data-testid={testIds.login.dialog}>
        {config.content}
      </p>
      <div className="arca-auth-dialog-footer">
        <button ref={answer} type="button" className="arca-button arca-button-primary" onClick={close}>
          I understand
        </button>
      </div>
    </dialog>
  );
}
