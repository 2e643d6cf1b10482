import { ExpandAltOutlined } from '@ant-design/icons';
import { Button, Modal, Space, Tooltip, theme } from 'antd';
import { useState } from 'react';
import { CodeBlock } from './code-block.tsx';
import { CopyButton } from './copy-button.tsx';
import type { CodeSnippetProps } from './types.ts';
import { useCopyToClipboard } from './use-copy-to-clipboard.ts';
import { CODE_DIALOG_WIDTH, DEFAULT_SNIPPET_LANGUAGE } from './utils.ts';

/** Height of the inline block before it scrolls; the dialog shows the whole snippet. */
const INLINE_MAX_HEIGHT = 320;

/**
 * A read-only code snippet with line numbers, optional `$` prompts, a copy button and an expand
 * button that opens it in a 900 px dialog. The copied text is the code alone, without prompts or
 * numbers.
 */
export function CodeSnippet({
  code,
  prompt = false,
  language = DEFAULT_SNIPPET_LANGUAGE,
  showLineNumbers = true,
  title,
  expandable = true,
}: CodeSnippetProps) {
  const { token } = theme.useToken();
  const { copy, status, feedback } = useCopyToClipboard();
  const [expanded, setExpanded] = useState(false);
  const name = title ?? 'Code snippet';
  const onCopy = () => void copy(code);

  const toolbar = (
    <Space size={token.marginXXS} align="center">
      <span role="status" style={{ fontSize: token.fontSizeSM, color: token.colorTextSecondary }}>
        {feedback}
      </span>
      <CopyButton status={status} onCopy={onCopy} showText />
    </Space>
  );

  return (
    <section
      aria-label={name}
      data-language={language}
      style={{
        position: 'relative',
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadius,
        background: token.colorFillQuaternary,
      }}
    >
      <div
        style={{
          display: 'flex',
          justifyContent: 'flex-end',
          alignItems: 'center',
          gap: token.marginXXS,
          padding: `${token.paddingXXS}px ${token.paddingXS}px`,
          borderBottom: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
        }}
      >
        {toolbar}
        {expandable ? (
          <Tooltip title="Expand">
            <Button
              size="small"
              type="text"
              aria-label="Expand"
              icon={<ExpandAltOutlined />}
              onClick={() => setExpanded(true)}
            />
          </Tooltip>
        ) : null}
      </div>
      <CodeBlock
        code={code}
        prompt={prompt}
        language={language}
        showLineNumbers={showLineNumbers}
        maxHeight={INLINE_MAX_HEIGHT}
      />
      {expandable ? (
        <Modal
          open={expanded}
          title={name}
          width={CODE_DIALOG_WIDTH}
          footer={toolbar}
          onCancel={() => setExpanded(false)}
          destroyOnHidden
        >
          <CodeBlock code={code} prompt={prompt} language={language} showLineNumbers={showLineNumbers} />
        </Modal>
      ) : null}
    </section>
  );
}
