import { Typography } from 'antd';
import { useState } from 'react';
import type { DemoEntry } from '../demo/types.ts';
import { StepsWizard } from './steps-wizard.tsx';
import type { WizardStep } from './types.ts';

const base: WizardStep[] = [
  { title: 'Repository', description: 'npm-local', tooltip: 'Pick the target repository', done: true },
  { title: 'Package', description: '@babel/core 7.24.0', invalid: true, tooltip: 'The version already exists' },
  { title: 'Scan', description: 'Xray indexing', loading: true },
  { title: 'Permissions', description: 'Who can deploy' },
  { title: 'Promote', description: 'libs-release', disabled: true, tooltip: 'Finish the earlier steps first' },
];

function StepsWizardExample() {
  const [current, setCurrent] = useState(3);
  const steps = base.map((step, index) => ({ ...step, selected: index === current }));
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <StepsWizard steps={steps} onStepChange={setCurrent} ariaLabel="Deploy package steps" />
      <Typography.Text type="secondary">Current step: {base[current]?.title}</Typography.Text>
      <StepsWizard
        steps={steps}
        onStepChange={setCurrent}
        ariaLabel="Deploy package steps (vertical)"
        orientation="vertical"
      />
    </div>
  );
}

export const stepsWizardDemo: DemoEntry = {
  id: 'steps-wizard',
  title: 'Steps wizard',
  description:
    'A deploy wizard with done, invalid, loading, selected and disabled steps; click a step to switch to it.',
  Component: StepsWizardExample,
};
