import { Button, Flex, Select, theme } from 'antd';
import type { EnvironmentSelectorProps } from './types.ts';
import { ENVIRONMENT_PLACEHOLDER, nextDropdownValue, PLACEHOLDER_OPTION_VALUE, toggleEnvironment } from './utils.ts';

const DROPDOWN_MIN_WIDTH = 240;

/** Pick release environments (DEV, QA, PROD…) as toggle buttons or from a dropdown (R25.139). */
export function EnvironmentSelector(props: EnvironmentSelectorProps) {
  const { environments, value, onChange, ariaLabel = 'Environments', disabled = false } = props;
  const { token } = theme.useToken();

  if (props.mode === 'buttons') {
    return (
      <Flex role="group" aria-label={ariaLabel} gap={token.marginXS} wrap>
        {environments.map((environment) => {
          const pressed = value.includes(environment);
          return (
            <Button
              key={environment}
              aria-pressed={pressed}
              type={pressed ? 'primary' : 'default'}
              disabled={disabled}
              onClick={() => onChange(toggleEnvironment(environments, value, environment))}
            >
              {environment}
            </Button>
          );
        })}
      </Flex>
    );
  }

  const placeholderClears = props.placeholderClears ?? false;
  const options = environments.map((environment) => ({ value: environment, label: environment }));
  return (
    <Select<string[]>
      mode="multiple"
      aria-label={ariaLabel}
      placeholder={ENVIRONMENT_PLACEHOLDER}
      disabled={disabled}
      value={[...value]}
      options={
        placeholderClears ? [{ value: PLACEHOLDER_OPTION_VALUE, label: ENVIRONMENT_PLACEHOLDER }, ...options] : options
      }
      onChange={(picked) => onChange(nextDropdownValue(picked, placeholderClears))}
      style={{ minWidth: DROPDOWN_MIN_WIDTH }}
    />
  );
}
