import { toast } from '@arca/ui';
import { App, Form } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useLeaveAfterSave } from '../../../shared/forms/use-leave-after-save.ts';
import { ApiError } from '../../../shared/http/index.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { useCreateProxy, useUpdateProxy } from '../api/proxy-mutations.ts';
import { emptyProxyForm, movedAddress, type ProxyFormValues, proxyBody, proxyChanged } from '../proxy-form-values.ts';
import { ProxyForm } from './proxy-form.tsx';

export interface ProxyEditorProps {
  takenKeys: readonly string[];
  /** The proxy as loaded; absent for a new one. */
  loaded?: { values: ProxyFormValues; passwordSet: boolean };
}

/** Creates a proxy or replaces a stored one, then goes back to the list; leaving with unsaved changes asks first. */
export function ProxyEditor({ takenKeys, loaded }: ProxyEditorProps) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<ProxyFormValues>();
  const [initial] = useState(() => loaded?.values ?? emptyProxyForm);
  const [current, setCurrent] = useState<Partial<ProxyFormValues>>(initial);
  const create = useCreateProxy();
  const update = useUpdateProxy();
  const isNew = loaded === undefined;
  const dirty = proxyChanged(initial, current);
  const { guard, leave } = useLeaveAfterSave(dirty);

  const onError = (error: Error) => {
    // A key another proxy took meanwhile is the key field's problem.
    if (error instanceof ApiError && error.status === 409) form.setFields([{ name: 'key', errors: [error.message] }]);
  };

  const saved = (text: string) => {
    toast(message, { type: 'success', content: text });
    leave(paths.adminProxies());
  };

  const submit = (values: ProxyFormValues) => {
    const body = proxyBody({ ...initial, ...current, ...values });
    if (isNew) {
      create.mutate(body, { onSuccess: () => saved(`Proxy '${body.key}' created`), onError });
      return;
    }
    update.mutate(body, { onSuccess: () => saved(`Proxy '${body.key}' saved`), onError });
  };

  const error = isNew ? create.error : update.error;
  return (
    <>
      {guard}
      <ProxyForm
        form={form}
        isNew={isNew}
        initialValues={initial}
        passwordSet={loaded?.passwordSet ?? false}
        movedTo={loaded?.passwordSet ? movedAddress(initial, current) : undefined}
        takenKeys={takenKeys}
        error={error instanceof ApiError && error.status === 409 ? null : error}
        saving={create.isPending || update.isPending}
        canSave={isNew || dirty}
        onValuesChange={(_changed, all) => setCurrent(all)}
        onSubmit={submit}
        onCancel={() => void navigate(paths.adminProxies())}
      />
    </>
  );
}
