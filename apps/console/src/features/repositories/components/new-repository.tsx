import { findPackageType, type RepositoryClass } from '@arca/contract';
import { StepsWizard, type WizardStep } from '@arca/ui';
import { Flex, theme } from 'antd';
import { useState } from 'react';
import { PackageTypePicker } from './package-type-picker.tsx';
import { RepositoryEditor } from './repository-editor.tsx';

type Step = 'packageType' | 'settings';

/**
 * R12.01: a new repository of the kind in the address, in two steps: its package type, then its
 * settings. Going back to change the type keeps what was typed.
 */
export function NewRepository({ kind }: { kind: RepositoryClass }) {
  const { token } = theme.useToken();
  const [packageType, setPackageType] = useState<string>();
  const [step, setStep] = useState<Step>('packageType');
  const chosen = packageType === undefined ? undefined : findPackageType(packageType);

  const steps: WizardStep[] = [
    {
      title: 'Package type',
      ...(chosen ? { description: chosen.text } : {}),
      selected: step === 'packageType',
      done: chosen !== undefined,
    },
    { title: 'Settings', selected: step === 'settings', disabled: chosen === undefined },
  ];

  return (
    <Flex vertical gap={token.marginLG}>
      <StepsWizard
        steps={steps}
        ariaLabel="New repository steps"
        onStepChange={(index) => setStep(index === 0 ? 'packageType' : 'settings')}
      />
      <div hidden={step !== 'packageType'}>
        <PackageTypePicker
          kind={kind}
          value={packageType}
          onPick={(value) => {
            setPackageType(value);
            setStep('settings');
          }}
        />
      </div>
      {/* Kept mounted while the type is changed, so the settings typed so far stay. */}
      {packageType === undefined ? null : (
        <div hidden={step !== 'settings'}>
          <RepositoryEditor kind={kind} packageType={packageType} />
        </div>
      )}
    </Flex>
  );
}
