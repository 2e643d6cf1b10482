import { CheckOutlined, ExclamationOutlined, LoadingOutlined } from '@ant-design/icons';
import { Tooltip, theme } from 'antd';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../a11y/index.ts';
import type { StepsWizardProps, WizardStep } from './types.ts';
import { canSwitchTo, markerLabel, markerOf, stateWords } from './utils.ts';

const MARKER_SIZE = 28;

/**
 * Numbered wizard steps. Our own list of buttons rather than antd Steps: antd renders plain divs and
 * cannot mark the current step (aria-current) or keep a disabled step focusable with aria-disabled.
 */
export function StepsWizard({
  steps,
  onStepChange,
  ariaLabel = 'Steps',
  orientation = 'horizontal',
}: StepsWizardProps) {
  const { token } = theme.useToken();
  const vertical = orientation === 'vertical';

  function tone(step: WizardStep): { color: string; background: string; border: string } {
    if (step.invalid) return { color: token.colorError, background: token.colorErrorBg, border: token.colorError };
    if (step.selected)
      return { color: token.colorTextLightSolid, background: token.colorPrimary, border: token.colorPrimary };
    if (step.done) return { color: token.colorPrimary, background: token.colorPrimaryBg, border: token.colorPrimary };
    return { color: token.colorTextTertiary, background: token.colorBgContainer, border: token.colorBorder };
  }

  function marker(step: WizardStep, index: number): ReactNode {
    switch (markerOf(step)) {
      case 'loading':
        return <LoadingOutlined aria-hidden="true" />;
      case 'invalid':
        return <ExclamationOutlined aria-hidden="true" />;
      case 'done':
        return <CheckOutlined aria-hidden="true" />;
      default:
        return markerLabel(step, index);
    }
  }

  return (
    <ol
      aria-label={ariaLabel}
      style={{
        display: 'flex',
        flexDirection: vertical ? 'column' : 'row',
        gap: token.marginXS,
        listStyle: 'none',
        margin: 0,
        padding: 0,
      }}
    >
      {steps.map((step, index) => {
        const colours = tone(step);
        const words = stateWords(step);
        const last = index === steps.length - 1;
        const button = (
          <button
            type="button"
            aria-current={step.selected ? 'step' : undefined}
            aria-disabled={step.disabled ? true : undefined}
            aria-busy={step.loading ? true : undefined}
            onClick={() => {
              if (canSwitchTo(step)) onStepChange(index);
            }}
            style={{
              display: 'flex',
              alignItems: 'flex-start',
              gap: token.marginXS,
              padding: token.paddingXS,
              border: 0,
              borderRadius: token.borderRadius,
              background: 'transparent',
              color: token.colorText,
              font: 'inherit',
              textAlign: 'start',
              cursor: canSwitchTo(step) ? 'pointer' : step.disabled ? 'not-allowed' : 'default',
              opacity: step.disabled ? 0.5 : 1,
            }}
          >
            <span
              style={{
                flex: 'none',
                display: 'grid',
                placeItems: 'center',
                width: MARKER_SIZE,
                height: MARKER_SIZE,
                borderRadius: '50%',
                border: `1px solid ${colours.border}`,
                background: colours.background,
                color: colours.color,
                fontSize: token.fontSizeSM,
                fontWeight: token.fontWeightStrong,
              }}
            >
              {marker(step, index)}
            </span>
            <span style={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
              <span
                style={{
                  lineHeight: `${MARKER_SIZE}px`,
                  fontWeight: step.selected ? token.fontWeightStrong : undefined,
                  color: step.invalid ? token.colorError : token.colorText,
                }}
              >
                {step.title}
                {words.length > 0 ? <span style={visuallyHidden}>, {words.join(', ')}</span> : null}
              </span>
              {step.description ? (
                <span style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>{step.description}</span>
              ) : null}
            </span>
          </button>
        );
        return (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: a step is defined by its place in the wizard
            key={index}
            style={{ display: 'flex', alignItems: 'flex-start', flex: vertical || last ? 'none' : 1, minWidth: 0 }}
          >
            {step.tooltip ? <Tooltip title={step.tooltip}>{button}</Tooltip> : button}
            {!last && !vertical ? (
              <span
                aria-hidden="true"
                style={{
                  flex: 1,
                  minWidth: token.marginLG,
                  height: 1,
                  marginTop: token.paddingXS + MARKER_SIZE / 2,
                  background: step.done ? token.colorPrimary : token.colorSplit,
                }}
              />
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
