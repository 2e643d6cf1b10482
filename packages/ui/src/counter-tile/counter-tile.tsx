import { Card, Typography, theme } from 'antd';
import { useEffect, useState } from 'react';
import { visuallyHidden } from '../a11y/index.ts';
import { DEFAULT_NUMBER_FORMAT, formatNumber } from '../format/index.ts';
import type { CounterTileProps } from './types.ts';
import { COUNTER_ANIMATION_STEP_MS, COUNTER_ANIMATION_STEPS, counterValueAt, prefersReducedMotion } from './utils.ts';

/**
 * A tile with a count, its title and an optional icon. With `animate` the number counts up from 0
 * in 50 steps of 50 ms; assistive tech gets the final number straight away.
 */
export function CounterTile({
  title,
  value,
  format = DEFAULT_NUMBER_FORMAT,
  icon,
  href,
  animate = false,
}: CounterTileProps) {
  const { token } = theme.useToken();
  const [step, setStep] = useState(() => (animate && !prefersReducedMotion() ? 0 : COUNTER_ANIMATION_STEPS));

  useEffect(() => {
    // Zero has nothing to count up to.
    if (!animate || value === 0 || prefersReducedMotion()) {
      setStep(COUNTER_ANIMATION_STEPS);
      return;
    }
    setStep(0);
    const timer = setInterval(() => {
      setStep((current) => {
        if (current + 1 >= COUNTER_ANIMATION_STEPS) clearInterval(timer);
        return Math.min(current + 1, COUNTER_ANIMATION_STEPS);
      });
    }, COUNTER_ANIMATION_STEP_MS);
    return () => clearInterval(timer);
    // A new value restarts the count-up.
  }, [animate, value]);

  const shown = formatNumber(counterValueAt(value, step), format);
  const final = formatNumber(value, format);

  return (
    <Card size="small" role="group" aria-label={title} style={{ minWidth: 180 }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: token.marginSM }}>
        {icon ? (
          <span
            aria-hidden="true"
            style={{
              display: 'grid',
              placeItems: 'center',
              width: token.controlHeightLG,
              height: token.controlHeightLG,
              borderRadius: token.borderRadiusLG,
              background: token.colorPrimaryBg,
              color: token.colorPrimaryText,
              fontSize: token.fontSizeLG,
            }}
          >
            {icon}
          </span>
        ) : null}
        <div style={{ minWidth: 0 }}>
          <div
            style={{
              fontSize: token.fontSizeHeading3,
              fontWeight: token.fontWeightStrong,
              lineHeight: token.lineHeightHeading3,
              fontVariantNumeric: 'tabular-nums',
              color: token.colorText,
            }}
          >
            <span aria-hidden="true">{shown}</span>
            <span style={visuallyHidden}>{final}</span>
          </div>
          {href ? (
            <Typography.Link href={href}>{title}</Typography.Link>
          ) : (
            <Typography.Text type="secondary">{title}</Typography.Text>
          )}
        </div>
      </div>
    </Card>
  );
}
