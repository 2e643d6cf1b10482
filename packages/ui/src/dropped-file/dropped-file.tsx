import { InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Typography, theme } from 'antd';
import { type DragEvent, useRef, useState } from 'react';
import type { DroppedFileError, DroppedFileProps } from './types.ts';
import {
  CHOOSE_FILE_TEXT,
  DEFAULT_HINT,
  describeReadError,
  FILE_TOO_LARGE_TEXT,
  isTooLarge,
  readFileText,
} from './utils.ts';

/**
 * A drop zone for a text file such as a licence, with a 'Choose file' button as the keyboard path.
 * Files over 400 KB are refused before reading (R25.152); a failed read shows why (R25.153, R25.154).
 */
export function DroppedFile({
  onText,
  hint = DEFAULT_HINT,
  accept,
  disabled = false,
  readText = readFileText,
}: DroppedFileProps) {
  const { token } = theme.useToken();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [error, setError] = useState<DroppedFileError | null>(null);

  // Only the latest file reports: a slow earlier read must not win over it.
  const latest = useRef(0);

  async function take(file: File | undefined) {
    if (!file || disabled) return;
    const mine = ++latest.current;
    if (isTooLarge(file)) {
      setError({ message: FILE_TOO_LARGE_TEXT });
      return;
    }
    try {
      const text = await readText(file);
      if (mine !== latest.current) return;
      setError(null);
      onText(text, file);
    } catch (failure) {
      if (mine !== latest.current) return;
      setError(describeReadError(failure));
    }
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    void take(event.dataTransfer.files[0]);
  }

  return (
    <Flex vertical gap={token.marginXS}>
      <Flex
        role="group"
        aria-label={hint}
        vertical
        align="center"
        gap={token.marginXS}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        style={{
          padding: token.paddingLG,
          border: `1px dashed ${dragging ? token.colorPrimary : token.colorBorder}`,
          borderRadius: token.borderRadiusLG,
          background: dragging ? token.colorPrimaryBg : token.colorFillQuaternary,
          transition: `border-color ${token.motionDurationMid}`,
        }}
      >
        <InboxOutlined aria-hidden="true" style={{ fontSize: token.fontSizeHeading2, color: token.colorPrimary }} />
        <Typography.Text type="secondary">{hint}</Typography.Text>
        <Button disabled={disabled} onClick={() => input.current?.click()}>
          {CHOOSE_FILE_TEXT}
        </Button>
        {/* The visible button stands in for this input; it stays in the DOM so the chooser can open. */}
        <input
          ref={input}
          type="file"
          hidden
          tabIndex={-1}
          aria-label={CHOOSE_FILE_TEXT}
          accept={accept}
          disabled={disabled}
          onChange={(event) => {
            void take(event.target.files?.[0]);
            // Lets the same file be chosen again after fixing it.
            event.target.value = '';
          }}
        />
      </Flex>
      {error ? <Alert type="error" showIcon title={error.message} description={error.note} /> : null}
    </Flex>
  );
}
