import { theme } from 'antd';
import type { ReactNode } from 'react';

/** One key of a keyboard shortcut, drawn as a keycap. */
export function Kbd({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <kbd
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        boxSizing: 'border-box',
        minWidth: token.controlHeightSM,
        height: token.controlHeightSM - 2,
        padding: `0 ${token.paddingXS}px`,
        fontFamily: token.fontFamilyCode,
        fontSize: token.fontSizeSM,
        lineHeight: 1,
        color: token.colorText,
        background: token.colorFillQuaternary,
        border: `1px solid ${token.colorBorder}`,
        // The thicker lower edge is what makes it read as a key.
        borderBottomWidth: 2,
        borderRadius: token.borderRadiusSM,
      }}
    >
      {children}
    </kbd>
  );
}
