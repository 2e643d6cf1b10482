import { testIds } from '@arca/contract';
import { Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import {
  applyLoginDialogConfig,
  dismissLoginDialog,
  readLoginDialogDismissed,
  shouldShowLoginDialog,
} from '../login-dialog-rule.ts';
import type { LoginDialogSettingsContent } from '../login-state.ts';

/** The administrators' message on the login page (R4.26, R4.27); its text is shown as plain text. */
export function LoginDialog({ settings }: { settings: LoginDialogSettingsContent | undefined }) {
  const config = settings?.config;
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!config) return;
    const dismissed = readLoginDialogDismissed();
    applyLoginDialogConfig(config);
    setOpen(shouldShowLoginDialog(config, dismissed));
  }, [config]);

  if (!config) return null;
  const close = () => {
    dismissLoginDialog(config);
    setOpen(false);
  };
  return (
    <Modal
      open={open}
      title={config.title}
      onOk={close}
      onCancel={close}
      centered
      okText="I understand"
      cancelButtonProps={{ style: { display: 'none' } }}
    >
      <Typography.Paragraph data-testid={testIds.login.dialog} style={{ whiteSpace: 'pre-wrap' }}>
        {config.content}
      </Typography.Paragraph>
    </Modal>
  );
}
