import { theme } from 'antd';
import { statusGlyphs } from './status-glyphs.ts';
import type { StatusPageStatus } from './types.ts';

const ICON_SIZE = 72;

/**
 * A calm, themed mark instead of antd's exception illustrations, whose fixed bright colours clash
 * with the dark theme and the console's palette. The status code sits beneath it.
 */
export function StatusIcon({ status }: { status: StatusPageStatus }) {
  const { token } = theme.useToken();
  const tone = {
    '404': { color: token.colorPrimaryText, background: token.colorPrimaryBg },
    '403': { color: token.colorWarningText, background: token.colorWarningBg },
    '406': { color: token.colorWarningText, background: token.colorWarningBg },
    '500': { color: token.colorErrorText, background: token.colorErrorBg },
  }[status];
  return (
    <div style={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'center', gap: token.marginXS }}>
      <span
        style={{
          display: 'grid',
          placeItems: 'center',
          width: ICON_SIZE,
          height: ICON_SIZE,
          borderRadius: '50%',
          background: tone.background,
          color: tone.color,
        }}
      >
        <svg width={32} height={32} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d={statusGlyphs[status]}
            fill="none"
            stroke="currentColor"
            strokeWidth={1.8}
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </span>
      <span
        style={{
          color: token.colorTextTertiary,
          fontSize: token.fontSizeSM,
          fontWeight: token.fontWeightStrong,
          letterSpacing: '0.08em',
        }}
      >
        ERROR {status}
      </span>
    </div>
  );
}
