import { SafetyCertificateOutlined } from '@ant-design/icons';
import { DroppedFile, notify } from '@arca/ui';
import { Alert, App, Button, Card, Divider, Flex, Input, Typography, theme } from 'antd';
import { useState } from 'react';
import { useInstallLicense } from '../api/install-license.ts';

export const LICENSE_TEXT_LABEL = 'License text';

/**
 * Installs a licence from a dropped or chosen file, or from pasted text. A file's text lands in
 * the text area first, so the administrator sees what is about to be installed; Install sends
 * exactly that text.
 */
export function InstallLicenseCard() {
  const { token } = theme.useToken();
  const { notification } = App.useApp();
  const install = useInstallLicense();
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState<string>();

  function edit(next: string, from?: string) {
    setText(next);
    setFileName(from);
    install.reset();
  }

  function submit() {
    install.mutate(text, {
      onSuccess: (license) => {
        edit('');
        notify(notification, {
          type: 'success',
          title: 'License installed',
          description: `${license.type} for ${license.licensee ?? 'this instance'} is now in force.`,
        });
      },
    });
  }

  return (
    <Card role="region" aria-label="Install a license" title="Install a license">
      <Flex vertical gap={token.margin}>
        <Typography.Text type="secondary">
          A signed Arca license file replaces the installed one and applies at once, on every node.
        </Typography.Text>
        <DroppedFile
          hint="Drop a license file here"
          disabled={install.isPending}
          onText={(content, file) => edit(content, file.name)}
        />
        <Divider plain style={{ margin: 0 }}>
          <Typography.Text type="secondary">or paste its text</Typography.Text>
        </Divider>
        <Flex vertical gap={token.marginXXS}>
          <Input.TextArea
            aria-label={LICENSE_TEXT_LABEL}
            placeholder='{"license": {…}, "keyId": "…", "signature": "…"}'
            autoSize={{ minRows: 6, maxRows: 14 }}
            spellCheck={false}
            value={text}
            disabled={install.isPending}
            onChange={(event) => edit(event.target.value)}
            style={{ fontFamily: token.fontFamilyCode, fontSize: token.fontSizeSM }}
          />
          {fileName ? <Typography.Text type="secondary">Read from {fileName}</Typography.Text> : null}
        </Flex>
        {install.isError ? <Alert type="error" showIcon title={install.error.message} /> : null}
        <div>
          <Button
            type="primary"
            icon={<SafetyCertificateOutlined />}
            disabled={text.trim() === ''}
            loading={install.isPending}
            onClick={submit}
          >
            Install
          </Button>
        </div>
      </Flex>
    </Card>
  );
}
