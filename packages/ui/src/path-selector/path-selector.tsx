import { Tag, theme } from 'antd';
import { type CSSProperties, useId, useState } from 'react';
import type { PathSelectorProps } from './types.ts';
import { PATH_CARD_MIN_WIDTH, RECOMMENDED_LABEL } from './utils.ts';

/** The native radio stays focusable and operable (arrows, Space) but the card is what is drawn. */
const hiddenInput: CSSProperties = {
  position: 'absolute',
  opacity: 0,
  width: 1,
  height: 1,
  margin: 0,
  pointerEvents: 'none',
};

/**
 * Choose one of several paths, shown as cards. It is a native radio group underneath, so arrow
 * keys move the choice and each card's title is its radio's name; the description (and the
 * 'Recommended' tag) describe it.
 */
export function PathSelector<V extends string>({
  options,
  value,
  onChange,
  label,
  disabled = false,
}: PathSelectorProps<V>) {
  const { token } = theme.useToken();
  const name = useId();
  const [focused, setFocused] = useState<V | undefined>(undefined);

  return (
    <div
      role="radiogroup"
      aria-label={label}
      aria-disabled={disabled || undefined}
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(auto-fill, minmax(${PATH_CARD_MIN_WIDTH}px, 1fr))`,
        gap: token.marginSM,
      }}
    >
      {options.map((option, index) => {
        const checked = option.value === value;
        const titleId = `${name}-${index}-title`;
        const descriptionId = `${name}-${index}-description`;
        const hasDescription = option.recommended || option.description;
        return (
          <label
            key={option.value}
            style={{
              position: 'relative',
              display: 'flex',
              flexDirection: 'column',
              gap: token.marginXXS,
              padding: token.padding,
              borderRadius: token.borderRadiusLG,
              border: `${token.lineWidth}px ${token.lineType} ${checked ? token.colorPrimary : token.colorBorder}`,
              background: checked ? token.colorPrimaryBg : token.colorBgContainer,
              boxShadow:
                focused === option.value ? `0 0 0 ${token.controlOutlineWidth}px ${token.controlOutline}` : 'none',
              cursor: disabled ? 'not-allowed' : 'pointer',
              opacity: disabled ? 0.6 : 1,
            }}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={checked}
              disabled={disabled}
              aria-labelledby={titleId}
              aria-describedby={hasDescription ? descriptionId : undefined}
              onChange={() => onChange(option.value)}
              onFocus={() => setFocused(option.value)}
              onBlur={() => setFocused(undefined)}
              style={hiddenInput}
            />
            <span style={{ display: 'flex', alignItems: 'center', gap: token.marginXS }}>
              {option.icon ? (
                <span aria-hidden="true" style={{ fontSize: token.fontSizeXL, color: token.colorPrimary }}>
                  {option.icon}
                </span>
              ) : null}
              <span id={titleId} style={{ fontWeight: token.fontWeightStrong, color: token.colorText }}>
                {option.title}
              </span>
            </span>
            {hasDescription ? (
              <span id={descriptionId} style={{ display: 'flex', flexDirection: 'column', gap: token.marginXXS }}>
                {option.recommended ? (
                  <Tag color="green" style={{ alignSelf: 'flex-start', marginInlineEnd: 0 }}>
                    {RECOMMENDED_LABEL}
                  </Tag>
                ) : null}
                {option.description ? (
                  <span style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>
                    {option.description}
                  </span>
                ) : null}
              </span>
            ) : null}
          </label>
        );
      })}
    </div>
  );
}
