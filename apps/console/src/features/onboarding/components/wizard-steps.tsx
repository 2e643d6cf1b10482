import {
  type OnboardingStepData,
  onboardingFeatures,
  onboardingPackageTypes,
  onboardingPurposes,
  onboardingRoles,
  projectKeyProblem,
  sampleRepositoriesOf,
} from '@arca/contract';
import { Card, Checkbox, Flex, Form, Input, Radio, Select, Tag, Typography, theme } from 'antd';
import type { ReactNode } from 'react';

export interface StepProps<N extends keyof OnboardingStepData> {
  data: OnboardingStepData[N];
  onChange: (data: Partial<OnboardingStepData[N]>) => void;
}

/** A checkable card: the whole card is the label of its checkbox or radio. */
function ChoiceCard({ control, title, detail }: { control: ReactNode; title: string; detail?: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Card size="small" style={{ height: '100%' }} styles={{ body: { padding: token.paddingSM } }}>
      <Flex gap={token.marginSM} align="flex-start">
        {control}
        <div>
          <Typography.Text strong>{title}</Typography.Text>
          {detail ? <div style={{ marginTop: token.marginXXS }}>{detail}</div> : null}
        </div>
      </Flex>
    </Card>
  );
}

const grid = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 12 } as const;

/**
 * init: the package types to start with, and the sample repositories each brings; in single-package
 * mode (`only`) that one type alone.
 */
export function InitStep({ data, onChange, only }: StepProps<'init'> & { only?: string | undefined }) {
  const toggle = (value: string, on: boolean) =>
    onChange({ packageTypes: on ? [...data.packageTypes, value] : data.packageTypes.filter((type) => type !== value) });
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
      <legend style={{ marginBottom: 12 }}>
        <Typography.Text>
          Which package types will you start with? Each gets its repositories, ready to use.
        </Typography.Text>
      </legend>
      <div style={grid}>
        {onboardingPackageTypes
          .filter((type) => only === undefined || type.value === only)
          .map((type) => (
            // biome-ignore lint/a11y/noLabelWithoutControl: the checkbox inside is the control
            <label key={type.value} style={{ cursor: 'pointer' }}>
              <ChoiceCard
                control={
                  <Checkbox
                    checked={data.packageTypes.includes(type.value)}
                    onChange={(event) => toggle(type.value, event.target.checked)}
                    aria-label={type.label}
                  />
                }
                title={type.label}
                detail={
                  <Flex gap={4} wrap>
                    {type.repos.map((repo) => (
                      <Tag key={repo.repoKey} bordered={false}>
                        {repo.repoKey}
                      </Tag>
                    ))}
                  </Flex>
                }
              />
            </label>
          ))}
      </div>
    </fieldset>
  );
}

const purposeDetail: Record<(typeof onboardingPurposes)[number], string> = {
  Commercial: 'For a company or a team at work.',
  Personal: 'For yourself or an open-source project.',
};

/** purpose: Commercial or Personal (R13.08, R13.14). */
export function PurposeStep({ data, onChange }: StepProps<'purpose'>) {
  return (
    <Radio.Group
      aria-label="Purpose"
      value={data.purpose || undefined}
      onChange={(event) => onChange({ purpose: event.target.value })}
      style={{ width: '100%' }}
    >
      <div style={grid}>
        {onboardingPurposes.map((purpose) => (
          // biome-ignore lint/a11y/noLabelWithoutControl: the radio inside is the control
          <label key={purpose} style={{ cursor: 'pointer' }}>
            <ChoiceCard
              control={<Radio value={purpose} aria-label={purpose} />}
              title={purpose}
              detail={<Typography.Text type="secondary">{purposeDetail[purpose]}</Typography.Text>}
            />
          </label>
        ))}
      </div>
    </Radio.Group>
  );
}

