import { Flex, Typography } from 'antd';
import { useState } from 'react';
import type { DemoEntry } from '../demo/types.ts';
import { EnvironmentSelector } from './environment-selector.tsx';

const environments = ['DEV', 'QA', 'STAGING', 'PROD'];

function EnvironmentSelectorExample() {
  const [buttons, setButtons] = useState<string[]>(['DEV', 'QA']);
  const [dropdown, setDropdown] = useState<string[]>(['PROD']);
  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">Buttons (selected: {buttons.join(', ') || 'none'})</Typography.Text>
      <EnvironmentSelector mode="buttons" environments={environments} value={buttons} onChange={setButtons} />
      <Typography.Text type="secondary">Dropdown; choosing the placeholder clears it</Typography.Text>
      <EnvironmentSelector
        mode="dropdown"
        placeholderClears
        ariaLabel="Target environments"
        environments={environments}
        value={dropdown}
        onChange={setDropdown}
      />
    </Flex>
  );
}

export const environmentSelectorDemo: DemoEntry = {
  id: 'environment-selector',
  title: 'Environment selector',
  description: 'Choose release bundle environments with toggle buttons or a multi-select dropdown.',
  Component: EnvironmentSelectorExample,
};
