import { theme } from 'antd';
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';

/**
 * Text and headings drawn as plain elements with antd Typography's look (its colours, weights and
 * single-line cut, from the theme tokens). The shell and the package list draw no Typography, so
 * the first screen does not load it with its editing and copying machinery (ADR 024).
 */
export interface PlainTextProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** Typography's `secondary` (descriptions) or `disabled` (greyed, not selectable). */
  tone?: 'secondary' | 'disabled';
  /** Bold, inside a `<strong>` as Typography draws it. */
  strong?: boolean;
  /** Cut to one line with an ellipsis. */
  ellipsis?: boolean;
  children?: ReactNode;
}

const singleLine: CSSProperties = {
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  verticalAlign: 'bottom',
};

export function PlainText({ tone, strong, ellipsis, style, children, ...rest }: PlainTextProps) {
  const { token } = theme.useToken();
  const color =
    tone === 'secondary' ? token.colorTextDescription : tone === 'disabled' ? token.colorTextDisabled : token.colorText;
  const disabled: CSSProperties = tone === 'disabled' ? { cursor: 'not-allowed', userSelect: 'none' } : {};
  return (
    <span
      style={{
        color,
        wordBreak: 'break-word',
        lineHeight: token.lineHeight,
        ...disabled,
        ...(ellipsis ? singleLine : {}),
        ...style,
      }}
      {...rest}
    >
      {strong ? <strong style={{ fontWeight: token.fontWeightStrong }}>{children}</strong> : children}
    </span>
  );
}

export interface PlainTitleProps extends HTMLAttributes<HTMLHeadingElement> {
  level: 1 | 2 | 3 | 4 | 5;
}

/** A heading as Typography.Title draws it: the level's size and line height, the heading colour. */
export function PlainTitle({ level, style, children, ...rest }: PlainTitleProps) {
  const { token } = theme.useToken();
  const Heading = `h${level}` as const;
  return (
    <Heading
      style={{
        marginBottom: '0.5em',
        color: token.colorTextHeading,
        fontWeight: token.fontWeightStrong,
        fontSize: token[`fontSizeHeading${level}`],
        lineHeight: token[`lineHeightHeading${level}`],
        wordBreak: 'break-word',
        ...style,
      }}
      {...rest}
    >
      {children}
    </Heading>
  );
}
