import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import type { DemoEntry } from '../demo/types.ts';
import { IncludeExcludePatterns } from './include-exclude-patterns.tsx';
import type { PatternsValue } from './types.ts';
import { DEFAULT_PATTERNS, patternsValueForSave } from './utils.ts';

function IncludeExcludePatternsExample() {
  const [value, setValue] = useState<PatternsValue>(DEFAULT_PATTERNS);
  const [saved, setSaved] = useState<PatternsValue>();
  return (
    <Flex vertical gap={16}>
      <Typography.Text type="secondary">
        Repository filter of a webhook on libs-release: add org/acme/** and save to see the match-all default dropped.
      </Typography.Text>
      <IncludeExcludePatterns value={value} onChange={setValue} />
      <Flex align="center" gap={12} wrap>
        <Button type="primary" onClick={() => setSaved(patternsValueForSave(value))}>
          Save
        </Button>
        <Typography.Text code>{JSON.stringify(saved ?? value)}</Typography.Text>
        <Typography.Text type="secondary">{saved ? 'payload sent' : 'held in the form'}</Typography.Text>
      </Flex>
    </Flex>
  );
}

export const includeExcludePatternsDemo: DemoEntry = {
  id: 'include-exclude-patterns',
  title: 'Include/Exclude patterns',
  description:
    'Include and exclude patterns of a webhook held as comma-joined strings, starting from **/* and dropping it on save when one other pattern is added.',
  Component: IncludeExcludePatternsExample,
};
