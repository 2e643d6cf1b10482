import { Button, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import type { DemoEntry } from '../demo/types.ts';
import type { WalkthroughStep } from './types.ts';
import { WalkthroughPopup } from './walkthrough-popup.tsx';

const steps: WalkthroughStep[] = [
  { title: 'Search packages', text: 'Find lodash, @babel/core or any artifact across npm-local and docker-remote.' },
  { title: 'Filter by repository', text: 'Narrow the results to libs-release to see only promoted builds.' },
  { title: 'Deploy', text: 'Upload spring-boot-starter-web 3.3.1 straight into the selected repository.' },
];

function WalkthroughPopupExample() {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState(0);
  const [finished, setFinished] = useState(false);
  return (
    <Flex vertical gap={12} align="flex-start">
      <Button
        type="primary"
        onClick={() => {
          setStep(0);
          setFinished(false);
          setOpen(true);
        }}
      >
        Start tour
      </Button>
      <WalkthroughPopup
        open={open}
        steps={steps}
        step={step}
        onStepChange={setStep}
        onClose={() => {
          setOpen(false);
          setFinished(true);
        }}
      >
        <Input.Search aria-label="Search artifacts" placeholder="Search artifacts" style={{ width: 320 }} />
      </WalkthroughPopup>
      <Typography.Text type="secondary">{finished ? 'Tour closed' : 'Tour not finished'}</Typography.Text>
    </Flex>
  );
}

export const walkthroughPopupDemo: DemoEntry = {
  id: 'walkthrough-popup',
  title: 'Walk-through popup',
  description: 'A three-step tour of artifact search in a 420 px popup anchored to the search box.',
  Component: WalkthroughPopupExample,
};
