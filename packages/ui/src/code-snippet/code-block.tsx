import { theme } from 'antd';
import type { CSSProperties } from 'react';
import type { ShellTokenKind, SnippetLanguage } from './types.ts';
import { isShellLanguage, PROMPT, tokenizeShellLine, toSnippetLines } from './utils.ts';

export interface CodeBlockProps {
  code: string;
  prompt: boolean;
  language: SnippetLanguage;
  showLineNumbers: boolean;
  /** Caps the height (scrolls beyond it); the dialog leaves it unset. */
  maxHeight?: number;
}

/** Numbers and prompts are decoration: hidden from assistive tech and left out of a manual selection. */
const decoration: CSSProperties = { userSelect: 'none', display: 'inline-block' };

/** The lines of a snippet with line numbers, prompts and a light shell colouring. */
export function CodeBlock({ code, prompt, language, showLineNumbers, maxHeight }: CodeBlockProps) {
  const { token } = theme.useToken();
  const lines = toSnippetLines(code, prompt);
  const gutterWidth = `${String(lines.length).length + 1}ch`;
  const colours: Record<ShellTokenKind, string> = {
    command: token.colorPrimaryText,
    option: token.colorWarningText,
    string: token.colorSuccessText,
    variable: token.colorErrorText,
    comment: token.colorTextTertiary,
    operator: token.colorTextSecondary,
    text: token.colorText,
  };
  const highlight = isShellLanguage(language);

  return (
    <pre
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region needs focus to scroll by keyboard.
      tabIndex={0}
      style={{
        margin: 0,
        padding: `${token.paddingXS}px ${token.paddingSM}px`,
        overflow: 'auto',
        maxHeight,
        fontFamily: token.fontFamilyCode,
        fontSize: token.fontSizeSM,
        lineHeight: token.lineHeight,
        color: token.colorText,
      }}
    >
      <code>
        {lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: position is the line's identity.
          <div key={index} style={{ whiteSpace: 'pre' }}>
            {showLineNumbers ? (
              <span
                aria-hidden="true"
                style={{
                  ...decoration,
                  width: gutterWidth,
                  marginRight: token.marginSM,
                  textAlign: 'right',
                  color: token.colorTextQuaternary,
                }}
              >
                {index + 1}
              </span>
            ) : null}
            {line.prompt ? (
              <span aria-hidden="true" style={{ ...decoration, marginRight: '1ch', color: token.colorTextTertiary }}>
                {PROMPT}
              </span>
            ) : null}
            {highlight
              ? tokenizeShellLine(line.text).map((part, partIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: tokens are positional.
                  <span key={partIndex} style={{ color: colours[part.kind] }}>
                    {part.text}
                  </span>
                ))
              : line.text}
          </div>
        ))}
      </code>
    </pre>
  );
}
