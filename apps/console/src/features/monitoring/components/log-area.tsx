import { FileTextOutlined, LoadingOutlined } from '@ant-design/icons';
import { systemLogMessages, testIds } from '@arca/contract';
import { Flex, Segmented, Typography, theme } from 'antd';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { splitLogLines } from '../log-line-format.ts';
import { ReadableLogLine } from './readable-log-line.tsx';

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

/** Readable lines by default; the file's own text one click away. */
export type LogDisplayMode = 'readable' | 'raw';

const DISPLAY_MODES: { label: string; value: LogDisplayMode }[] = [
  { label: 'Readable', value: 'readable' },
  { label: 'Raw', value: 'raw' },
];

/**
 * The read-only log text (R19.04), kept scrolled to its end after each new piece (R19.05). Pause
 * the refresh to read further up: no new text arrives then, so nothing moves. JSON lines show
 * readable (level, local time, message, fields) unless the visitor asks for the raw text.
 */
export function LogArea({ view }: { view: LogAreaView }) {
  const { token } = theme.useToken();
  const [mode, setMode] = useState<LogDisplayMode>('readable');
  const area = useRef<HTMLElement>(null);
  const content = view.kind === 'content' ? view.content : '';
  const lines = useMemo(() => (mode === 'readable' ? splitLogLines(content) : []), [mode, content]);

  useLayoutEffect(() => {
    const element = area.current;
    if (element && content !== '') element.scrollTop = element.scrollHeight;
  }, [content]);
  // A view switched to starts at the end too; stable, so other renders do not move the reader.
  const attachArea = useCallback((element: HTMLElement | null) => {
    area.current = element;
    if (element) element.scrollTop = element.scrollHeight;
  }, []);

  const box = {
    // Less the display toggle above it.
    height: 'max(336px, calc(100vh - 328px))',
    margin: 0,
    borderRadius: token.borderRadiusLG,
    border: `1px solid ${token.colorBorderSecondary}`,
    background: token.colorBgContainer,
  } as const;

  const toggle = (
    <Flex justify="flex-end">
      <Segmented<LogDisplayMode>
        size="small"
        aria-label="Log display"
        options={DISPLAY_MODES}
        value={mode}
        onChange={setMode}
      />
    </Flex>
  );

  const placeholder = view.kind !== 'content' || view.content === '';
  const Area = mode === 'raw' ? 'pre' : 'div';
  return (
    <Flex vertical gap={token.marginXS}>
      {toggle}
      {placeholder ? (
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
      ) : (
        <Area
          ref={attachArea}
          role="log"
          aria-label="Log content"
          aria-live="off"
          // A scrollable region needs focus to scroll by keyboard.
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
          {mode === 'raw'
            ? content
            : lines.map((line, index) => (
                // Lines only grow at the end or lose whole lines at the front: a line's place is its
                // identity, and the memoised line renders again only when its text differs.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above.
                <ReadableLogLine key={index} line={line} token={token} />
              ))}
        </Area>
      )}
    </Flex>
  );
}
