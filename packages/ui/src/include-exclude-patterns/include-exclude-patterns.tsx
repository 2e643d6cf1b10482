import { Flex, Typography, theme } from 'antd';
import { useId } from 'react';
import { InputList } from '../input-list/input-list.tsx';
import type { InputListValidator } from '../input-list/types.ts';
import type { IncludeExcludePatternsProps } from './types.ts';
import {
  EXCLUDE_PATTERNS_HELP,
  EXCLUDE_PATTERNS_TITLE,
  INCLUDE_PATTERNS_HELP,
  INCLUDE_PATTERNS_TITLE,
  joinPatterns,
  noCommaInPattern,
  splitPatterns,
} from './utils.ts';

interface PatternListProps {
  title: string;
  help: string;
  patterns: string[];
  onChange: (patterns: string[]) => void;
  validators: readonly InputListValidator[];
  disabled: boolean;
  headingLevel: NonNullable<IncludeExcludePatternsProps['headingLevel']>;
}

function PatternList({ title, help, patterns, onChange, validators, disabled, headingLevel }: PatternListProps) {
  const titleId = useId();
  const helpId = useId();
  return (
    <section aria-labelledby={titleId} style={{ flex: '1 1 280px', minWidth: 0 }}>
      <Typography.Title level={headingLevel} id={titleId} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      <Typography.Paragraph type="secondary" id={helpId}>
        {help}
      </Typography.Paragraph>
      <InputList
        label={title}
        values={patterns}
        onChange={onChange}
        validators={validators}
        disabled={disabled}
        describedBy={helpId}
      />
    </section>
  );
}

/**
 * Include and exclude pattern lists (R25.091) over the comma-joined strings the payloads hold
 * (R25.095). Start a new form from DEFAULT_PATTERNS (R25.092) and pass the value through
 * `patternsValueForSave` before sending it (R25.093).
 */
export function IncludeExcludePatterns({
  value,
  onChange,
  disabled = false,
  validators = [],
  headingLevel = 4,
}: IncludeExcludePatternsProps) {
  const { token } = theme.useToken();
  const checks = [noCommaInPattern, ...validators];
  return (
    <Flex gap={token.marginLG} wrap>
      <PatternList
        title={INCLUDE_PATTERNS_TITLE}
        help={INCLUDE_PATTERNS_HELP}
        patterns={splitPatterns(value.includesPattern)}
        onChange={(patterns) => onChange({ ...value, includesPattern: joinPatterns(patterns) })}
        validators={checks}
        disabled={disabled}
        headingLevel={headingLevel}
      />
      <PatternList
        title={EXCLUDE_PATTERNS_TITLE}
        help={EXCLUDE_PATTERNS_HELP}
        patterns={splitPatterns(value.excludesPattern)}
        onChange={(patterns) => onChange({ ...value, excludesPattern: joinPatterns(patterns) })}
        validators={checks}
        disabled={disabled}
        headingLevel={headingLevel}
      />
    </Flex>
  );
}
