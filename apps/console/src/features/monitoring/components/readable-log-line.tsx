import type { GlobalToken } from 'antd';
import { type CSSProperties, memo, type ReactNode } from 'react';
import { type LogLevel, type LogLevelName, readableLogLine } from '../log-line-format.ts';

/**
 * Text and tint per level. The word keeps the body text colour where a status colour would miss
 * WCAG AA on its own tint (warnings); errors and fatals stand out the most, as they need a look.
 */
function levelColours(name: LogLevelName | null, token: GlobalToken): CSSProperties {
  switch (name) {
    case 'trace':
      return { color: token.colorTextTertiary, background: token.colorFillQuaternary, borderColor: token.colorBorder };
    case 'debug':
      return { color: token.colorTextSecondary, background: token.colorFillTertiary, borderColor: token.colorBorder };
    case 'info':
      return { color: token.colorPrimaryText, background: token.colorInfoBg, borderColor: token.colorInfoBorder };
    case 'warn':
      return { color: token.colorText, background: token.colorWarningBg, borderColor: token.colorWarning };
    case 'error':
      return { color: token.colorErrorText, background: token.colorErrorBg, borderColor: token.colorError };
    case 'fatal':
      return { color: token.colorTextLightSolid, background: token.colorError, borderColor: token.colorError };
    case null:
      return { color: token.colorText, background: token.colorFillQuaternary, borderColor: token.colorBorder };
  }
}

function LevelTag({ level, token }: { level: LogLevel; token: GlobalToken }) {
  return (
    <span
      data-level={level.name ?? 'custom'}
      style={{
        ...levelColours(level.name, token),
        display: 'inline-block',
        minWidth: '5ch',
        padding: '0 4px',
        borderWidth: 1,
        borderStyle: 'solid',
        borderRadius: token.borderRadiusSM,
        textAlign: 'center',
        lineHeight: 1.4,
        fontWeight: level.name === 'fatal' || level.name === 'error' ? token.fontWeightStrong : undefined,
      }}
    >
      {level.label}
    </span>
  );
}

/**
 * One log line made readable: level, local time, message, then the other fields as muted
 * `key=value`. Memoised by its text, so a refresh that appends lines renders only the new ones.
 */
export const ReadableLogLine = memo(function ReadableLogLine({ line, token }: { line: string; token: GlobalToken }) {
  const read = readableLogLine(line);
  if (read.kind === 'text') return <div>{read.text === '' ? '\u00a0' : read.text}</div>;
  const parts: ReactNode[] = [];
  if (read.level) parts.push(<LevelTag key="level" level={read.level} token={token} />);
  if (read.time)
    parts.push(
      <span key="time" style={{ color: token.colorTextSecondary }}>
        {read.time}
      </span>,
    );
  if (read.message) parts.push(<span key="message">{read.message}</span>);
  for (const field of read.fields) {
    parts.push(
      <span key={`field:${field.key}`} style={{ color: token.colorTextTertiary }}>
        {field.key}={field.value}
      </span>,
    );
  }
  // Spaces as text between the parts, so a copied line reads as it shows.
  return <div>{parts.flatMap((part, index) => (index === 0 ? [part] : [' ', part]))}</div>;
});
