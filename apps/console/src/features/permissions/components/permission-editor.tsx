import { StepsWizard, type WizardStep } from '@arca/ui';
import { Alert, App, Button, Card, Flex, Typography, theme } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useUnsavedChangesGuard } from '../../../shared/forms/use-unsaved-changes-guard.tsx';
import { useGroups, useUsers } from '../../../shared/management/queries.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { useCreatePermission, useReplacePermission } from '../api/permission-mutations.ts';
import {
  enabledResources,
  formToPermission,
  nameError,
  type PermissionFormValues,
  sameForm,
} from '../permission-form.ts';
import { GeneralStep } from './general-step.tsx';
import { PrincipalsStep } from './principals-step.tsx';
import { ResourcesStep } from './resources-step.tsx';
import { ReviewStep } from './review-step.tsx';

const STEP_TITLES = ['General', 'Resources', 'Users', 'Groups', 'Review'] as const;
const GENERAL = 0;
const REVIEW = STEP_TITLES.length - 1;

interface PermissionEditorProps {
  mode: 'create' | 'edit';
  initial: PermissionFormValues;
}

/** The permission wizard: general, resources, users, groups, review; saves the whole permission. */
export function PermissionEditor({ mode, initial }: PermissionEditorProps) {
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const users = useUsers();
  const groups = useGroups();
  const create = useCreatePermission();
  const replace = useReplacePermission();
  const [values, setValues] = useState(initial);
  const [baseline, setBaseline] = useState(initial);
  const [step, setStep] = useState(GENERAL);
  const [showNameError, setShowNameError] = useState(false);
  const [saveError, setSaveError] = useState<string>();
  const [leaving, setLeaving] = useState(false);

  const dirty = !sameForm(values, baseline);
  const guard = useUnsavedChangesGuard(dirty);
  const invalidName = nameError(values.name);
  const saving = create.isPending || replace.isPending;

  // Leave only once the saved values are the baseline, so the guard no longer holds the page.
  useEffect(() => {
    if (leaving && !dirty) void navigate(paths.adminPermissions());
  }, [leaving, dirty, navigate]);

  const goTo = (index: number) => {
    if (index !== GENERAL && invalidName) {
      setShowNameError(true);
      setStep(GENERAL);
      return;
    }
    setStep(index);
  };

  const save = async () => {
    if (invalidName) {
      setShowNameError(true);
      setStep(GENERAL);
      return;
    }
    setSaveError(undefined);
    const permission = formToPermission(values);
    try {
      await (mode === 'create' ? create : replace).mutateAsync(permission);
    } catch (error) {
      setSaveError(error instanceof Error ? error.message : String(error));
      return;
    }
    void message.success(`Permission '${permission.name}' ${mode === 'create' ? 'created' : 'saved'}`);
    setBaseline(values);
    setLeaving(true);
  };

  const steps: WizardStep[] = STEP_TITLES.map((title, index) => ({
    title,
    selected: index === step,
    done: index < step,
    invalid: index === GENERAL && showNameError && invalidName !== undefined,
  }));

  const resources = enabledResources(values);
  const stepContent = (): ReactNode => {
    switch (step) {
      case 0:
        return (
          <GeneralStep
            name={values.name}
            readOnly={mode === 'edit'}
            error={showNameError ? invalidName : undefined}
            onNameChange={(name) => setValues({ ...values, name })}
          />
        );
      case 1:
        return (
          <ResourcesStep
            resources={values.resources}
            onChange={(type, resource) =>
              setValues({ ...values, resources: { ...values.resources, [type]: resource } })
            }
          />
        );
      case 2:
        return (
          <PrincipalsStep
            kind="users"
            principals={values.users}
            onChange={(next) => setValues({ ...values, users: next })}
            available={(users.data ?? []).map((user) => user.username)}
            loading={users.isPending}
            loadError={users.error}
            resources={resources}
          />
        );
      case 3:
        return (
          <PrincipalsStep
            kind="groups"
            principals={values.groups}
            onChange={(next) => setValues({ ...values, groups: next })}
            available={(groups.data ?? []).map((group) => group.name)}
            loading={groups.isPending}
            loadError={groups.error}
            resources={resources}
          />
        );
      default:
        return <ReviewStep values={values} />;
    }
  };

  return (
    <Flex vertical gap={token.marginLG}>
      <StepsWizard steps={steps} onStepChange={goTo} ariaLabel="Permission steps" />
      {saveError ? <Alert type="error" showIcon title="The permission was not saved" description={saveError} /> : null}
      <Card>
        <Typography.Title level={2} style={{ marginTop: 0, fontSize: token.fontSizeHeading4 }}>
          {STEP_TITLES[step]}
        </Typography.Title>
        {stepContent()}
      </Card>
      <Flex justify="space-between" gap={token.marginXS}>
        <Button onClick={() => void navigate(paths.adminPermissions())}>Cancel</Button>
        <Flex gap={token.marginXS}>
          {step > GENERAL ? <Button onClick={() => goTo(step - 1)}>Back</Button> : null}
          {step < REVIEW ? (
            <Button type={mode === 'edit' ? 'default' : 'primary'} onClick={() => goTo(step + 1)}>
              Next
            </Button>
          ) : null}
          {/* An edit is often one change, so it can be saved from any step. */}
          {step === REVIEW || mode === 'edit' ? (
            <Button type="primary" loading={saving} onClick={() => void save()}>
              Save
            </Button>
          ) : null}
        </Flex>
      </Flex>
      {guard}
    </Flex>
  );
}
