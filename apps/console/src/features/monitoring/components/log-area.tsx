import { FileTextOutlined, LoadingOutlined } from '@ant-design/icons';
import { systemLogMessages, testIds } from '@arca/contract';
import { Flex, Typography, theme } from 'antd';
import { useLayoutEffect, useRef } from 'react';

/** What the area shows: the log, or why there is none. */
export type LogAreaView =
  | { kind: 'content'; content: string }
  | { kind: 'waiting' }
  | { kind: 'noData' }
  | { kind: 'message'; text: string };

function placeholderText(view: LogAreaView): string {
  switch (view.kind) {
    case 'waiting':
      return systemLogMessages.waiting;
    case 'noData':
      return systemLogMessages.noData;
    case 'message':
      return view.text;
    case 'content':
      return 'Nothing has been written to this file yet.';
  }
}

/**
 * The read-only log text (R19.04), kept scrolled to its end after each new piece (R19.05). Pause
 * the refresh to read further up: no new text arrives then, so nothing moves.
 */
export function LogArea({ view }: { view: LogAreaView }) {
  const { token } = theme.useToken();
  const area = useRef<HTMLPreElement>(null);
  const content = view.kind === 'content' ? view.content : '';

  useLayoutEffect(() => {
    const element = area.current;
    if (element && content !== '') element.scrollTop = element.scrollHeight;
  }, [content]);

  const box = {
    height: 'max(360px, calc(100vh - 300px))',
    margin: 0,
    borderRadius: token.borderRadiusLG,
    border: `1px solid ${token.colorBorderSecondary}`,
    background: token.colorBgContainer,
  } as const;

  if (view.kind !== 'content' || view.content === '') {
    return (
      <Flex
        vertical
        align="center"
        justify="center"
        gap={token.marginSM}
        data-testid={testIds.logViewer.content}
        style={box}
      >
        {view.kind === 'waiting' ? (
          <LoadingOutlined style={{ fontSize: 24, color: token.colorPrimary }} aria-hidden="true" />
        ) : (
          <FileTextOutlined style={{ fontSize: 28, color: token.colorTextQuaternary }} aria-hidden="true" />
        )}
        <Typography.Text type="secondary" role="status">
          {placeholderText(view)}
        </Typography.Text>
      </Flex>
    );
  }

  return (
    <pre
      ref={area}
      role="log"
      aria-label="Log content"
      aria-live="off"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region needs focus to scroll by keyboard.
      tabIndex={0}
      data-testid={testIds.logViewer.content}
      style={{
        ...box,
        overflow: 'auto',
        padding: `${token.paddingSM}px ${token.padding}px`,
        fontFamily: token.fontFamilyCode,
        fontSize: token.fontSizeSM,
        lineHeight: 1.7,
        color: token.colorText,
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
      }}
    >
      {view.content}
    </pre>
  );
}
