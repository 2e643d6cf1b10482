import { theme } from 'antd';
import { visuallyHidden } from '../a11y/index.ts';
import type { BadgeProps, BadgeVariant } from './types.ts';
import { badgeCountText } from './utils.ts';

/** A small status word or count in one of five tones, coloured from the theme. */
export function Badge(props: BadgeProps) {
  const { token } = theme.useToken();
  const { variant = 'neutral', icon, label } = props;
  const tones: Record<BadgeVariant, { color: string; background: string; border: string }> = {
    info: { color: token.colorInfoText, background: token.colorInfoBg, border: token.colorInfoBorder },
    success: { color: token.colorSuccessText, background: token.colorSuccessBg, border: token.colorSuccessBorder },
    warning: { color: token.colorWarningText, background: token.colorWarningBg, border: token.colorWarningBorder },
    error: { color: token.colorErrorText, background: token.colorErrorBg, border: token.colorErrorBorder },
    neutral: { color: token.colorTextSecondary, background: token.colorFillTertiary, border: token.colorBorder },
  };
  const tone = tones[variant];
  const isCount = props.count !== undefined;
  const content = isCount ? badgeCountText(props.count, props.max) : props.text;

  return (
    <span
      data-variant={variant}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: token.marginXXS,
        minWidth: isCount ? token.controlHeightSM : undefined,
        justifyContent: 'center',
        padding: `0 ${token.paddingXS}px`,
        borderRadius: isCount ? token.controlHeightSM : token.borderRadiusSM,
        border: `${token.lineWidth}px ${token.lineType} ${tone.border}`,
        background: tone.background,
        color: tone.color,
        fontSize: token.fontSizeSM,
        lineHeight: `${token.controlHeightSM - 2 * token.lineWidth}px`,
        fontWeight: isCount ? token.fontWeightStrong : undefined,
        fontVariantNumeric: isCount ? 'tabular-nums' : undefined,
        whiteSpace: 'nowrap',
        verticalAlign: 'middle',
      }}
    >
      {icon ? <span aria-hidden="true">{icon}</span> : null}
      <span aria-hidden={label ? true : undefined}>{content}</span>
      {label ? <span style={visuallyHidden}>{label}</span> : null}
    </span>
  );
}