/** details: the role, the other role's text, the company (Commercial) or project (Personal) name (R13.15–R13.17). */
export function DetailsStep({ data, onChange, commercial }: StepProps<'details'> & { commercial: boolean }) {
  return (
    <Form layout="vertical" requiredMark="optional" component="div">
      <Form.Item label="Your role" htmlFor="onboarding-role" required>
        <Select
          id="onboarding-role"
          placeholder="Select your role"
          virtual={false}
          value={data.role || undefined}
          onChange={(role) => onChange({ role })}
          options={onboardingRoles.map((role) => ({ value: role, label: role }))}
        />
      </Form.Item>
      {data.role === 'Other' ? (
        <Form.Item label="Other role" htmlFor="onboarding-other-role" required>
          <Input
            id="onboarding-other-role"
            value={data.otherRole}
            onChange={(e) => onChange({ otherRole: e.target.value })}
          />
        </Form.Item>
      ) : null}
      {commercial ? (
        <Form.Item label="Company name" htmlFor="onboarding-company" required>
          <Input
            id="onboarding-company"
            value={data.companyName}
            onChange={(e) => onChange({ companyName: e.target.value })}
          />
        </Form.Item>
      ) : (
        <Form.Item label="Open-source project name" htmlFor="onboarding-oss">
          <Input
            id="onboarding-oss"
            value={data.ossProjectName}
            onChange={(e) => onChange({ ossProjectName: e.target.value })}
          />
        </Form.Item>
      )}
    </Form>
  );
}

/** features: at least one desired feature (R13.11, R13.18). */
export function FeaturesStep({ data, onChange }: StepProps<'features'>) {
  return (
    <Checkbox.Group
      aria-label="Desired features"
      value={data.desiredFeature}
      onChange={(values) => onChange({ desiredFeature: values.map(String) })}
      style={{ width: '100%' }}
    >
      <div style={{ ...grid, width: '100%' }}>
        {onboardingFeatures.map((feature) => (
          <Card key={feature} size="small">
            <Checkbox value={feature}>{feature}</Checkbox>
          </Card>
        ))}
      </div>
    </Checkbox.Group>
  );
}

/** project: its name and key, checked as typed (R13.19); the repositories go into it. */
export function ProjectStep({ data, onChange, packageTypes }: StepProps<'project'> & { packageTypes: string[] }) {
  const keyProblem = data.projectKey === '' ? 'Project key is required' : projectKeyProblem(data.projectKey);
  const nameProblem = data.projectName.trim() === '' ? 'Project name is required' : undefined;
  return (
    <Form layout="vertical" component="div">
      <Form.Item
        label="Project name"
        htmlFor="onboarding-project-name"
        required
        validateStatus={nameProblem ? 'error' : undefined}
        help={nameProblem}
      >
        <Input
          id="onboarding-project-name"
          maxLength={128}
          value={data.projectName}
          onChange={(e) => onChange({ projectName: e.target.value })}
        />
      </Form.Item>
      <Form.Item
        label="Project key"
        htmlFor="onboarding-project-key"
        required
        validateStatus={keyProblem ? 'error' : undefined}
        help={keyProblem}
        extra={keyProblem ? undefined : 'Lowercase letters, digits and hyphens; it never changes.'}
      >
        <Input
          id="onboarding-project-key"
          maxLength={32}
          value={data.projectKey}
          onChange={(e) => onChange({ projectKey: e.target.value })}
        />
      </Form.Item>
      <RepositoriesSummary packageTypes={packageTypes} />
    </Form>
  );
}

/** The repositories finishing creates. */
export function RepositoriesSummary({ packageTypes }: { packageTypes: string[] }) {
  const repos = sampleRepositoriesOf(packageTypes);
  return (
    <div>
      <Typography.Text type="secondary">Repositories to create</Typography.Text>
      <Flex gap={6} wrap style={{ marginTop: 6 }}>
        {repos.map((repo) => (
          <Tag key={repo.repoKey} color="blue" bordered={false}>
            {repo.repoKey} · {repo.repoType}
          </Tag>
        ))}
      </Flex>
    </div>
  );
}
