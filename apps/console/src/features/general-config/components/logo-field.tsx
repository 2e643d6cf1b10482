import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { generalConfigMessages, generalConfigTestIds, LOGO_ACCEPT, LOGO_MAX_BYTES } from '@arca/contract';
import { toast } from '@arca/ui';
import { Alert, App, Button, Flex, Typography, theme } from 'antd';
import { type ChangeEvent, useRef, useState } from 'react';
import { ArcaMark } from '../../../shared/brand/arca-mark.tsx';
import { useRemoveLogo, useUploadLogo } from '../api/general-config.ts';

const PREVIEW_HEIGHT = 48;

/**
 * The logo the header shows: a preview, an upload that replaces it at once, and a way back to the
 * product's own mark. Files over the limit are refused here; the server judges the rest.
 */
export function LogoField({ logoUrl }: { logoUrl: string | null }) {
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const [tooLarge, setTooLarge] = useState(false);
  const busy = upload.isPending || remove.isPending;

  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a refusal.
    event.target.value = '';
    if (!file) return;
    remove.reset();
    upload.reset();
    setTooLarge(file.size > LOGO_MAX_BYTES);
    if (file.size > LOGO_MAX_BYTES) return;
    upload.mutate(file, {
      onSuccess: () => toast(message, { type: 'success', content: generalConfigMessages.logoUploaded }),
    });
  };

  const removeLogo = () => {
    upload.reset();
    setTooLarge(false);
    remove.mutate(undefined, {
      onSuccess: () => toast(message, { type: 'success', content: generalConfigMessages.logoRemoved }),
    });
  };

  const error = tooLarge ? generalConfigMessages.logoTooLarge : (upload.error ?? remove.error)?.message;
  return (
    <Flex vertical gap={token.marginSM}>
      <Flex align="center" gap={token.margin} wrap>
        <Flex
          align="center"
          justify="center"
          style={{
            height: PREVIEW_HEIGHT + 2 * token.paddingSM,
            minWidth: 160,
            padding: token.paddingSM,
            border: `1px dashed ${token.colorBorder}`,
            borderRadius: token.borderRadiusLG,
            background: token.colorFillQuaternary,
          }}
        >
          {logoUrl ? (
            <img
              src={logoUrl}
              alt="Custom logo"
              data-testid={generalConfigTestIds.logoPreview}
              style={{ maxHeight: PREVIEW_HEIGHT, maxWidth: 240, objectFit: 'contain' }}
            />
          ) : (
            <Flex align="center" gap={token.marginXS} aria-label="Product logo">
              <ArcaMark size={32} color={token.colorPrimary} />
              <Typography.Text type="secondary">Product logo</Typography.Text>
            </Flex>
          )}
        </Flex>
        <Flex gap={token.marginXS} wrap>
          <input
            ref={input}
            type="file"
            accept={LOGO_ACCEPT}
            aria-label="Logo file"
            data-testid={generalConfigTestIds.logoInput}
            onChange={chosen}
            style={{ display: 'none' }}
          />
          <Button
            icon={<UploadOutlined />}
            loading={upload.isPending}
            disabled={busy}
            onClick={() => input.current?.click()}
          >
            {logoUrl ? 'Replace logo' : 'Upload logo'}
          </Button>
          {logoUrl ? (
            <Button
              icon={<DeleteOutlined />}
              loading={remove.isPending}
              disabled={busy}
              onClick={removeLogo}
              data-testid={generalConfigTestIds.logoRemove}
            >
              Use product logo
            </Button>
          ) : null}
        </Flex>
      </Flex>
      <Typography.Text type="secondary">
        PNG, JPEG, GIF or SVG, at most 1 MB. Shown in the header in place of the Arca mark; it changes as soon as it is
        uploaded.
      </Typography.Text>
      {error ? <Alert type="error" showIcon title={error} /> : null}
    </Flex>
  );
}
