import type { WebhookDomain, WebhookSubscription } from '@arca/contract';
import { toast } from '@arca/ui';
import { App, Form } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { leadsElsewhere } from '../../../shared/forms/url-origin.ts';
import { useLeaveAfterSave } from '../../../shared/forms/use-leave-after-save.ts';
import { ApiError } from '../../../shared/http/index.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { useCreateWebhook, useUpdateWebhook } from '../api/webhook-mutations.ts';
import { useProxyKeys } from '../api/webhook-queries.ts';
import {
  emptyWebhookForm,
  hasStoredSecrets,
  patternSectionOf,
  type StoredSecrets,
  type WebhookFormValues,
  webhookBody,
  webhookChanged,
} from '../webhook-form-values.ts';
import { WebhookForm } from './webhook-form.tsx';
import { useWebhookTestAction } from './webhook-test-action.tsx';

export interface WebhookEditorProps {
  domains: readonly WebhookDomain[];
  takenKeys: readonly string[];
  /** The webhook as loaded; absent for a new one. */
  loaded?: { values: WebhookFormValues; stored: StoredSecrets };
}

const noStoredSecrets: StoredSecrets = { handlerSecretSet: false, customSecretNames: [], headerNames: [] };

/** The fields a domain change empties: its event types and criteria mean nothing for another domain. */
const domainBound: Partial<WebhookFormValues> = {
  eventTypes: [],
  anyLocal: false,
  anyRemote: false,
  anyFederated: false,
  repoKeys: [],
  anyBuild: false,
  selectedBuilds: [],
  anyReleaseBundle: false,
  releaseBundles: [],
  patterns: emptyWebhookForm.patterns,
};

/**
 * Creates a webhook or replaces a stored one, then goes back to the list; tests it with the form
 * as it stands. Leaving with unsaved changes asks first (R21.08, R26.32).
 */
export function WebhookEditor({ domains, takenKeys, loaded }: WebhookEditorProps) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<WebhookFormValues>();
  const [initial] = useState(() => loaded?.values ?? emptyWebhookForm);
  const [current, setCurrent] = useState<Partial<WebhookFormValues>>(initial);
  const loadedSecrets = loaded?.stored ?? noStoredSecrets;
  // Stored secrets and header values never follow the URL to another host: then they are asked for again.
  const moved = leadsElsewhere(initial.url, current.url ?? initial.url);
  const stored = moved ? noStoredSecrets : loadedSecrets;
  const reenter = moved && hasStoredSecrets(loadedSecrets);
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const isNew = loaded === undefined;
  const dirty = webhookChanged(initial, current);
  const { guard, leave } = useLeaveAfterSave(dirty);
  const domain = current.domain ?? initial.domain;
  const patternSection = patternSectionOf(domains.find((entry) => entry.domain === domain)?.criteria_kind);

  const bodyOf = (values: Partial<WebhookFormValues>): WebhookSubscription =>
    webhookBody({ ...initial, ...current, ...values });

  const testAction = useWebhookTestAction(async () => {
    try {
      return bodyOf(await form.validateFields());
    } catch {
      return undefined;
    }
  });

  const onValuesChange = (changed: Partial<WebhookFormValues>, all: Partial<WebhookFormValues>) => {
    testAction.reset();
    if (changed.domain !== undefined) {
      form.setFieldsValue(domainBound);
      setCurrent({ ...all, ...domainBound });
      return;
    }
    setCurrent(all);
  };

  const onError = (error: Error) => {
    // R21.15: a key another webhook took meanwhile is the key field's problem.
    if (error instanceof ApiError && error.status === 409) form.setFields([{ name: 'key', errors: [error.message] }]);
  };

  const saved = (text: string) => {
    toast(message, { type: 'success', content: text });
    leave(paths.adminWebhooks());
  };

  const submit = (values: WebhookFormValues) => {
    const body = bodyOf(values);
    if (isNew) {
      create.mutate(body, { onSuccess: () => saved(`Webhook '${body.key}' created`), onError });
      return;
    }
    update.mutate(body, { onSuccess: () => saved(`Webhook '${body.key}' saved`), onError });
  };

  const error = isNew ? create.error : update.error;
  const proxyKeys = useProxyKeys();
  return (
    <>
      {guard}
      <WebhookForm
        form={form}
        isNew={isNew}
        initialValues={initial}
        stored={stored}
        reenter={reenter ? loadedSecrets : undefined}
        domains={domains}
        proxyKeys={proxyKeys}
        takenKeys={takenKeys}
        patternSection={patternSection}
        error={error instanceof ApiError && error.status === 409 ? null : error}
        saving={create.isPending || update.isPending}
        canSave={isNew || dirty}
        testAction={testAction.button}
        testOutcome={testAction.outcome}
        onValuesChange={onValuesChange}
        onSubmit={submit}
        onCancel={() => void navigate(paths.adminWebhooks())}
      />
    </>
  );
}
