import { theme } from 'antd';
import type { PresetColorKey } from 'antd/es/theme/interface/presetColors';
import type { CSSProperties, ReactNode } from 'react';

export interface PlainTagProps {
  /** One of antd's preset colours, drawn as its filled tag draws it; none is the grey default. */
  colour?: PresetColorKey;
  style?: CSSProperties;
  children: ReactNode;
}

/**
 * A small label as antd's filled Tag draws it (the preset's lightest shade behind its text shade,
 * which the theme tunes for contrast), in a plain element: the package list shows one in every row
 * and need not load Tag with the colour tools it brings (ADR 024).
 */
export function PlainTag({ colour, style, children }: PlainTagProps) {
  const { token } = theme.useToken();
  const shade = (level: 1 | 7) => token[`${colour}${level}` as keyof typeof token] as string;
  return (
    <span
      style={{
        display: 'inline-block',
        boxSizing: 'border-box',
        margin: 0,
        paddingInline: 8 - token.lineWidth,
        fontSize: token.fontSizeSM,
        lineHeight: `${token.lineHeightSM * token.fontSizeSM}px`,
        whiteSpace: 'nowrap',
        color: colour ? shade(7) : token.colorText,
        backgroundColor: colour ? shade(1) : token.colorFillTertiary,
        border: `${token.lineWidth}px ${token.lineType} transparent`,
        borderRadius: token.borderRadiusSM,
        textAlign: 'start',
        position: 'relative',
        ...style,
      }}
    >
      {children}
    </span>
  );
}
