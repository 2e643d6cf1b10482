import { CloseOutlined } from '@ant-design/icons';
import { type OnboardingStepName, onboardingSteps, PROJECT_CREATION_FAILED_MESSAGE } from '@arca/contract';
import { StepsWizard } from '@arca/ui';
import { Alert, Button, Card, Flex, Skeleton, Typography, theme } from 'antd';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { sendAdoptionMetric } from '../../../shared/metrics/adoption-metric.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { useDismissOnboarding, useSubmitOnboarding } from '../api/onboarding.ts';
import { useOnboardingData } from '../api/onboarding-data.ts';
import { DetailsStep, FeaturesStep, InitStep, ProjectStep, PurposeStep } from '../components/wizard-steps.tsx';
import { markOnboardingOffered } from '../onboarding-facts.ts';
import {
  clearSteps,
  completeStep,
  loadSteps,
  type OnboardingSteps,
  submissionOf,
  updateStep,
} from '../personalization.ts';
import { setupClientRepository, setupClientTarget } from '../setup-client.ts';
import { enterSinglePackageMode, resetSinglePackageMode } from '../single-package-mode.ts';

const stepTitles: Record<OnboardingStepName, { title: string; heading: string; description: string }> = {
  init: {
    title: 'Welcome',
    heading: 'Welcome to Arca',
    description: 'A few questions and your first repositories are ready, with the client set up to use them.',
  },
  purpose: { title: 'Purpose', heading: 'What will you use Arca for?', description: 'This shapes the next questions.' },
  details: { title: 'About you', heading: 'Tell us about you', description: 'So we can point you at what matters.' },
  features: {
    title: 'Features',
    heading: 'What are you looking for?',
    description: 'Choose at least one; you can use everything later.',
  },
  project: {
    title: 'Project',
    heading: 'Name your project',
    description: 'Repositories, members and permissions are grouped in a project.',
  },
};

/** The stored steps; in single-package mode the init step holds that one type. */
function initialSteps(singlePackage: string | undefined): OnboardingSteps {
  const stored = loadSteps();
  return singlePackage ? updateStep(stored, 'init', { packageTypes: [singlePackage] }) : stored;
}

/**
 * /quick-setup (R13.01, R13.02): the onboarding wizard, for one package type in single-package
 * mode. Each arrival starts the wizard afresh, so a relaunch from quick setup itself (R13.32) reads
 * its package type and the steps as they are now.
 */
export function QuickSetupPage() {
  return <QuickSetupWizard key={useLocation().key} />;
}

function QuickSetupWizard() {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const onboarding = useOnboardingData();
  const submit = useSubmitOnboarding();
  const dismiss = useDismissOnboarding();
  const [singlePackage] = useState(() => enterSinglePackageMode(search));
  const [steps, setSteps] = useState<OnboardingSteps>(() => initialSteps(singlePackage));
  // Shown once: from here on the guard lets the administrator go wherever they choose.
  useEffect(() => markOnboardingOffered(), []);
  const projectsSupported = onboarding.data?.projectsSupported ?? true;
  const shown = onboardingSteps.filter((step) => projectsSupported || step !== 'project');
  // Resume at the first step not yet completed.
  const [current, setCurrent] = useState(() => {
    const first = shown.findIndex((step) => !steps[step].isCompleted);
    return first === -1 ? shown.length - 1 : first;
  });
  const index = Math.min(current, shown.length - 1);
  const step = shown[index] as OnboardingStepName;
  const last = index === shown.length - 1;

  const change = <N extends OnboardingStepName>(name: N) =>
    ((data: Partial<OnboardingSteps[N]['stepDataObject']>) => setSteps((now) => updateStep(now, name, data))) as never;

  const close = () => {
    // R13.30, R13.31: closing resets the tracking and single-package mode; the server stops offering quick setup.
    clearSteps();
    resetSinglePackageMode();
    dismiss.mutate(undefined, { onSettled: () => void navigate(paths.packages()) });
  };

  const next = () => {
    const completed = completeStep(steps, step);
    setSteps(completed);
    if (!last) {
      setCurrent(index + 1);
      return;
    }
    submit.mutate(
      { steps: submissionOf(completed, projectsSupported) },
      {
        onSuccess: (result) => {
          // R13.26–R13.29: sending tracks an event, the prompt goes, the stored steps are cleared.
          void sendAdoptionMetric({ featureName: 'Onboarding', action: 'Quick setup completed' });
          clearSteps();
          resetSinglePackageMode();
          // R13.32–R13.34: setup-client, which closes quick setup.
          void navigate(setupClientTarget(result.packageType, setupClientRepository(result)));
        },
      },
    );
  };

  if (onboarding.isPending) return <Skeleton active />;
  const titles = stepTitles[step];
  return (
    <Flex justify="center" style={{ padding: `${token.paddingLG}px 0` }}>
      <Card style={{ width: '100%', maxWidth: 880 }} styles={{ body: { padding: token.paddingLG } }}>
        <Flex justify="space-between" align="center" style={{ marginBottom: token.marginLG }}>
          <Typography.Text type="secondary">Quick setup</Typography.Text>
          <Button type="text" icon={<CloseOutlined />} onClick={close} loading={dismiss.isPending}>
            Skip setup
          </Button>
        </Flex>
        <StepsWizard
          ariaLabel="Quick setup steps"
          steps={shown.map((name, position) => ({
            title: stepTitles[name].title,
            selected: position === index,
            done: steps[name].isCompleted && position !== index,
            // Going back is free; forward only over steps already taken.
            disabled: position > index && !shown.slice(0, position).every((earlier) => steps[earlier].isValid),
          }))}
          onStepChange={setCurrent}
        />
        <div style={{ margin: `${token.marginXL}px 0 ${token.marginLG}px` }}>
          <Typography.Title level={1} style={{ fontSize: token.fontSizeHeading3, marginTop: 0 }}>
            {titles.heading}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{titles.description}</Typography.Paragraph>
          {step === 'init' ? (
            <InitStep data={steps.init.stepDataObject} onChange={change('init')} only={singlePackage} />
          ) : null}
          {step === 'purpose' ? <PurposeStep data={steps.purpose.stepDataObject} onChange={change('purpose')} /> : null}
          {step === 'details' ? (
            <DetailsStep
              data={steps.details.stepDataObject}
              onChange={change('details')}
              commercial={steps.purpose.stepDataObject.purpose === 'Commercial'}
            />
          ) : null}
          {step === 'features' ? (
            <FeaturesStep data={steps.features.stepDataObject} onChange={change('features')} />
          ) : null}
          {step === 'project' ? (
            <ProjectStep
              data={steps.project.stepDataObject}
              onChange={change('project')}
              packageTypes={steps.init.stepDataObject.packageTypes}
            />
          ) : null}
        </div>
        {submit.isError ? (
          <Alert
            type="error"
            showIcon
            message={PROJECT_CREATION_FAILED_MESSAGE}
            description={`${submit.error.message}. Nothing was created.`}
            style={{ marginBottom: token.margin }}
          />
        ) : null}
        <Flex justify="space-between">
          <Button disabled={index === 0} onClick={() => setCurrent(index - 1)}>
            Back
          </Button>
          <Button type="primary" disabled={!steps[step].isValid} loading={submit.isPending} onClick={next}>
            {last ? 'Finish' : 'Next'}
          </Button>
        </Flex>
      </Card>
    </Flex>
  );
}
