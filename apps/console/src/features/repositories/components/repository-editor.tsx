import type { RepositoryClass, RepositoryConfig } from '@arca/contract';
import { toast } from '@arca/ui';
import { App, Form } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { leadsElsewhere } from '../../../shared/forms/url-origin.ts';
import { useLeaveAfterSave } from '../../../shared/forms/use-leave-after-save.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { useCreateRepository, useUpdateRepository } from '../api/repository-mutations.ts';
import {
  emptyRepositoryForm,
  hasNewRepositoryInput,
  newRepositoryConfig,
  type RepositoryFormValues,
  repositoryChanges,
  repositoryFormValues,
} from '../repository-form-values.ts';
import { RepositoryForm } from './repository-form.tsx';

export interface RepositoryEditorProps {
  kind: RepositoryClass;
  /** The catalogue value, e.g. 'npm'. */
  packageType: string;
  /** The repository as loaded; absent for a new one. */
  config?: RepositoryConfig;
}

/**
 * Creates a repository, or saves only the fields of an existing one that changed, then goes back
 * to the list of its kind. Leaving with unsaved changes asks first (R26.32).
 */
export function RepositoryEditor({ kind, packageType, config }: RepositoryEditorProps) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<RepositoryFormValues>();
  // The values as first shown: later refreshes of the repository must not move what 'changed' means.
  const [initial] = useState(() => (config ? repositoryFormValues(config) : emptyRepositoryForm));
  const [current, setCurrent] = useState<Partial<RepositoryFormValues>>(initial);
  const createRepository = useCreateRepository();
  const updateRepository = useUpdateRepository();

  const isNew = config === undefined;
  const dirty = isNew ? hasNewRepositoryInput(current) : Object.keys(repositoryChanges(initial, current)).length > 0;
  const { guard, leave } = useLeaveAfterSave(dirty);

  // Members of another package type cannot stay when a new repository's type is changed.
  const shownType = useRef(packageType);
  useEffect(() => {
    if (shownType.current === packageType) return;
    shownType.current = packageType;
    form.setFieldsValue({ repositories: [], defaultDeploymentRepo: '' });
    setCurrent((values) => ({ ...values, repositories: [], defaultDeploymentRepo: '' }));
  }, [packageType, form]);

  const onValuesChange = (changed: Partial<RepositoryFormValues>, all: Partial<RepositoryFormValues>) => {
    // The default deployment repository is one of the members: it goes when its member does.
    const target = all.defaultDeploymentRepo;
    if (changed.repositories && target && !changed.repositories.includes(target)) {
      form.setFieldValue('defaultDeploymentRepo', '');
      setCurrent({ ...all, defaultDeploymentRepo: '' });
      return;
    }
    setCurrent(all);
  };

  const saved = (text: string) => {
    toast(message, { type: 'success', content: text });
    leave(paths.adminRepositories(kind));
  };

  const submit = (values: RepositoryFormValues) => {
    // Only the fields on screen come with the values; the others keep what they were.
    const all = { ...initial, ...current, ...values };
    if (isNew) {
      const body = newRepositoryConfig(kind, packageType, all);
      createRepository.mutate(body, { onSuccess: () => saved(`Repository '${body.key}' created`) });
      return;
    }
    updateRepository.mutate(
      { key: config.key, changes: repositoryChanges(initial, all) },
      { onSuccess: () => saved(`Repository '${config.key}' saved`) },
    );
  };

  return (
    <>
      {guard}
      <RepositoryForm
        form={form}
        kind={kind}
        packageType={packageType}
        isNew={isNew}
        initialValues={initial}
        error={isNew ? createRepository.error : updateRepository.error}
        saving={createRepository.isPending || updateRepository.isPending}
        canSave={isNew || dirty}
        urlMoved={leadsElsewhere(initial.url, current.url ?? initial.url)}
        onValuesChange={onValuesChange}
        onSubmit={submit}
        onCancel={() => void navigate(paths.adminRepositories(kind))}
      />
    </>
  );
}
